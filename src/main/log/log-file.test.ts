import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openLogFile, type LogFile } from './log-file'
import { createLogger, Redactor, teeSinks } from './logger'

const folders: string[] = []
const opened: LogFile[] = []

function setUp(options: { maxBytes?: number; files?: number } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'gd-log-'))
  folders.push(folder)
  const file = openLogFile({ folder, ...options })
  opened.push(file)
  const redactor = new Redactor()
  const stderr: string[] = []
  const log = createLogger({
    redactor,
    sink: teeSinks((_l, line) => stderr.push(line), file.sink),
  })
  return { folder, file, log, redactor, stderr }
}

const allText = (file: LogFile) =>
  file
    .list()
    .map((entry) => readFileSync(entry.path, 'utf8'))
    .join('')

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met before the deadline')
    await new Promise((resolve) => setImmediate(resolve))
  }
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((file) => file.close()))
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('log file', () => {
  it('writes every line, also those logged before the file was open, to the file and to stderr', async () => {
    const { file, log, stderr } = setUp()
    log.info('primera línea')
    log.warn('segunda línea', { page: 2 })
    await file.flush()
    const text = allText(file)
    expect(text).toContain('INFO primera línea')
    expect(text).toContain('WARN segunda línea {"page":2}')
    expect(stderr).toHaveLength(2)
    expect(file.list().map((entry) => entry.name)).toEqual(['grants-desk.1.log'])
  })

  it('never writes a registered token, a password field or an Authorization value', async () => {
    const { file, log, redactor, stderr } = setUp()
    redactor.add('tok-3f9a8b7c6d5e4f30')
    log.error('Petición fallida', new Error('GET /api?token=tok-3f9a8b7c6d5e4f30 respondió 500'))
    log.info('inicio de sesión', { email: 'ana@example.es', password: 'Contr4seña"\\larga' })
    log.warn('cabecera', { headers: { Authorization: 'Token abcdefgh12345678' } })
    log.warn('texto libre con ExpertToken zyxwvut987654321')
    await file.flush()
    const text = allText(file)
    for (const secret of [
      'tok-3f9a8b7c6d5e4f30',
      'Contr4seña',
      'abcdefgh12345678',
      'zyxwvut987654321',
    ]) {
      expect(text).not.toContain(secret)
      expect(stderr.join('\n')).not.toContain(secret)
    }
    expect(text).toContain('ana@example.es')
    expect(text).toContain('[oculto]')
  })

  it('keeps the stack of an error and of its cause', async () => {
    const { file, log } = setUp()
    function failingStep(): never {
      throw new Error('fallo interno', { cause: new TypeError('valor inesperado') })
    }
    try {
      failingStep()
    } catch (error) {
      log.error('La sincronización falló', error)
    }
    await file.flush()
    const text = allText(file)
    expect(text).toContain('Error: fallo interno')
    expect(text).toMatch(/\n\s+at failingStep /)
    expect(text).toContain('[causa] TypeError: valor inesperado')
  })

  it('rotates at the size limit and keeps only the newest files', async () => {
    const { file, log } = setUp({ maxBytes: 1024, files: 3 })
    const line = 'x'.repeat(200)
    // pino-roll switches files once the stream has drained, as happens between the lines of a
    // running app: the test lets it drain between lines.
    for (let i = 0; i < 60; i++) {
      log.info(`línea ${String(i).padStart(2, '0')} ${line}`)
      await file.flush()
      await new Promise((resolve) => setImmediate(resolve))
    }
    // The oldest files are removed after each rotation, asynchronously.
    await until(() => file.list().length === 3)
    const entries = file.list()
    const numbers = entries.map((entry) => Number(entry.name.split('.')[1]))
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2])
    expect(numbers[0]).toBeGreaterThan(1)
    for (const entry of entries) expect(entry.bytes).toBeLessThan(1024 + 300)
    const text = allText(file)
    expect(text).toContain('línea 59')
    expect(text).not.toContain('línea 00')
  })

  it('continues the numbering of the files a previous run left', async () => {
    const first = setUp({ maxBytes: 1024, files: 5 })
    for (let i = 0; i < 8; i++) first.log.info('y'.repeat(200))
    await first.file.close()
    const before = first.file.list().map((entry) => entry.name)
    const again = openLogFile({ folder: first.folder, maxBytes: 1024, files: 5 })
    opened.push(again)
    const log = createLogger({ redactor: new Redactor(), sink: again.sink })
    log.info('segunda ejecución')
    await again.flush()
    const last = again.list().at(-1)
    expect(last?.name).toBe(before.at(-1))
    expect(readFileSync(last?.path ?? '', 'utf8')).toContain('segunda ejecución')
  })
})
