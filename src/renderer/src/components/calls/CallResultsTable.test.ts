import { afterAll, describe, expect, it } from 'vitest'
import { type Call } from '@shared/calls'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, settle } from '../../../../../test/support/fake-bridge'
import { useGrantPanel } from '../../stores/grant-panel-store'
import CallResultsTable from './CallResultsTable.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const call = (id: number, over: Partial<Call> = {}): Call => ({
  id,
  slug: `convocatoria-${id}`,
  title: `Convocatoria ${id}`,
  state: 'open',
  closesOn: '2026-12-31',
  amount: 750000,
  statusText: 'Abierta hasta el 31/12/2026',
  recent: false,
  ...over,
})

const texts = (testId: string) =>
  [...document.body.querySelectorAll(`[data-testid="${testId}"]`)].map((el) =>
    (el.textContent ?? '').replace(/\u00a0/g, ' ').trim(),
  )

describe('the calls as a table', () => {
  it('shows each call’s state, closing date and budget, marks the new and recent, and opens its detail', async () => {
    mountComponent(CallResultsTable, {
      props: {
        rows: [
          { ...call(1), isNew: true },
          call(2, {
            state: null,
            closesOn: null,
            amount: null,
            statusText: 'Hasta agotar fondos',
            recent: true,
          }),
        ],
        virtualScroll: false,
      },
    })
    await settle()
    expect(texts('call-title')).toEqual(['Convocatoria 1', 'Convocatoria 2'])
    expect(texts('call-state')).toEqual(['Abierta', 'Hasta agotar fondos'])
    expect(texts('call-closes')).toEqual(['31/12/2026', 'Sin fecha'])
    expect(texts('call-new')).toEqual(['Nueva'])
    expect(texts('call-recent')).toEqual(['Reciente'])
    expect(document.body.textContent?.replace(/\u00a0/g, ' ')).toContain('750.000,00 €')

    const second = document.body.querySelectorAll<HTMLElement>('[data-testid="call-title"]')[1]
    expect(second?.getAttribute('aria-label')).toBe('Ver el detalle de Convocatoria 2')
    second?.click()
    expect(useGrantPanel().grant).toMatchObject({
      id: 2,
      slug: 'convocatoria-2',
      title: 'Convocatoria 2',
    })
  })
})
