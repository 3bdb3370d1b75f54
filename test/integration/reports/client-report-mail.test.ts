import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ClientReportGenerate } from '@shared/reports/client-report-ops'
import { type EmailDraft, type ReportSettingsView } from '@shared/reports/report-settings'
import { folderPlatform } from '../../../src/main/export/folder-platform'
import { DEMO_PASSWORD, EXPERT, startTestApp, type TestApp } from '../../support/test-app'

/**
 * «Ajustes → Informes» through main's real dispatch: the letterhead a client's report is written
 * with, the e-mail draft with that report attached, and both erased with the account.
 */

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const folder = mkdtempSync(join(tmpdir(), 'gd-report-mail-'))
const platform = folderPlatform(folder)
let app: TestApp
let clientId = 0
const call = async <T>(op: string, args?: unknown): Promise<T> => {
  const result = await app.services.dispatch(op, args)
  if (!result.ok) throw new Error(`${op}: ${result.error.message}`)
  return result.value as T
}

beforeAll(async () => {
  app = await startTestApp({ clients: 10 }, undefined, { platform })
  await call('session.login', { email: EXPERT, password: DEMO_PASSWORD })
  await app.services.idle()
  await call('clients.sync')
  const page = await call<{ rows: { id: number }[] }>('clients.query', {})
  clientId = page.rows[0]?.id ?? 0
})
afterAll(() => app.close())

describe('a client’s report and its e-mail', () => {
  it('carries the firm of «Ajustes», goes attached to a draft to the client, and is erased with the account', async () => {
    const view = await call<ReportSettingsView>('reportSettings.get')
    await call('reportSettings.save', {
      ...view.settings,
      firmName: 'Asesores Ñandú SL',
      phone: '910 000 111',
    })
    const logo = join(folder, 'logo.png')
    writeFileSync(logo, PNG)
    platform.picks.push(logo)
    expect(await call('reportSettings.pickLogo')).toMatchObject({ status: 'picked' })

    const generated = await call<ClientReportGenerate>('reports.clientGenerate', {
      jobId: 'report-mail-0001',
      clientIds: [clientId],
      format: 'pdf',
      language: 'es',
    })
    const [path] = generated.paths
    if (!path) throw new Error('no report written')
    const text = (await extractText(new Uint8Array(readFileSync(path)), { mergePages: true })).text
    expect(text).toContain('Asesores Ñandú SL')
    expect(text).toContain('910 000 111')

    const draft = await call<EmailDraft>('reports.emailDraft', {
      clientId: clientId,
      path,
    })
    const client = app.demoService.state.clients.get(clientId)?.client
    expect(draft.to).toBe(client?.email || null)
    expect(draft.opened).toBe(true)
    expect(draft.path.startsWith(join(app.userDataDir, 'Borradores'))).toBe(true)
    const message = readFileSync(draft.path, 'utf8')
    const attached =
      /Content-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)\r\n--[^\r\n]+--/.exec(
        message,
      )?.[1]
    expect(Buffer.from(attached ?? '', 'base64').equals(readFileSync(path))).toBe(true)

    expect(await call('reports.reveal', { path })).toEqual({ revealed: true })
    expect(platform.revealed).toContain(path)

    await call('account.erase')
    expect(existsSync(draft.path)).toBe(false)
    await call('session.login', { email: EXPERT, password: DEMO_PASSWORD })
    const after = await call<ReportSettingsView>('reportSettings.get')
    expect(after).toMatchObject({ logo: null, settings: { firmName: '', phone: '' } })
  })

  it('opens or attaches no file it did not write', async () => {
    const elsewhere = join(folder, 'ajeno.pdf')
    writeFileSync(elsewhere, '%PDF-1.7\n')
    for (const [op, args] of [
      ['reports.open', { path: elsewhere }],
      ['reports.emailDraft', { clientId: clientId, path: elsewhere }],
    ] as const) {
      const result = await app.services.dispatch(op, args)
      expect(result).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    }
  })
})
