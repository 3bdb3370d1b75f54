import { afterAll, describe, expect, it } from 'vitest'
import { caseWork } from '../../../../test/fixtures/case-work'
import { CASE_DETAIL, CASE_FILE, OPTIONS } from '../../../../test/support/case-fixtures'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import { mountComponent } from '../../../../test/support/mount-component'
import CaseDetailView from './CaseDetailView.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('cases.options', () => ok(OPTIONS))
bridge.always('cases.statusOptions', () => ok({ catalogue: OPTIONS.catalogue }))
bridge.always('caseWork.timeline', () => ok([]))
bridge.always('outbox.list', () => ok([]))

const CHANGED_AT = new Date(2026, 2, 8, 17, 40).getTime()

describe('a case file’s page', () => {
  it('shows the facts kept here, the next status, its two times and its archiving apart', async () => {
    bridge.always('cases.get', () => ok(CASE_DETAIL))
    bridge.always('caseWork.get', () =>
      ok(
        caseWork({
          caseId: CASE_FILE.id,
          facts: { requestedAmount: 12000 },
          lastChange: { at: CHANGED_AT, kind: 'status_here' },
        }),
      ),
    )
    const page = mountComponent(CaseDetailView, { props: { id: CASE_FILE.id } })
    await settle()
    const text = (testId: string) => page.get(`[data-testid="${testId}"]`).text()
    expect(text('case-field-requested')).toContain('12.000,00')
    expect(text('case-field-requested')).toContain('Solo en este equipo')
    expect(text('case-field-awarded')).toBe('Importe concedido—')
    expect(text('case-next-status')).toBe('Avanzar a «Documentación»')
    expect(text('record-changed')).toBe('Último cambio: 08/03/2026 17:40 (estado cambiado aquí)')
    expect(text('case-updated')).toBe('Sincronizado: 09/03/2026 10:05')
    expect(text('case-archive')).toBe('Ocultar de la lista (archivar)')
    expect(page.find('[data-testid="case-archived-tag"]').exists()).toBe(false)

    await page.get('[data-testid="case-edit-facts"]').trigger('click')
    await settle()
    expect(document.body.querySelector('[data-testid="case-facts-dialog"]')).not.toBeNull()
  })
})
