import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ReportSettingsSchema } from '@shared/reports/report-settings'
import { type StorageMode } from '@shared/storage'
import { type Platform } from '../../base/platform-port'
import { eraseAccount } from '../../storage/erase-account'
import { migrate } from '../../storage/migrations'
import { createReportSettingsService, defaultTemplate } from './report-settings-service'
import { appFailureOf } from '../../../../test/support/app-failure'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2])

function setUp(storage: StorageMode = 'writable') {
  const db = new Database(':memory:')
  migrate(db)
  const folder = mkdtempSync(join(tmpdir(), 'gd-report-settings-'))
  // The open dialog answers the next file a test put in `picks`; none: cancelled.
  const picks: string[] = []
  const platform: Platform & { picks: string[] } = {
    picks,
    chooseOpenFile: () => Promise.resolve(picks.shift() ?? null),
    chooseSaveFile: () => Promise.resolve(null),
    chooseFolder: () => Promise.resolve(null),
    revealFile: () => undefined,
    openFolder: () => Promise.resolve(false),
    openFile: () => Promise.resolve(false),
    openMail: () => Promise.resolve(false),
  }
  const who: { account: string | null } = { account: 'demo#1' }
  const service = createReportSettingsService({
    db,
    account: () => who.account,
    platform,
    language: () => 'es',
    storage,
  })
  const file = (name: string, bytes: Buffer) => {
    const path = join(folder, name)
    writeFileSync(path, bytes)
    return path
  }
  return { db, who, service, platform, file }
}

const firm = ReportSettingsSchema.parse({
  firmName: 'Asesores del Norte SL',
  address: 'Calle Mayor 1, 28013 Madrid',
  phone: '910 000 000',
  email: 'hola@asesoresnorte.es',
  web: 'https://asesoresnorte.es',
  staleDays: 45,
})

describe('«Ajustes → Informes»', () => {
  it('starts from the defaults: 30 days, the default e-mail in each language, no letterhead', () => {
    const { service } = setUp()
    expect(service.letterhead('demo#1')).toBeNull()
    const view = service.get()
    expect(view.settings.staleDays).toBe(30)
    expect(view.logo).toBeNull()
    expect(view.effectiveTemplates.es.subject).toBe('Informe de ayudas de {cliente}')
    expect(view.effectiveTemplates.en.subject).toBe('Grants report for {client}')
    expect(view.effectiveTemplates.es.body).toContain('{firma}')
    expect(view.effectiveTemplates.en.body).toContain('{firm}')
  })

  it('keeps each account’s settings apart, and a template back to the default when null', () => {
    const { service, who } = setUp()
    const own = { subject: 'Su informe, {cliente}', body: 'Hola {cliente}.\n{firma}' }
    service.save({ ...firm, templates: { es: own, en: null } })
    expect(service.get().settings.firmName).toBe('Asesores del Norte SL')
    expect(service.get().effectiveTemplates.es).toEqual(own)
    expect(service.get().effectiveTemplates.en).toEqual(defaultTemplate('en'))
    who.account = 'demo#2'
    expect(service.get().settings.firmName).toBe('')
    who.account = 'demo#1'
    service.save({ ...firm, templates: { es: null, en: null } })
    expect(service.get().effectiveTemplates.es).toEqual(defaultTemplate('es'))
  })

  it('keeps the closing statuses, each once, none by default and for a row kept before them', () => {
    const { service, db } = setUp()
    expect(service.get().settings.closingStatuses).toEqual([])
    service.save(ReportSettingsSchema.parse({ ...firm, closingStatuses: [45, 46, 45] }))
    expect(service.get().settings.closingStatuses).toEqual([45, 46])
    expect(service.current().closingStatuses).toEqual([45, 46])
    // A row written by the version before this setting.
    const { closingStatuses, ...before } = service.current()
    expect(closingStatuses).toHaveLength(2)
    db.prepare('UPDATE report_settings SET json = ?').run(JSON.stringify(before))
    expect(service.get().settings).toMatchObject({ firmName: firm.firmName, closingStatuses: [] })
  })

  it('refuses to read or write signed out, and to write where it would be lost', async () => {
    const { service, who } = setUp()
    who.account = null
    expect((await appFailureOf(() => service.get())).code).toBe('no_session')
    const readOnly = setUp('read-only').service
    expect((await appFailureOf(() => readOnly.save(firm))).reason).toBe('report_settings_read_only')
  })

  it('copies a PNG logo in, shows it as a data address, and removes it', async () => {
    const { service, platform, file } = setUp()
    service.save(firm)
    platform.picks.push(file('logo.png', PNG))
    const picked = await service.pickLogo()
    expect(picked.status).toBe('picked')
    if (picked.status !== 'picked') return
    expect(picked.view.logo).toEqual({
      type: 'image/png',
      bytes: PNG.length,
      dataUrl: `data:image/png;base64,${PNG.toString('base64')}`,
    })
    expect(picked.view.settings.firmName).toBe('Asesores del Norte SL')
    const letterhead = service.letterhead('demo#1')
    expect(letterhead).toMatchObject({
      firmName: 'Asesores del Norte SL',
      contact: [
        'Calle Mayor 1, 28013 Madrid',
        '910 000 000',
        'hola@asesoresnorte.es',
        'https://asesoresnorte.es',
      ],
      logo: { type: 'png' },
    })
    expect(Buffer.from(letterhead?.logo?.data ?? [])).toEqual(PNG)
    // Saving the text keeps the logo.
    service.save({ ...firm, phone: '' })
    expect(service.get().logo?.bytes).toBe(PNG.length)
    expect(service.removeLogo().logo).toBeNull()
    expect(service.letterhead('demo#1')?.logo).toBeNull()
  })

  it('leaves the logo as it was when the dialog is cancelled', async () => {
    const { service } = setUp()
    expect(await service.pickLogo()).toEqual({ status: 'cancelled' })
    expect(service.get().logo).toBeNull()
  })

  it('refuses a file that is not a PNG or JPEG by its bytes, whatever its name says', async () => {
    const { service, platform, file } = setUp()
    platform.picks.push(file('logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))
    const error = await appFailureOf(() => service.pickLogo())
    expect(error).toMatchObject({ code: 'validation', reason: 'logo_type' })
    expect(error.message).toContain('«logo.png» no es una imagen PNG ni JPEG')
    expect(service.get().logo).toBeNull()
  })

  it('refuses a logo over 1 MiB, saying the limit', async () => {
    const { service, platform, file } = setUp()
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])
    platform.picks.push(file('grande.png', big))
    const error = await appFailureOf(() => service.pickLogo())
    expect(error).toMatchObject({ code: 'validation', reason: 'logo_too_large' })
    expect(error.message).toContain('1 MB')
  })

  it('accepts a JPEG', async () => {
    const { service, platform, file } = setUp()
    platform.picks.push(file('logo.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])))
    const picked = await service.pickLogo()
    expect(picked.status === 'picked' && picked.view.logo?.type).toBe('image/jpeg')
  })

  it('is gone with the account when its data is erased, the logo’s bytes with it', async () => {
    const { service, platform, file, db, who } = setUp()
    service.save(firm)
    platform.picks.push(file('logo.png', PNG))
    await service.pickLogo()
    who.account = 'demo#2'
    service.save({ ...firm, firmName: 'Otra firma' })
    expect(eraseAccount(db, 'demo#1')).toBe(1)
    expect(db.prepare('SELECT account FROM report_settings').all()).toEqual([{ account: 'demo#2' }])
    who.account = 'demo#1'
    expect(service.get()).toMatchObject({ logo: null, settings: { firmName: '' } })
  })
})
