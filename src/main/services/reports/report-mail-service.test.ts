import { mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { DEFAULT_REPORT_SETTINGS } from '@shared/reports/report-settings'
import { type Platform } from '../../base/platform-port'
import { migrate } from '../../storage/migrations'
import { reportFiles } from './report-files'
import { createReportMailService, draftsFolder } from './report-mail-service'
import { createReportSettingsService } from './report-settings-service'
import { appFailureOf } from '../../../../test/support/app-failure'

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 7)])
const NOW = Date.parse('2026-11-28T10:00:00Z')

function setUp() {
  const db = new Database(':memory:')
  migrate(db)
  const folder = mkdtempSync(join(tmpdir(), 'gd-report-mail-'))
  const opened: string[] = []
  const revealed: string[] = []
  const platform: Platform = {
    chooseOpenFile: () => Promise.resolve(null),
    chooseSaveFile: () => Promise.resolve(null),
    chooseFolder: () => Promise.resolve(null),
    revealFile: (path) => void revealed.push(path),
    openFolder: () => Promise.resolve(false),
    openFile: (path) => Promise.resolve(Boolean(opened.push(path))),
    openMail: () => Promise.resolve(false),
  }
  const who: { account: string | null } = { account: 'demo#1' }
  const account = () => who.account
  const settings = createReportSettingsService({
    db,
    account,
    platform,
    language: () => 'es',
    storage: 'writable',
  })
  const files = reportFiles({ platform, account })
  const clients = new Map([
    [7, { name: 'Construcciones Ibáñez, S.A.', email: 'gerencia@ibanez.es' }],
    [8, { name: 'Talleres Sin Correo SL', email: '' }],
  ])
  const mail = createReportMailService({
    account,
    client: (_, id) => clients.get(id) ?? null,
    settings,
    files,
    platform,
    userDataDir: folder,
    language: () => 'es',
    now: () => NOW,
  })
  const report = (name: string, bytes: Buffer = PDF) => {
    const path = join(folder, name)
    writeFileSync(path, bytes)
    files.wrote([path])
    return path
  }
  return { who, settings, files, mail, opened, revealed, folder, report }
}

const headerOf = (message: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'm').exec(message.replace(/\r\n /g, ' '))?.[1] ?? null
const words = (value: string | null) =>
  (value ?? '')
    .replace(/\?= =\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b64: string) =>
      Buffer.from(b64, 'base64').toString('utf8'),
    )

describe('«Preparar correo»', () => {
  it('writes a draft to the client in the account’s data, the template filled, and opens it', async () => {
    const { settings, mail, opened, folder, report } = setUp()
    settings.save({ ...DEFAULT_REPORT_SETTINGS, firmName: 'Asesores Ñandú SL' })
    const path = report('Informe de ayudas - Construcciones Ibáñez - 2026-11-28.pdf')
    const draft = await mail.draft({ clientId: 7, path })
    expect(draft).toEqual({
      path: join(
        draftsFolder(folder, 'demo#1'),
        'Informe de ayudas - Construcciones Ibáñez - 2026-11-28.eml',
      ),
      opened: true,
      to: 'gerencia@ibanez.es',
    })
    expect(opened).toEqual([draft.path])
    const message = readFileSync(draft.path, 'utf8')
    expect(headerOf(message, 'To')).toBe('gerencia@ibanez.es')
    expect(words(headerOf(message, 'Subject'))).toBe(
      'Informe de ayudas de Construcciones Ibáñez, S.A.',
    )
    const text = /charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([^-]*)\r\n--/.exec(
      message,
    )?.[1]
    const body = Buffer.from(text ?? '', 'base64').toString('utf8')
    expect(body).toContain('informe de ayudas de Construcciones Ibáñez, S.A. a 28/11/2026')
    expect(body).toContain('con el periodo 29/11/2023 – 28/11/2026')
    expect(body.endsWith('Un saludo,\r\nAsesores Ñandú SL')).toBe(true)
    // Only drafts live in the account's folder, one per report.
    expect(readdirSync(draftsFolder(folder, 'demo#1'))).toHaveLength(1)
  })

  it('takes the advisor’s template in the report’s language', async () => {
    const { settings, mail, report } = setUp()
    settings.save({
      ...DEFAULT_REPORT_SETTINGS,
      // Either language's placeholders are filled; an unknown one stays as written.
      templates: { es: null, en: { subject: '{client}: report of {fecha} {x}', body: 'Hi' } },
    })
    const draft = await mail.draft({ clientId: 7, path: report('r.pdf'), language: 'en' })
    const message = readFileSync(draft.path, 'utf8')
    expect(words(headerOf(message, 'Subject'))).toBe(
      'Construcciones Ibáñez, S.A.: report of 28/11/2026 {x}',
    )
  })

  it('leaves the recipient to the advisor when the client has no address', async () => {
    const { mail, report } = setUp()
    const draft = await mail.draft({ clientId: 8, path: report('r.pdf') })
    expect(draft.to).toBeNull()
    expect(headerOf(readFileSync(draft.path, 'utf8'), 'To')).toBeNull()
  })

  it('removes the drafts of days before when it writes one', async () => {
    const { mail, report, folder } = setUp()
    const first = await mail.draft({ clientId: 7, path: report('antiguo.pdf') })
    const old = (NOW - 2 * 86_400_000) / 1000
    utimesSync(first.path, old, old)
    await mail.draft({ clientId: 7, path: report('nuevo.pdf') })
    expect(readdirSync(draftsFolder(folder, 'demo#1'))).toEqual(['nuevo.eml'])
  })
})

describe('a report’s file', () => {
  it('is opened, shown or attached only when written here, for the account signed in', async () => {
    const { files, mail, report, who, folder, revealed } = setUp()
    const elsewhere = join(folder, 'otro.pdf')
    writeFileSync(elsewhere, PDF)
    for (const work of [
      () => files.open(elsewhere),
      () => Promise.resolve(files.reveal(elsewhere)),
      () => mail.draft({ clientId: 7, path: elsewhere }),
    ]) {
      expect(await appFailureOf(work)).toMatchObject({
        code: 'forbidden',
        reason: 'report_not_written',
      })
    }
    const mine = report('mio.pdf')
    expect(files.reveal(mine)).toEqual({ revealed: true })
    expect(revealed).toEqual([mine])
    who.account = 'demo#2'
    expect((await appFailureOf(() => files.open(mine))).reason).toBe('report_not_written')
  })

  it('is attached only while it is still a PDF or DOCX by its bytes, under the size limit', async () => {
    const { files, report } = setUp()
    const changed = report('cambiado.pdf', Buffer.from('<html>'))
    expect(await appFailureOf(() => files.attachment(changed))).toMatchObject({
      code: 'validation',
      reason: 'report_type',
    })
    const big = report('grande.pdf', Buffer.concat([PDF, Buffer.alloc(100)]))
    const error = await appFailureOf(() => files.attachment(big, 1024))
    expect(error.reason).toBe('report_too_large')
    const docx = report('informe.docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))
    expect((await files.attachment(docx)).type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
  })
})
