import { type MessageKey, type ParamsOf } from '@shared/messages/catalogue-lookup'
import { cliText } from './cli-text'
import { type CommandName } from './usage'

/** A problem with the command line: the CLI prints it with the usage line and exits with code 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** The command whose usage line is shown; the general one when unknown. */
    readonly command: CommandName | null = null,
  ) {
    super(message)
    this.name = 'UsageError'
  }
}

export function isUsageError(value: unknown): value is UsageError {
  return value instanceof UsageError
}

/** A usage error whose message is the catalogue's sentence for `key`. */
export function usageError<K extends MessageKey>(
  key: K,
  params: ParamsOf<K>,
  command: CommandName | null = null,
): UsageError {
  return new UsageError(cliText(key, params), command)
}
