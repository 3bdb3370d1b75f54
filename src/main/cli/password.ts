import { type Readable } from 'node:stream'
import { AppFailure } from '@shared/errors'
import { cancelledError } from '../api/app-errors'
import { cliText } from './cli-text'
import { usageError } from './usage-error'

/** stdin as the CLI sees it: a pipe or file, or a terminal that can hide what is typed. */
export type PasswordInput = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown }

export interface PromptOutput {
  write(text: string): unknown
}

/** LoginInputSchema's limit; a longer first line is cut there and rejected by the service. */
const MAX_LENGTH = 1024
const CTRL_C = '\u0003'
const CTRL_D = '\u0004'
const BACKSPACES = new Set(['\u007f', '\b'])

/** The first line of what was piped in, without its line ending. */
export function firstLine(text: string): string {
  const end = text.search(/\r?\n/)
  return (end === -1 ? text : text.slice(0, end)).slice(0, MAX_LENGTH)
}

/** Reads up to the first newline (or the end), then lets go of the stream. */
export function readFirstLine(input: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    const cleanup = () => {
      input.off('data', onData)
      input.off('end', onEnd)
      input.off('error', onError)
      input.pause()
      input.destroy()
    }
    const onData = (chunk: string | Buffer) => {
      text += String(chunk)
      if (/\n/.test(text) || text.length > MAX_LENGTH) onEnd()
    }
    const onEnd = () => {
      cleanup()
      resolve(firstLine(text))
    }
    const onError = () => {
      cleanup()
      reject(usageError('cli.usage.password_unreadable', {}, 'login'))
    }
    input.setEncoding('utf8')
    input.on('data', onData)
    input.once('end', onEnd)
    input.once('error', onError)
    input.resume()
  })
}

/** Asks on the terminal without echoing; Ctrl-C cancels, Backspace deletes. */
export function promptHidden(
  input: PasswordInput,
  output: PromptOutput,
  prompt = `${cliText('cli.prompt.password', {})} `,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = ''
    const finish = (outcome: () => void) => {
      input.off('data', onData)
      input.setRawMode?.(false)
      input.pause()
      output.write('\n')
      outcome()
    }
    const onData = (chunk: string | Buffer) => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n') return finish(() => resolve(typed))
        if (char === CTRL_C || (char === CTRL_D && typed === '')) {
          return finish(() => reject(new AppFailure(cancelledError())))
        }
        if (BACKSPACES.has(char)) typed = typed.slice(0, -1)
        else if (char >= ' ' && typed.length < MAX_LENGTH) typed += char
      }
    }
    output.write(prompt)
    input.setEncoding('utf8')
    input.setRawMode?.(true)
    input.on('data', onData)
    input.resume()
  })
}

/** The password for `login`: hidden prompt on a terminal, else the first line of stdin. */
export async function readPassword(input: PasswordInput, output: PromptOutput): Promise<string> {
  const password =
    input.isTTY && input.setRawMode ? await promptHidden(input, output) : await readFirstLine(input)
  if (password === '') {
    throw usageError('cli.usage.password_missing', {}, 'login')
  }
  return password
}
