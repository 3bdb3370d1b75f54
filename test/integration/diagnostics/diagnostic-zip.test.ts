import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import JSZip from 'jszip'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpName, type OpOutput } from '@shared/bridge'
import { folderPlatform } from '../../../src/main/export/folder-platform'
import { DEMO_PASSWORD, EXPERT, startTestApp, type TestApp } from '../../support/test-app'

let app: TestApp
let downloads: string
let platform: ReturnType<typeof folderPlatform>

async function value<K extends OpName>(op: K, args?: unknown): Promise<OpOutput<K>> {
  const result = await app.services.dispatch(op, args)
  if (!result.ok) throw new Error(`${op}: ${result.error.code}`)
  return result.value as OpOutput<K>
}

async function readZip(path: string): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(readFileSync(path))
  const files = new Map<string, string>()
  for (const file of Object.values(zip.files)) {
    if (!file.dir) files.set(file.name, await file.async('string'))
  }
  return files
}

// An app and a downloads folder per test: one moves to another address, one adds work to count,
// and each zip is the first of its day.
beforeEach(async () => {
  downloads = mkdtempSync(join(tmpdir(), 'gd-diag-'))
  platform = folderPlatform(downloads)
  const licencesFile = join(downloads, 'licences.json')
  writeFileSync(
    licencesFile,
    JSON.stringify([{ name: 'zod', version: '4.0.0', license: 'MIT', text: 'MIT License' }]),
  )
  app = await startTestApp({}, undefined, { platform, licencesFile })
  await value('session.login', { email: EXPERT, password: DEMO_PASSWORD })
  await app.services.idle()
})
afterEach(async () => {
  await app.close()
  rmSync(downloads, { recursive: true, force: true })
})

