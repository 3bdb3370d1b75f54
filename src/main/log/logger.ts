export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

export interface Logger {
  debug(message: string, detail?: unknown): void
  info(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

type Sink = (level: LogLevel, line: string) => void

const REDACTED = '[oculto]'

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

function describe(detail: unknown): string {
  if (detail === undefined) return ''
  if (detail instanceof Error) return ` ${detail.name}: ${detail.message}`
  try {
    return ` ${JSON.stringify(detail)}`
  } catch {
    return ' (detalle no serializable)'
  }
}

const stderrSink: Sink = (_level, line) => {
  process.stderr.write(`${line}\n`)
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
