import { type z } from 'zod'

export type FieldErrors = Record<string, string[]>

/** Groups zod issues by their dotted path; issues on the root go under `_`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_'
    ;(fields[key] ??= []).push(issue.message)
  }
  return fields
}

/** The first message of a zod error, for a one-line summary. */
export function firstIssueOf(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Datos no válidos.'
  const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : ''
  return `${where}${issue.message}`
}