describe('«Exportar diagnóstico…»', () => {
  it('lists its files before saving, and leaves the clients out unless asked', async () => {
    const without = await value('diagnostics.preview', { includeClients: false })
    const names = without.files.map((file) => file.name)
    expect(names).toEqual(
      expect.arrayContaining(['versiones.json', 'ajustes.json', 'base-de-datos.json']),
    )
    expect(names.some((name) => /^registros\/grants-desk\.\d+\.log$/.test(name))).toBe(true)
    expect(names).not.toContain('clientes.json')
    for (const file of without.files) expect(file.bytes).toBeGreaterThan(0)

    const withClients = await value('diagnostics.preview', { includeClients: true })
    expect(withClients.files.map((file) => file.name)).toEqual([...names, 'clientes.json'])
  })

  it('writes the zip the preview listed: logs, versions, settings and database statistics', async () => {
    const { path } = await value('diagnostics.export', { includeClients: false })
    expect(path).toMatch(/diagnostico-grants-desk-\d{4}-\d{2}-\d{2}\.zip$/)
    const files = await readZip(path ?? '')
    const preview = await value('diagnostics.preview', { includeClients: false })
    expect([...files.keys()].sort()).toEqual(preview.files.map((file) => file.name).sort())
    expect(files.has('clientes.json')).toBe(false)

    const versions = JSON.parse(files.get('versiones.json') ?? '{}') as Record<string, unknown>
    expect(versions).toMatchObject({ app: '0.0.0', node: process.versions.node })
    expect(typeof versions['os']).toBe('string')

    const database = JSON.parse(files.get('base-de-datos.json') ?? '{}') as {
      schemaVersion: number
      bytes: number
      tables: { name: string; rows: number }[]
    }
    expect(database.schemaVersion).toBeGreaterThan(0)
    expect(database.bytes).toBeGreaterThan(0)
    const clientsRows = database.tables.find((table) => table.name === 'clients')?.rows ?? 0
    expect(clientsRows).toBeGreaterThan(0)
    // Counts only: no client's name reaches the zip without the box ticked.
    const page = await value('clients.query', {})
    const someone = page.rows.find((row) => row.businessName !== '')
    expect(someone?.businessName).toBeTruthy()
    for (const text of files.values()) {
      expect(text).not.toContain(someone?.businessName)
      expect(text).not.toContain(someone?.nif)
    }

    const logs = [...files].filter(([name]) => name.startsWith('registros/'))
    expect(logs.map(([, text]) => text).join('')).toMatch(/INFO /)
  })

  it('counts the advisor’s work on case files, and carries none of it', async () => {
    const [row] = (await value('cases.query', { limit: 1 })).rows
    if (!row) throw new Error('no case files')
    await value('caseWork.addNote', { caseId: row.id, text: 'Nota privada del asesor' })
    await value('caseWork.addDocument', { caseId: row.id, name: 'Documento reservado' })
    await value('caseWork.addDeadline', {
      caseId: row.id,
      kind: 'otro',
      label: 'Plazo íntimo',
      date: '2027-01-05',
    })
    await value('settings.update', {
      localHolidays: [{ date: '2026-05-15', name: 'San Isidro', municipality: 'Villaconejos' }],
    })
    const { path } = await value('diagnostics.export', { includeClients: true })
    const files = await readZip(path ?? '')
    const database = JSON.parse(files.get('base-de-datos.json') ?? '{}') as {
      tables: { name: string; rows: number }[]
    }
    const rows = (name: string) => database.tables.find((table) => table.name === name)?.rows
    expect([rows('case_notes'), rows('case_documents'), rows('case_deadlines')]).toEqual([1, 1, 1])
    expect(JSON.parse(files.get('ajustes.json') ?? '{}')).toMatchObject({ localHolidays: 1 })
    const text = [...files.values()].join('\n')
    for (const secret of ['Nota privada', 'Documento reservado', 'Plazo íntimo', 'Villaconejos'])
      expect(text).not.toContain(secret)
  })

  it('never carries a token or the password, in the logs or anywhere else', async () => {
    const { path } = await value('diagnostics.export', { includeClients: true })
    const text = [...(await readZip(path ?? '')).values()].join('\n')
    expect(app.secrets.tokens().length).toBeGreaterThan(0)
    for (const token of app.secrets.tokens()) expect(text).not.toContain(token)
    expect(text).not.toContain(DEMO_PASSWORD)
  })

  it('adds the account’s clients and outbox when «Incluir datos de clientes» is ticked', async () => {
    const { path } = await value('diagnostics.export', { includeClients: true })
    const files = await readZip(path ?? '')
    const text = files.get('clientes.json') ?? '{}'
    const data = JSON.parse(text) as { clients: unknown[]; outbox: unknown[] }
    const page = await value('clients.query', {})
    expect(data.clients.length).toBe(page.total)
    expect(text).toContain(page.rows[0]?.nif)
    expect(Array.isArray(data.outbox)).toBe(true)
  })

  it('records the settings without the credentials a custom address may carry', async () => {
    await value('settings.update', {
      environment: {
        preset: 'custom',
        baseUrl: 'https://ana:s3creta-clave@grants.example.es/api?token=abc123def456',
        testBaseUrl: 'https://test.example.es',
      },
    })
    const { path } = await value('diagnostics.export', { includeClients: false })
    const settings = (await readZip(path ?? '')).get('ajustes.json') ?? ''
    expect(JSON.parse(settings)).toMatchObject({
      environment: { preset: 'custom', baseUrl: 'https://grants.example.es/api' },
    })
    expect(settings).not.toContain('s3creta-clave')
    expect(settings).not.toContain('abc123def456')
  })

  it('says when the user cancelled the save dialog, and writes nothing', async () => {
    const cancelling = await startTestApp({}, undefined, {
      platform: {
        chooseSaveFile: () => Promise.resolve(null),
        chooseOpenFile: () => Promise.resolve(null),
        chooseFolder: () => Promise.resolve(null),
        revealFile: () => undefined,
        openFolder: () => Promise.resolve(true),
        openFile: () => Promise.resolve(true),
        openMail: () => Promise.resolve(true),
      },
    })
    try {
      const result = await cancelling.services.dispatch('diagnostics.export', {})
      expect(result).toEqual({ ok: true, value: { path: null } })
    } finally {
      await cancelling.close()
    }
  })
})

describe('«Abrir carpeta de registros» and «Acerca de»', () => {
  it('opens the log folder of the user-data folder', async () => {
    expect(await value('logs.openFolder')).toEqual({ opened: true })
    expect(platform.opened).toEqual([join(app.userDataDir, 'logs')])
  })

  it('answers the versions and the licence notices the build wrote', async () => {
    const about = await value('app.about')
    expect(about.name).toBe('Grants Desk')
    expect(about.versions).toMatchObject({ app: '0.0.0', node: process.versions.node })
    expect(about.licences).toEqual([
      { name: 'zod', version: '4.0.0', license: 'MIT', text: 'MIT License' },
    ])
  })
})
