import { spawn } from 'node:child_process'
import { once } from 'node:events'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  isRunning,
  sweepStaleParts,
  temporaryPathFor,
  writeAtomically,
  writerOf,
} from './atomic-file'

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

  it('names temporary files uniquely, after the process writing them', () => {
    expect(temporaryPathFor('/a/b.csv')).not.toBe(temporaryPathFor('/a/b.csv'))
    expect(basename(temporaryPathFor('/a/b.csv'))).toMatch(
      new RegExp(`^b\\.csv\\.gd-${process.pid}-[0-9a-f]{12}\\.part$`),
    )
    expect(writerOf(basename(temporaryPathFor('/a/b.csv', 4321)))).toBe(4321)
    expect(writerOf('b.csv.part')).toBeNull()
    expect(writerOf('b.csv.gd-12-xyz.part')).toBeNull()
  })

  it('on abort removes the .part at once, without waiting for the page still on its way', async () => {
    const folder = mkdtempSync(join(dir, 'abort-'))
    const target = join(folder, 'aborted.csv')
    const controller = new AbortController()
    let temporary = ''
    const writing = writeAtomically(
      target,
      async (sink) => {
        temporary = sink.stream.path.toString()
        await sink.write('cabecera\r\n')
        controller.abort(new Error('interrumpido'))
        await new Promise(() => undefined) // a request that never answers
      },
      { signal: controller.signal },
    )
    await expect(writing).rejects.toThrow('interrumpido')
    expect(temporary).not.toBe('')
    expect(readdirSync(folder)).toEqual([])
  })

  it('does not even create the .part when already aborted', async () => {
    const folder = mkdtempSync(join(dir, 'aborted-'))
    const controller = new AbortController()
    controller.abort(new Error('antes'))
    const writing = writeAtomically(join(folder, 'x.csv'), () => Promise.resolve(), {
      signal: controller.signal,
    })
    await expect(writing).rejects.toThrow('antes')
    expect(readdirSync(folder)).toEqual([])
  })
})

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await once(child, 'exit')
  if (child.pid === undefined) throw new Error('no pid')
  return child.pid
}

describe('stale .part files', () => {
  it('the next export to a folder sweeps the .part files of writers that are gone, and only those', async () => {
    const folder = mkdtempSync(join(dir, 'sweep-'))
    const dead = await deadPid()
    expect(isRunning(dead)).toBe(false)
    const stale = basename(temporaryPathFor(join(folder, 'old.csv'), dead))
    const live = basename(temporaryPathFor(join(folder, 'busy.csv'), process.pid))
    const foreign = ['informe.csv.part', 'informe.csv.gd-x.part', 'notas.txt']
    for (const name of [stale, live, ...foreign]) writeFileSync(join(folder, name), 'x')
    // A folder named like one of ours is not a file of ours.
    const folderLike = basename(temporaryPathFor(join(folder, 'dir.csv'), dead))
    mkdirSync(join(folder, folderLike))

    await writeAtomically(join(folder, 'new.csv'), (sink) => sink.write('a\n'))

    expect(readdirSync(folder).sort()).toEqual([live, ...foreign, folderLike, 'new.csv'].sort())
  })

  it('keeps the .part of a process that still runs, even another one', async () => {
    const folder = mkdtempSync(join(dir, 'live-'))
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    })
    try {
      const pid = other.pid ?? 0
      const busy = basename(temporaryPathFor(join(folder, 'busy.csv'), pid))
      writeFileSync(join(folder, busy), 'x')
      expect(await sweepStaleParts(folder)).toEqual([])
      expect(readdirSync(folder)).toEqual([busy])
    } finally {
      other.kill()
      await once(other, 'exit')
    }
  })

  it('a folder that cannot be read is left to the export to report', async () => {
    expect(await sweepStaleParts(join(dir, 'no-such-folder'))).toEqual([])
  })
})
