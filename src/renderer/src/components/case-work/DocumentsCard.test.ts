import { afterAll, describe, expect, it } from 'vitest'
import { caseWork } from '../../../../../test/fixtures/case-work'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { mountComponent } from '../../../../../test/support/mount-component'
import { bodyElement, bodyText, typeInto } from '../../../../../test/support/page-queries'
import DocumentsCard from './DocumentsCard.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

describe('«Documentación» of a case file', () => {
  it('prices the grant’s documents before asking for them, then asks once', async () => {
    mountComponent(DocumentsCard, { props: { work: caseWork() } })
    await settle()
    expect(bodyText('documents-seed-cost')).toBe(
      'Hace 1 consulta al servicio (puede usar 1 crédito).',
    )
    bodyElement('documents-seed-button').click()
    await settle()
    expect(bridge.only('caseWork.seedDocuments').args).toEqual({ caseId: 4001 })
    await bridge.only('caseWork.seedDocuments').answer(ok([]))
  })

  it('says it costs nothing when kept, and nothing at all once seeded or without a grant', async () => {
    const kept = mountComponent(DocumentsCard, {
      props: {
        work: caseWork({ seed: { grant: { id: 1, title: null }, seeded: false, cost: 'kept' } }),
      },
    })
    await settle()
    expect(bodyText('documents-seed-cost')).toContain('Sin coste')
    kept.unmount()
    mountComponent(DocumentsCard, {
      props: {
        work: caseWork({ seed: { grant: { id: 1, title: null }, seeded: true, cost: 'kept' } }),
      },
    })
    await settle()
    expect(document.querySelector('[data-testid="documents-seed"]')).toBeNull()
  })

  it('lists each document with its state and file, counts the pending, adds one', async () => {
    mountComponent(DocumentsCard, { props: { work: caseWork() } })
    await settle()
    expect(bodyText('documents-pending')).toBe('1 pendiente')
    const rows = [...document.querySelectorAll('[data-testid="document-row"]')]
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['pending', 'received'])
    expect(rows[0]?.textContent).toContain('De la convocatoria')
    expect(rows[1]?.querySelector('[data-testid="document-file"]')?.textContent).toContain(
      'dni.pdf',
    )
    expect(bodyText('case-folder-path')).toBe('/srv/expedientes/EXP-2026-04001')
    expect(bodyText('case-folder-count')).toBe('1 archivo')
    await typeInto('document-new-name', 'Memoria técnica')
    bodyElement('document-add').click()
    await settle()
    expect(bridge.only('caseWork.addDocument').args).toEqual({
      caseId: 4001,
      name: 'Memoria técnica',
    })
  })

  it('shows the e-mail to the client before opening it in the mail program', async () => {
    mountComponent(DocumentsCard, { props: { work: caseWork() } })
    await settle()
    bodyElement('documents-request').click()
    await settle()
    await bridge.only('caseWork.mailDraft').answer(
      ok({
        to: 'info@cliente.example',
        subject: 'Documentación pendiente: Kit Digital',
        body: 'Buenos días:\r\n\r\n- Escrituras',
        missing: 1,
        long: false,
      }),
    )
    expect(bodyText('mail-to')).toBe('info@cliente.example')
    expect(bodyText('mail-body')).toContain('- Escrituras')
    expect(bodyText('mail-save')).toContain('Abrir en el correo')
    bodyElement('mail-save').click()
    await settle()
    expect(bridge.only('caseWork.sendMail').args).toEqual({ caseId: 4001 })
  })
})
