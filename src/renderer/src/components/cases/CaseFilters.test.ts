import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import {
  caseFiltersFromRoute,
  caseQueryOf,
  NO_CASE_FILTERS,
  useCasesStore,
} from '../../stores/cases-store'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { OPTIONS } from '../../../../../test/support/case-fixtures'
import CaseFilters from './CaseFilters.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('clients.lookup', () => ok({ rows: [], total: 0 }))

const SORT = { field: 'presentation_date', direction: 'desc' } as const
const PAGE = { availability: 'yes', rows: [], total: 0, syncedAt: null, syncing: false }

describe('the case files’ filters', () => {
  it('send groups and statuses apart, «Sin estado» and the archived flag', () => {
    const query = caseQueryOf(
      ' kit ',
      {
        ...NO_CASE_FILTERS,
        statusGroups: [10],
        statuses: [201],
        withoutStatus: true,
        archived: true,
      },
      SORT,
    )
    expect(query).toMatchObject({
      text: 'kit',
      statusGroups: [10],
      statuses: [201],
      withoutStatus: true,
      archived: true,
      mine: false,
    })
    expect(query).not.toHaveProperty('client')
    expect(query).not.toHaveProperty('amountMin')
  })

  it('read another screen’s link: ?status, ?group, ?client, ?none, ?mine, ?archived', () => {
    expect(caseFiltersFromRoute({ status: '101' })).toMatchObject({ statuses: [101], mine: false })
    expect(caseFiltersFromRoute({ status: '101', mine: '1' })).toMatchObject({
      statuses: [101],
      mine: true,
    })
    expect(caseFiltersFromRoute({ archived: '1' })).toMatchObject({ archived: true })
    expect(caseFiltersFromRoute({ group: '10' })).toMatchObject({ statusGroups: [10] })
    expect(caseFiltersFromRoute({ client: '3', none: '1' })).toMatchObject({
      client: 3,
      withoutStatus: true,
    })
    expect(caseFiltersFromRoute({ status: 'x' })).toBeNull()
    expect(caseFiltersFromRoute({})).toBeNull()
  })

  it('offer the catalogue grouped, and «Archivados» asks for the archived ones', async () => {
    const wrapper = mountComponent(CaseFilters, { props: { catalogue: OPTIONS.catalogue } })
    await settle()
    const store = useCasesStore()
    // The select's groups, as the catalogue has them, with «Todo el grupo» first in each.
    const options = wrapper.findComponent({ name: 'Select' }).props('options') as {
      label: string
      children?: { value: string }[]
    }[]
    expect(options.map((o) => o.label)).toEqual(['Sin estado', 'Preparación', 'Resolución'])
    expect(options[1]?.children?.map((c) => c.value)).toEqual(['g:10', 's:101', 's:102'])

    await wrapper.get('[data-testid="cases-filter-archived"]').trigger('click')
    await settle()
    expect(store.filters.archived).toBe(true)
    expect(bridge.only('cases.query').args).toMatchObject({ archived: true })
    await bridge.only('cases.query').answer(ok(PAGE))

    // The choices as the select sends them: «Sin estado», a whole group, a status of another.
    const select = wrapper.findComponent({ name: 'Select' })
    const update = select.props('onUpdate:value') as (value: string[]) => void
    update(['none', 'g:20', 's:101'])
    await settle()
    expect(bridge.only('cases.query').args).toMatchObject({
      archived: true,
      withoutStatus: true,
      statusGroups: [20],
      statuses: [101],
    })
  })

  it('fold the client, dates and amounts under «Más filtros», shown when one is set', async () => {
    const wrapper = mountComponent(CaseFilters, { props: { catalogue: OPTIONS.catalogue } })
    await settle()
    const toggle = wrapper.get('[data-testid="cases-more-filters"]')
    const more = wrapper.get('#case-more-filters')
    expect(toggle.attributes('aria-expanded')).toBe('false')
    expect(more.isVisible()).toBe(false)
    await toggle.trigger('click')
    expect(toggle.attributes('aria-expanded')).toBe('true')
    expect(more.isVisible()).toBe(true)
    await toggle.trigger('click')
    expect(more.isVisible()).toBe(false)

    // Another screen's link filters by a client: the fold opens and counts it.
    useCasesStore().setFilter('client', 3)
    await settle()
    expect(more.isVisible()).toBe(true)
    expect(toggle.text()).toBe('Más filtros (1)')
  })

  it('show «Quitar filtros» for a filter of the bar, not for a search, which has its own cross', async () => {
    const wrapper = mountComponent(CaseFilters, { props: { catalogue: OPTIONS.catalogue } })
    const store = useCasesStore()
    const clear = wrapper.get('[data-testid="cases-clear-filters"]')
    await settle()
    expect(clear.isVisible()).toBe(false)
    store.setText('kit')
    await settle()
    expect(clear.isVisible()).toBe(false)
    store.setFilter('mine', true)
    await settle()
    expect(clear.isVisible()).toBe(true)
    await clear.trigger('click')
    await settle()
    expect([store.text, store.filters.mine, clear.isVisible()]).toEqual(['', false, false])
  })
})
