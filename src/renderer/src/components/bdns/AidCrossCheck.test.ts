import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import AidCrossCheck from './AidCrossCheck.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const items = (testId: string) =>
  [...document.body.querySelectorAll(`[data-testid="${testId}"] li`)].map((li) =>
    (li.textContent ?? '')
      .replace(/\u00a0/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )

describe('what each source lacks', () => {
  it('lists the concessions the registry lacks and the registry’s aid the service lacks', async () => {
    mountComponent(AidCrossCheck, { props: { nif: 'B19520063', readAt: 1 } })
    await settle()
    const asked = bridge.only('bdns.crossCheck')
    expect(asked.args).toEqual({ nif: 'B19520063' })
    await asked.answer(
      ok({
        nif: 'B19520063',
        concessionsKept: true,
        both: 3,
        onlyGrants: [
          {
            fund_id: 1,
            fund_title: 'Kit Digital',
            concession_date: '2025-05-02',
            awarded_amount: 12000,
            minimis: null,
          },
        ],
        onlyRegistry: [
          { bdns_code: '700', granted_on: '2024-02-01', grantor: 'Junta', amount: 5000 },
        ],
      }),
    )
    expect(document.body.textContent).toContain('3 ayudas aparecen en las dos fuentes.')
    expect(items('aid-cross-only-grants')).toEqual([
      'Kit Digital · 02/05/2025 · 12.000,00 € (sin saber si es de minimis)',
    ])
    expect(items('aid-cross-only-registry')).toEqual(['Junta · 01/02/2024 · 5.000,00 €'])
  })

  it('says when the concessions are not kept here, in English', async () => {
    mountComponent(AidCrossCheck, { props: { nif: 'B19520063', readAt: 1 }, language: 'en' })
    await settle()
    await bridge
      .only('bdns.crossCheck')
      .answer(
        ok({ nif: 'B19520063', concessionsKept: false, both: 0, onlyGrants: [], onlyRegistry: [] }),
      )
    expect(document.body.textContent).toContain('look them up to compare both sources')
    expect(document.body.textContent).toContain(
      'The registry has no minimis aid the grants service lacks.',
    )
  })
})
