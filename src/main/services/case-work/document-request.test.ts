import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { caseWorkHarness } from '../../../../test/support/case-work-fixtures'
import { documentRequest, emlOf, MAILTO_MAX, mailtoOf } from './document-request'

const INFO = {
  identifier: 'EXP-2026-04001',
  title: 'Kit Digital',
  clientEmail: 'info@graficas.example',
}

describe('«Pedir documentación»', () => {
  it('writes what is missing and by when, in the UI language', () => {
    const draft = documentRequest(INFO, ['Escrituras', 'Memoria del proyecto'], '2027-01-05', 'es')
    expect(draft.subject).toBe('Documentación pendiente: Kit Digital')
    expect(draft.body.split('\r\n')).toEqual([
      'Buenos días:',
      '',
      'Para continuar con el expediente EXP-2026-04001 («Kit Digital») necesitamos que nos envíe la siguiente documentación:',
      '',
      '- Escrituras',
      '- Memoria del proyecto',
      '',
      'Le rogamos que nos la haga llegar antes del 05/01/2027.',
      '',
      'Muchas gracias. Un saludo,',
    ])
    expect(draft).toMatchObject({ to: 'info@graficas.example', missing: 2, long: false })
    expect(documentRequest(INFO, ['Escrituras'], null, 'en').body).not.toContain('before')
  })

  it('opens as a mailto: link, or as an .eml file when the list is long', () => {
    const short = documentRequest(INFO, ['Escrituras'], null, 'es')
    expect(mailtoOf(short)).toMatch(
      /^mailto:info@graficas\.example\?subject=Documentaci%C3%B3n%20pendiente%3A%20Kit%20Digital&body=Buenos%20d%C3%ADas%3A%0D%0A/,
    )
    const many = Array.from({ length: 40 }, (_, n) => `Certificado de la anualidad ${2000 + n}`)
    const long = documentRequest(INFO, many, null, 'es')
    expect(mailtoOf(long).length).toBeGreaterThan(MAILTO_MAX)
    expect(long.long).toBe(true)
    const eml = emlOf(long)
    expect(eml).toContain('To: info@graficas.example\r\nSubject: =?UTF-8?B?')
    expect(eml).toContain('X-Unsent: 1')
    const body = eml.split('\r\n\r\n')[1]?.replace(/\r\n/g, '') ?? ''
    expect(Buffer.from(body, 'base64').toString('utf8')).toBe(long.body)
  })

  it('asks for the pending documents of a case file and opens the mail program', async () => {
    const { service, platform } = caseWorkHarness()
    service.documents.add({ caseId: 4001, name: 'Escrituras' })
    const got = service.documents.add({ caseId: 4001, name: 'DNI' })
    service.documents.update({ id: got.id, state: 'received' })
    service.deadlines.add({ caseId: 4001, kind: 'subsanacion', from: '2026-12-18' })
    const draft = service.mailDraft({ caseId: 4001 })
    expect(draft.missing).toBe(1)
    expect(draft.body).toContain('- Escrituras\r\n')
    expect(draft.body).toContain('antes del 05/01/2027')
    expect(await service.sendMail({ caseId: 4001 })).toEqual({ how: 'mailto' })
    expect(platform.mailed).toEqual([mailtoOf(draft)])
  })

  it('saves a long list as an .eml draft and opens it', async () => {
    const downloads = mkdtempSync(join(tmpdir(), 'gd-eml-'))
    const { service, platform } = caseWorkHarness({ downloads })
    for (let n = 0; n < 40; n++)
      service.documents.add({ caseId: 4001, name: `Certificado de la anualidad ${2000 + n}` })
    expect(await service.sendMail({ caseId: 4001 })).toEqual({ how: 'eml' })
    const [opened] = platform.opened
    expect(opened).toMatch(/EXP-2026-04001 Kit Digital\.eml$/)
    const eml = readFileSync(opened ?? '', 'utf8')
    expect(eml).toContain('X-Unsent: 1')
    expect(platform.mailed).toEqual([])
  })
})
