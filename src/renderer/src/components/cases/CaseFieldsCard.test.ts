import { describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { settle } from '../../../../../test/support/fake-bridge'
import { CASE_DETAIL, CASE_FILE } from '../../../../../test/support/case-fixtures'
import CaseFieldsCard from './CaseFieldsCard.vue'

const field = (wrapper: ReturnType<typeof mountComponent>, key: string) =>
  wrapper.get(`[data-testid="case-field-${key}"]`)

describe('«Datos del expediente»', () => {
  it('shows a requested amount the service gives as 0 as «—», never «0,00 €», and an awarded 0 as 0', async () => {
    const detail = { ...CASE_DETAIL, caseFile: { ...CASE_FILE, awarded_amount: 0 } }
    const wrapper = mountComponent(CaseFieldsCard, { props: { detail, kept: null } })
    await settle()
    expect(field(wrapper, 'requested').text()).toBe('Importe solicitado—')
    expect(field(wrapper, 'awarded').text()).toContain('0,00')
    expect(field(wrapper, 'presented').text()).toBe('Fecha de presentación—')
    expect(wrapper.find('[data-testid="case-field-local"]').exists()).toBe(false)
  })

  it('shows the values kept here over the service’s, each marked «Solo en este equipo»', async () => {
    const detail = { ...CASE_DETAIL, caseFile: { ...CASE_FILE, reference: 'REF-SERVICIO' } }
    const wrapper = mountComponent(CaseFieldsCard, {
      props: { detail, kept: { requestedAmount: 12000, presentationDate: '2026-03-14' } },
    })
    await settle()
    expect(field(wrapper, 'requested').text()).toContain('12.000,00')
    expect(field(wrapper, 'requested').text()).toContain('Solo en este equipo')
    expect(field(wrapper, 'presented').text()).toContain('14/03/2026')
    expect(field(wrapper, 'presented').text()).toContain('Solo en este equipo')
    expect(field(wrapper, 'reference').text()).toBe('ReferenciaREF-SERVICIO')
    await wrapper.get('[data-testid="case-edit-facts"]').trigger('click')
    expect(wrapper.findComponent(CaseFieldsCard).emitted('edit')).toHaveLength(1)
  })
})
