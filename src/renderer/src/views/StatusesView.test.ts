import { afterAll, describe, expect, it } from 'vitest'
import { type StatusList } from '@shared/statuses'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import { bodyElement, bodyText } from '../../../../test/support/page-queries'
import StatusesView from './StatusesView.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
/** Main's counts: all the active case files, or only the advisor's (5 of the 7 in «Borrador»). */
const countsAsked: unknown[] = []
bridge.always('cases.counts', (args) => {
  countsAsked.push(args)
  const mine = (args as { mine: boolean }).mine
  return ok({
    availability: 'yes',
    byStatus: [{ statusGroup: 10, status: 101, count: mine ? 5 : 7 }],
    withoutStatus: mine ? 0 : 2,
    mine,
    syncedAt: null,
  })
})

const status = (id: number, name: string, initial = false) => ({
  id,
  name,
  initial_state: initial,
  template: null,
})
/** Main's list: the service's groups in its order, here from the copy kept for a day. */
const KEPT: StatusList = {
  groups: [
    {
      id: 20,
      name: 'Resolución',
      status: [status(202, 'Denegada'), status(201, 'Concedida', true)],
    },
    { id: 10, name: 'Preparación', status: [status(101, 'Borrador')] },
  ],
  fetchedAt: Date.UTC(2026, 4, 14, 9, 30),
  source: 'cache',
  stale: false,
}

describe('«Estados de expediente»', () => {
  it('shows main’s groups and statuses in its order, the initial one tagged, says when they are the kept copy, and «Actualizar» asks the service', async () => {
    mountComponent(StatusesView)
    await settle()
    await bridge.only('statuses.list').answer(ok(KEPT))
    expect(
      [...document.body.querySelectorAll('[data-testid="status-group-name"]')].map((name) =>
        name.textContent?.trim(),
      ),
    ).toEqual(['Resolución', 'Preparación'])
    // Each group's statuses in the service's order, its initial one tagged; a group without one
    // says so. The app creates no case file: no «status for a new case file».
    const card = bodyElement('status-group-20')
    expect([...card.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Denegada/),
      expect.stringMatching(/^Concedida/),
    ])
    expect(bodyText('status-initial')).toContain('Concedida')
    expect(bodyText('status-initial')).toContain('Inicial')
    expect(
      bodyElement('status-group-10').querySelector('[data-testid="status-no-initial"]'),
    ).not.toBeNull()
    expect(document.body.textContent).not.toContain('Estado para un nuevo expediente')
    expect(bodyText('statuses-intro')).toContain(
      'Un expediente nuevo empieza en el estado marcado «Inicial»',
    )
    expect(bodyText('fetched-at')).toMatch(/^Consultado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    expect(bodyText('fetched-cached')).toMatch(/Guardado en este equipo; se reutiliza/)

    bodyElement('fetched-refresh').click()
    await settle()
    expect(bridge.only('statuses.list').args).toEqual({ refresh: true })
    await bridge.only('statuses.list').answer(ok({ ...KEPT, source: 'network' }))
    expect(document.body.querySelector('[data-testid="fetched-cached"]')).toBeNull()
  })

  it('counts the case files with the filter of the list each count opens, and says which', async () => {
    countsAsked.length = 0
    mountComponent(StatusesView)
    await settle()
    await bridge.only('statuses.list').answer(ok(KEPT))
    const link = (testId: string) => {
      const element = bodyElement('status-group-10').querySelector(`[data-testid="${testId}"]`)
      if (!(element instanceof HTMLAnchorElement)) throw new Error(`no link ${testId}`)
      return element
    }
    // All of them, to begin with (the list's own «Solo los míos» is off): 7 open the 7.
    expect(countsAsked).toEqual([{ mine: false }])
    expect(bodyText('statuses-scope-note')).toBe(
      'Cada número cuenta todos los expedientes activos de la cuenta y abre esa lista.',
    )
    expect(link('status-cases').textContent).toBe('7')
    expect(link('status-cases').getAttribute('href')).toBe('/cases?status=101')
    expect(link('status-group-cases').getAttribute('href')).toBe('/cases?group=10')
    expect(bodyElement('statuses-without-status').getAttribute('href')).toBe('/cases?none=1')

    // «Solo los míos»: counted and opened as the advisor's own, the screen says so.
    bodyElement('statuses-mine').click()
    await settle()
    expect(countsAsked.at(-1)).toEqual({ mine: true })
    expect(link('status-cases').textContent).toBe('5')
    expect(link('status-cases').getAttribute('href')).toBe('/cases?status=101&mine=1')
    expect(link('status-cases').getAttribute('aria-label')).toBe(
      '5 expedientes activos suyos en «Borrador»',
    )
    expect(link('status-group-cases').getAttribute('href')).toBe('/cases?group=10&mine=1')
    expect(bodyText('statuses-scope-note')).toContain(
      'solo los expedientes activos de los que usted',
    )
    expect(document.body.querySelector('[data-testid="statuses-without-status"]')).toBeNull()
  })
})
