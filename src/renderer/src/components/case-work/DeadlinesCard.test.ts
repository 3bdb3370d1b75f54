import { afterAll, describe, expect, it } from 'vitest'
import { caseWork, SUBSANACION } from '../../../../../test/fixtures/case-work'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { mountComponent } from '../../../../../test/support/mount-component'
import {
  bodyElement,
  bodyText,
  expectRowsToSay,
  typeInto,
} from '../../../../../test/support/page-queries'
import DeadlinesCard from './DeadlinesCard.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

describe('«Plazos» of a case file', () => {
  it('says when each deadline ends, how it stands, how it was counted and what it skipped', async () => {
    const met = {
      ...SUBSANACION,
      id: 2,
      kind: 'otro' as const,
      label: 'Firma',
      doneOn: '2026-12-20',
    }
    const late = { ...SUBSANACION, id: 3, until: '2026-12-30', computed: '2026-12-28' }
    mountComponent(DeadlinesCard, {
      props: { work: caseWork({ deadlines: [SUBSANACION, late, met] }) },
    })
    await settle()
    expectRowsToSay('deadline-row', [
      [
        'Subsanación',
        'Vence en 3 días',
        'Vence el 05/01/2027',
        '10 días hábiles desde el 18/12/2026',
        'Se saltan: 25/12 Navidad, 01/01 Año Nuevo, 3 fines de semana',
      ],
      ['Vencido hace 3 días', 'Fecha cambiada a mano (calculada: 28/12/2026)'],
      ['Cumplido el 20/12/2026', 'Firma'],
    ])
  })

  it('marks one met today, and adds one counted from a notification with its last day shown first', async () => {
    mountComponent(DeadlinesCard, { props: { work: caseWork() } })
    await settle()
    bodyElement('deadline-done').click()
    await settle()
    expect(bridge.only('caseWork.updateDeadline').args).toEqual({ id: 1, doneOn: '2027-01-02' })
    await bridge
      .only('caseWork.updateDeadline')
      .answer(ok({ ...SUBSANACION, doneOn: '2027-01-02' }))

    bodyElement('deadline-add').click()
    await settle()
    await typeInto('deadline-from', '18/12/2026')
    bodyElement('deadline-from').querySelector('input')?.dispatchEvent(new Event('blur'))
    await settle()
    const preview = bridge.pending('caseWork.previewDeadline').at(-1)
    expect(preview?.args).toEqual({
      caseId: 4001,
      from: '2026-12-18',
      period: { unit: 'business_days', count: 10 },
    })
    await preview?.answer(ok({ until: '2027-01-05', skipped: SUBSANACION.skipped, weekends: 3 }))
    expect(bodyText('deadline-preview')).toContain('Último día: 05/01/2027')
    bodyElement('deadline-save').click()
    await settle()
    expect(bridge.only('caseWork.addDeadline').args).toEqual({
      caseId: 4001,
      kind: 'subsanacion',
      from: '2026-12-18',
      period: { unit: 'business_days', count: 10 },
    })
  })
})
