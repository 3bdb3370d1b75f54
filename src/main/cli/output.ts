import { type AppError } from '@shared/errors'
import { type Progress } from '../api/page-walker'
import { Redactor } from '../log/logger'
import { PROGRAM, usageLine } from './usage'
import { cliText } from './cli-text'
import { type UsageError } from './usage-error'

export interface OutStream {
  write(text: string): unknown
  isTTY?: boolean
}

/**
 * The logger's redactor, which also remembers the exact tokens it is given, so that stdout can be
 * scrubbed of them too without the log's pattern rewriting ordinary data.
 */
export class CliRedactor extends Redactor {
  private readonly tokens = new Set<string>()

  override add(secret: string | null | undefined): void {
    super.add(secret)
    if (secret && secret.length >= 4) this.tokens.add(secret)
  }

  override remove(secret: string | null | undefined): void {
    super.remove(secret)
    if (secret) this.tokens.delete(secret)
  }

  scrub(text: string): string {
    let out = text
    for (const token of this.tokens) out = out.split(token).join('[oculto]')
    return out
  }
}

export interface Output {
  /** The command's one document, pretty-printed, on stdout. */
  json(value: unknown): void
  /** Help text, on stdout. */
  text(value: string): void
  /** A warning, on stderr. */
  warn(message: string): void
  /**
   * Pages fetched so far, on stderr: one line rewritten on a terminal; elsewhere nothing, unless
   * `logProgress` was called.
   */
  progress(progress: Progress): void
  /**
   * For a file written with --out: progress also goes to a stderr that is not a terminal, as a
   * few whole lines (the first page, each tenth of the way, the last), so a script's log shows
   * how far an export got.
   */
  logProgress(): void
  /** A service, network or session error: its message, and field errors one per line. */
  failure(error: AppError): void
  usage(error: UsageError): void
}

/** Counts as written, without a thousands separator: «Descargando páginas: 1200/3400». */
const pages = (done: number, total: number) =>
  cliText('cli.output.progress', { done: String(done), total: String(total) })

export function createOutput(stdout: OutStream, stderr: OutStream, redactor: CliRedactor): Output {
  const err = (text: string) => stderr.write(redactor.redact(text))
  let progressShown = false
  let progressLines = false
  let lastTenth = -1
  const endProgress = () => {
    if (progressShown) err('\n')
    progressShown = false
  }
  return {
    json(value) {
      endProgress()
      stdout.write(redactor.scrub(`${JSON.stringify(value, null, 2)}\n`))
    },
    text(value) {
      stdout.write(value.endsWith('\n') ? value : `${value}\n`)
    },
    warn(message) {
      endProgress()
      err(`${cliText('cli.output.warning', { message })}\n`)
    },
    progress({ done, total }) {
      if (stderr.isTTY) {
        progressShown = true
        err(`\r${pages(done, total)}`)
        return
      }
      if (!progressLines) return
      const tenth = Math.floor((done * 10) / Math.max(total, 1))
      if (done !== 1 && done < total && tenth <= lastTenth) return
      lastTenth = tenth
      err(`${pages(done, total)}\n`)
    },
    logProgress() {
      progressLines = true
    },
    failure(error) {
      endProgress()
      const fields = Object.entries(error.fields ?? {}).map(
        ([field, messages]) => `  ${field}: ${messages.join(' ')}\n`,
      )
      err(`${error.message}\n${fields.join('')}`)
    },
    usage(error) {
      endProgress()
      const more = error.command ? `${PROGRAM} ${error.command} --help` : `${PROGRAM} help`
      const help = cliText('cli.output.more_help', { help: more })
      err(`${error.message}\n${usageLine(error.command)}\n${help}\n`)
    },
  }
}
