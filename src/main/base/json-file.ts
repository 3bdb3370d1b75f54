import { randomBytes } from 'node:crypto'
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { type z } from 'zod'
import { ensurePrivateFolder, PRIVATE_FILE_MODE } from './private-files'

export type JsonReadResult<T> =
  | { status: 'ok'; value: T }
  | { status: 'missing'; value: T }
  | { status: 'corrupt'; value: T; movedTo: string | null }

/**
 * Reads a JSON file validated by `schema`. A missing file gives `fallback`; an unreadable or invalid
 * one is moved aside (never deleted, so nothing is lost) and also gives `fallback`.
 */
export function readJsonFile<S extends z.ZodType>(
  file: string,
  schema: S,
  fallback: z.output<S>,
): JsonReadResult<z.output<S>> {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { status: 'missing', value: fallback }
    return { status: 'corrupt', value: fallback, movedTo: null }
  }
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    if (parsed.success) return { status: 'ok', value: parsed.data }
  } catch {
    // invalid JSON: handled below like a schema mismatch
  }
  const movedTo = `${file}.corrupt-${Date.now()}`
  try {
    renameSync(file, movedTo)
    return { status: 'corrupt', value: fallback, movedTo }
  } catch {
    return { status: 'corrupt', value: fallback, movedTo: null }
  }
}

/**
 * Writes atomically: a crash mid-write leaves the previous file, never half of the new one. The
 * file is 0600 and its folder 0700 (private-files.ts).
 */
export function writeJsonFile(file: string, value: unknown): void {
  ensurePrivateFolder(dirname(file))
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`
  try {
    writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`, {
      encoding: 'utf8',
      flush: true,
      mode: PRIVATE_FILE_MODE,
    })
    renameSync(temp, file)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}
