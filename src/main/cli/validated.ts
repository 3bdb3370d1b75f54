import { type z } from 'zod'
import { firstIssueOf } from '@shared/validation'
import { UsageError } from './usage-error'
import { type CommandName } from './usage'

/** A service's input read by the app's own schema (the bridge's), before anything is sent. */
export function validated<S extends z.ZodType>(
  schema: S,
  value: z.input<S>,
  command: CommandName,
): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw new UsageError(firstIssueOf(result.error), command)
  return result.data
}
