import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { temporaryPathFor, writeAtomically } from './atomic-file'

const dir = mkdtempSync(join(tmpdir(), 'gd-atomic-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('writeAtomically', () => {
  it('writes through a .part file next to the target and renames it into place', async () => {
    const target = join(dir, 'ok.csv')
    let temporary = ''
    const { result, bytes } = await writeAtomically(target, async (sink) => {
      temporary = sink.stream.path.toString()
      await sink.write('a;b\r\n')
      expect(existsSync(target)).toBe(false)
      return 42
    })
    expect(result).toBe(42)
    expect(bytes).toBe(5)
    expect(temporary.startsWith(`${target}.`) && temporary.endsWith('.part')).toBe(true)
    expect(readFileSync(target, 'utf8')).toBe('a;b\r\n')
    expect(existsSync(temporary)).toBe(false)
  })

  it('removes the temporary file and keeps an existing target when writing fails', async () => {
    const target = join(dir, 'kept.csv')
    writeFileSync(target, 'old')
    const failure = writeAtomically(target, async (sink) => {
      await sink.write('new, half written')
      throw new Error('boom')
    })
    await expect(failure).rejects.toThrow('boom')
    expect(readFileSync(target, 'utf8')).toBe('old')
    expect(readdirSync(dir).filter((name) => name.startsWith('kept.csv.'))).toEqual([])
  })

  it('fails with the file-system error when the folder does not exist', async () => {
    const target = join(dir, 'missing', 'x.csv')
    await expect(writeAtomically(target, () => Promise.resolve())).rejects.toMatchObject({
      code: 'ENOENT',
    })
  })

  it('names temporary files uniquely', () => {
    expect(temporaryPathFor('/a/b.csv')).not.toBe(temporaryPathFor('/a/b.csv'))
  })
})
