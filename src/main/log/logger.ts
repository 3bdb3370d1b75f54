export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

export interface Logger {
  debug(message: string, detail?: unknown): void
  info(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

export type Sink = (level: LogLevel, line: string) => void

const REDACTED = '[oculto]'
/** Fields of a logged detail whose value is never written, whatever it holds. */
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie/i

/**
 * Secrets registered here (tokens, passwords) are blanked out of every line before it is written,
 * whatever path the text took to get here (an error message, a URL, a response body).
 */
export class Redactor {
  private readonly secrets = new Set<string>()

  add(secret: string | null | undefined): void {
    if (secret && secret.length >= 4) this.secrets.add(secret)
  }

  remove(secret: string | null | undefined): void {
    if (secret) this.secrets.delete(secret)
  }

  redact(text: string): string {
    let out = text
    for (const secret of this.secrets) out = out.split(secret).join(REDACTED)
    return out.replace(/((?:Expert)?Token\s+)[A-Za-z0-9._~+/=-]{8,}/g, `$1${REDACTED}`)
  }
}

/** The stack (which starts with «Name: message») and its causes, so a log line can be traced. */
function describeError(error: Error, depth = 0): string {
  const head = error.stack ?? `${error.name}: ${error.message}`
  const cause: unknown = error.cause
  if (depth >= 3 || cause === undefined) return head
  const next = cause instanceof Error ? describeError(cause, depth + 1) : describe(cause).trim()
  return `${head}\n  [causa] ${next}`
}

function describe(detail: unknown): string {
  if (detail === undefined) return ''
  if (detail instanceof Error) return ` ${describeError(detail)}`
  try {
    return ` ${JSON.stringify(detail, (key, value: unknown) => (SECRET_KEY.test(key) ? REDACTED : value))}`
  } catch {
    return ' (detalle no serializable)'
  }
}

export const stderrSink: Sink = (_level, line) => {
  process.stderr.write(`${line}\n`)
}

/** One line to several sinks (stderr and the log file); each receives it already redacted. */
export function teeSinks(...sinks: Sink[]): Sink {
  return (level, line) => {
    for (const sink of sinks) sink(level, line)
  }
}

export function createLogger(options: {
  redactor: Redactor
  sink?: Sink
  minLevel?: LogLevel
}): Logger {
  const order: LogLevel[] = ['debug', 'info', 'warn', 'error']
  const min = order.indexOf(options.minLevel ?? 'info')
  const sink = options.sink ?? stderrSink
  const write = (level: LogLevel, message: string, detail?: unknown) => {
    if (order.indexOf(level) < min) return
    const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}${describe(detail)}`
    sink(level, options.redactor.redact(line))
  }
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
  }
}
