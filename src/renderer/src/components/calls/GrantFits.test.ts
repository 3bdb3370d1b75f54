import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import GrantFits from './GrantFits.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const texts = (testId: string) =>
  [...document.body.querySelectorAll(`[data-testid="${testId}"]`)].map((el) =>
    (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
  )

describe('«Clientes que encajan» with a call', () => {
  it('without the call’s summary kept, says what it costs and asks the panel to load it', async () => {
    const wrapper = mountComponent(GrantFits, {
      props: {
        grantId: 7,
        title: 'Kit Digital',
        detailsKey: null,
        loadingDetails: false,
        noDetails: false,
      },
    })
    await settle()
    expect(bridge.only('calls.fits').args).toEqual({ grantId: 7 })
    await bridge.only('calls.fits').answer(ok({ status: 'notKept', grantId: 7 }))
    expect(texts('grant-fits-not-kept')[0]).toContain('cuesta 1 consulta')
    document.body.querySelector<HTMLElement>('[data-testid="grant-fits-load"]')?.click()
    await settle()
    expect(wrapper.findComponent(GrantFits).emitted('loadDetails')).toHaveLength(1)
  })

  it('a call whose summary the service does not give says it cannot be compared, and offers nothing', async () => {
    mountComponent(GrantFits, {
      props: {
        grantId: 8,
        title: 'Cerrada',
        detailsKey: null,
        loadingDetails: false,
        noDetails: true,
      },
    })
    await settle()
    await bridge.only('calls.fits').answer(ok({ status: 'notKept', grantId: 8 }))
    expect(texts('grant-fits-none')[0]).toContain('no se puede comparar')
    expect(document.body.querySelector('[data-testid="grant-fits-load"]')).toBeNull()
  })

  it('lists the clients that fit, best first, with what matched and what could not be compared', async () => {
    mountComponent(GrantFits, {
      language: 'en',
      props: {
        grantId: 7,
        title: 'Kit Digital',
        detailsKey: 1,
        loadingDetails: false,
        noDetails: false,
      },
    })
    await settle()
    await bridge.only('calls.fits').answer(
      ok({
        status: 'ok',
        grantId: 7,
        total: 2,
        clients: [
          {
            id: 1,
            name: 'Embutidos Molina S.L.',
            nif: 'B19520063',
            matched: ['applicants', 'territory'],
            score: 2,
          },
          { id: 2, name: '', nif: 'B28055374', matched: ['territory'], score: 1 },
        ],
        compared: ['applicants', 'territory'],
        unknown: ['activities'],
      }),
    )
    expect(texts('grant-fits-count')).toEqual(['2 clients fit.'])
    expect(texts('grant-fits-unknown')).toEqual(['Could not compare: sector.'])
    expect(texts('grant-fit')[0]).toContain('Embutidos Molina S.L.')
    expect(texts('grant-fit')[0]).toContain('Matches on: applicant type, territory')
    expect(texts('grant-fit')[1]).toContain('B28055374')
  })
})
