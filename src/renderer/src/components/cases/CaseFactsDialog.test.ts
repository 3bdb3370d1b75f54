import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { CASE_FILE } from '../../../../../test/support/case-fixtures'
import { bodyElement, bodyText, typeInto } from '../../../../../test/support/page-queries'
import CaseFactsDialog from './CaseFactsDialog.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const save = async () => {
  bodyElement('case-facts-save').click()
  await settle()
}
const inputOf = (testId: string) => bodyElement(testId).querySelector('input')?.value
/** What the dialog's fields hold, by field. */
const inputs = (...fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, inputOf(`case-facts-${field}`)]))

describe('«Editar datos»', () => {
  it('starts from what the page shows, sends only what changed, and an emptied field as null', async () => {
    const file = { ...CASE_FILE, awarded_amount: 0, reference: 'REF-SERVICIO' }
    const wrapper = mountComponent(CaseFactsDialog, {
      props: { show: true, file, kept: { requestedAmount: 12000.5, concessionDate: '2026-05-02' } },
    })
    await settle()
    expect(inputs('requestedAmount', 'awardedAmount', 'concessionDate', 'reference')).toEqual({
      requestedAmount: '12.000,5',
      awardedAmount: '0',
      concessionDate: '02/05/2026',
      reference: 'REF-SERVICIO',
    })
    expect(bodyText('case-facts-dialog')).toContain('En el servicio: 0,00')
    expect(bodyText('case-facts-dialog')).toContain('El servicio no tiene este dato.')
    await typeInto('case-facts-requestedAmount', '')
    await typeInto('case-facts-awardedAmount', '9.500')
    await typeInto('case-facts-reference', ' REF-AQUÍ ')
    await save()
    const call = bridge.only('caseWork.setFacts')
    expect(call.args).toEqual({
      caseId: CASE_FILE.id,
      facts: { requestedAmount: null, awardedAmount: 9500, reference: 'REF-AQUÍ' },
    })
    await call.answer(ok({ awardedAmount: 9500, reference: 'REF-AQUÍ' }))
    expect(wrapper.findComponent(CaseFactsDialog).emitted('saved')).toHaveLength(1)
    expect(document.body.textContent).toContain('Datos guardados en este equipo.')
  })

  it('refuses an amount that is not one of 0 or more, and sends nothing', async () => {
    mountComponent(CaseFactsDialog, { props: { show: true, file: CASE_FILE, kept: null } })
    await settle()
    await typeInto('case-facts-requestedAmount', '-5')
    expect(bodyText('case-facts-dialog')).toContain(
      'Escriba un importe en euros, de 0 en adelante.',
    )
    expect(bodyElement<HTMLButtonElement>('case-facts-save').disabled).toBe(true)
    await typeInto('case-facts-requestedAmount', 'doce mil')
    expect(bodyElement<HTMLButtonElement>('case-facts-save').disabled).toBe(true)
    await typeInto('case-facts-requestedAmount', '12.000')
    await save()
    expect(bridge.only('caseWork.setFacts').args).toEqual({
      caseId: CASE_FILE.id,
      facts: { requestedAmount: 12000 },
    })
  })
})
