import { afterAll, describe, expect, it } from 'vitest'
import { type PortfolioNeedsMore } from '@shared/portfolio/portfolio'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { usePortfolioStore } from '../../stores/portfolio-store'
import PortfolioMoreRequests from './PortfolioMoreRequests.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const ASK: PortfolioNeedsMore = { kind: 'aid', spent: 30, confirmed: 30, requests: 42 }

/** Main's answer to the run: cancelled, as after either word here (the test is about the question). */
const endRun = () =>
  bridge.only('portfolio.run').answer({
    ok: false,
    error: { code: 'cancelled', message: 'Consulta cancelada.' },
  })

/** A run of «Ayudas recibidas» under way, with the question asked anywhere in the app. */
async function askedMore() {
  mountComponent(PortfolioMoreRequests)
  void usePortfolioStore().run('aid', { filter: null }, { confirmedRequests: 30 })
  await bridge.emit('portfolio.needsMore', ASK)
  const button = (id: string) => {
    const found = document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`)
    if (!found) throw new Error(`sin ${id}`)
    return found
  }
  return button
}

describe('a «Cartera» run past what was confirmed (SC-COST-3)', () => {
  it('asks with what was spent, how many more and in all; agreed, the run goes on with that word', async () => {
    const button = await askedMore()
    expect(document.body.textContent).toContain(
      'Algunos NIF tienen más de una página de concesiones. Se han hecho 30 de las 30 consultas confirmadas. Para terminar hacen falta 12 consultas más, 42 en total, que pueden consumir créditos de su cuenta.',
    )
    expect(button('confirm-more-requests').textContent).toContain('Continuar (12 consultas más)')
    button('confirm-more-requests').click()
    await settle()
    const confirmMore = bridge.only('portfolio.confirmMore')
    expect(confirmMore.args).toEqual({ kind: 'aid', confirmedRequests: 42 })
    expect(bridge.pending('portfolio.cancel')).toEqual([])
    await confirmMore.answer(ok({ continued: true }))
    await endRun()
  })

  it('declined, the run is cancelled', async () => {
    const button = await askedMore()
    button('cancel-more-requests').click()
    await settle()
    const cancel = bridge.only('portfolio.cancel')
    expect(cancel.args).toEqual({ kind: 'aid' })
    expect(bridge.pending('portfolio.confirmMore')).toEqual([])
    await cancel.answer(ok({ cancelled: true }))
    await endRun()
  })

  it('a click outside the question does not answer it: a paid question is answered on purpose', async () => {
    const button = await askedMore()
    const mask = document.body.querySelector<HTMLElement>('.n-modal-mask')
    mask?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    mask?.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }))
    mask?.click()
    await settle()
    expect(bridge.pending('portfolio.cancel')).toEqual([])
    expect(bridge.pending('portfolio.confirmMore')).toEqual([])
    button('cancel-more-requests').click()
    await settle()
    await bridge.only('portfolio.cancel').answer(ok({ cancelled: true }))
    await endRun()
  })

  it('a run that ends while asking takes its question away, unanswered', async () => {
    await askedMore()
    expect(document.body.querySelector('.n-modal-mask')).not.toBeNull()
    // Cancelled meanwhile from «Cartera»'s own button: main ends the run.
    await endRun()
    // The dialog closes (its content leaves with the transition, which the tests stub).
    expect(document.body.querySelector('.n-modal-mask')).toBeNull()
    expect(bridge.pending('portfolio.confirmMore')).toEqual([])
    expect(bridge.pending('portfolio.cancel')).toEqual([])
  })
})
