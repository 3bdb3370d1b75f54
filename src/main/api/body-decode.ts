import { type z } from 'zod'

/** What a 2xx body turned into: its value, or why not (not JSON, or not of the expected shape). */
export type Decoded<T> =
  { kind: 'ok'; value: T } | { kind: 'not_json' } | { kind: 'shape'; field: string; detail: string }

/** `{ json }` for a JSON body (null when empty), null when the text is not JSON. */
export function parseJson(text: string): { json: unknown } | null {
  if (text.trim() === '') return { json: null }
  try {
    return { json: JSON.parse(text) as unknown }
  } catch {
    return null
  }
}

function describeIssue(error: z.ZodError): { field: string; detail: string } {
  const issue = error.issues[0]
  if (!issue) return { field: '$', detail: 'respuesta vacía' }
  const path = issue.path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
  const field = path.replace(/^\./, '') || '$'
  return { field, detail: `campo «${field}»: ${issue.message}` }
}

/** A body read with `schema`, as `send` reads every answer it is not given a decoder for. */
export function decodeWith<S extends z.ZodType>(schema: S, text: string): Decoded<z.output<S>> {
  const body = parseJson(text)
  if (!body) return { kind: 'not_json' }
  const parsed = schema.safeParse(body.json)
  if (!parsed.success) return { kind: 'shape', ...describeIssue(parsed.error) }
  return { kind: 'ok', value: parsed.data }
}
