import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { AppFailure } from '@shared/errors'
import {
  firstLine,
  type PasswordInput,
  promptHidden,
  readFirstLine,
  readPassword,
} from './password'
import { UsageError } from './usage-error'

function piped(...chunks: (string | Buffer)[]): PassThrough {
  const stream = new PassThrough()
  for (const chunk of chunks) stream.write(chunk)
  stream.end()
  return stream
}

function terminal(): { input: PassThrough & PasswordInput; rawModes: boolean[] } {
  const rawModes: boolean[] = []
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode: (mode: boolean) => rawModes.push(mode),
  })
  return { input, rawModes }
}

function collector() {
  const written: string[] = []
  return { written, write: (text: string) => written.push(text) }
}

describe('piped password', () => {
  it('firstLine drops the line ending and what follows', () => {
    expect(firstLine('demo1234\nsobra')).toBe('demo1234')
    expect(firstLine('demo1234\r\n')).toBe('demo1234')
    expect(firstLine('sin salto')).toBe('sin salto')
    expect(firstLine('\nsegunda')).toBe('')
  })

  it('reads up to the first newline, across chunks and split UTF-8, then lets go', async () => {
    const bytes = Buffer.from('contraseña\nsiguiente\n')
    const split = bytes.indexOf(0xc3) + 1 // in the middle of «ñ»
    const input = piped(bytes.subarray(0, split), bytes.subarray(split))
    await expect(readFirstLine(input)).resolves.toBe('contraseña')
    expect(input.destroyed).toBe(true)
  })

  it('takes everything when there is no newline', async () => {
    await expect(readFirstLine(piped('demo', '1234'))).resolves.toBe('demo1234')
  })

  it('an empty stdin is a usage error of login', async () => {
    const error = await readPassword(piped(), collector()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UsageError)
    expect((error as UsageError).command).toBe('login')
  })
})

describe('hidden prompt on a terminal', () => {
  it('asks on stderr, never echoes, handles backspace and restores the terminal', async () => {
    const { input, rawModes } = terminal()
    const output = collector()
    const answer = readPassword(input, output)
    input.write('ab')
    input.write('\u007fc\r')
    await expect(answer).resolves.toBe('ac')
    expect(output.written.join('')).toBe('Contraseña: \n')
    expect(rawModes).toEqual([true, false])
  })

  it('Ctrl-C cancels', async () => {
    const { input, rawModes } = terminal()
    const answer = promptHidden(input, collector())
    input.write('ab\u0003')
    const error = await answer.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppFailure)
    expect((error as AppFailure).appError.code).toBe('cancelled')
    expect(rawModes).toEqual([true, false])
  })

  it('a terminal without raw mode falls back to reading a line', async () => {
    const input = Object.assign(piped('secreto\n'), { isTTY: true })
    await expect(readPassword(input, collector())).resolves.toBe('secreto')
  })
})
