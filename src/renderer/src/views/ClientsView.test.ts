import { afterAll, describe, expect, it } from 'vitest'
import { type ClientQuery } from '@shared/clients/clients'
import { DEFAULT_REPORT_SETTINGS } from '@shared/reports/report-settings'
import { DEFAULT_SETTINGS } from '@shared/settings'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import { bodyElement, bodyText, typeInto } from '../../../../test/support/page-queries'
import ClientsView from './ClientsView.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('settings.get', () => ok(DEFAULT_SETTINGS))
bridge.always('app.info', () => ok(null))
bridge.always('export.columns', () => ok([{ key: 'nif', header: 'NIF' }]))

/** Main's replica: 1,234 clients, 12 of them found by «garcia», one by a NIF. */
const FOUND: Record<string, number> = { '': 1234, garcia: 12, B19520063: 1 }
/** Every query the list sent, latest last. */
const queries: ClientQuery[] = []
/** The rows of a window of `n` clients: what «Informes de ayudas (N)» asks for. */
const rowsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    businessName: `Cliente ${i + 1} SL`,
    nif: `B0000000${i}`,
    province: 28,
    status: 1,
    cnae: null,
    expertId: 1,
    expertName: 'Laura',
    public: false,
    pending: 'none' as const,
  }))
bridge.always('clients.query', (query) => {
  queries.push(query as ClientQuery)
  const { text, limit } = query as { text: string; limit?: number }
  return ok({
    rows: limit === 500 ? rowsOf(FOUND[text] ?? 0) : [],
    total: FOUND[(query as { text: string }).text] ?? 0,
    syncedAt: Date.UTC(2026, 4, 14),
    syncProgress: null,
  })
})
/** The statuses and provinces of the replica's clients: what the filters offer. */
bridge.always('clients.facets', () =>
  ok({ experts: [], provinces: [45, 28], statuses: [1, 2, 3], cnaes: [] }),
)

const search = (text: string) => typeInto('clients-search', text)

/** «Exportar» opened on the list as it is: the sentence saying which rows the file gets. */
async function exportScope(): Promise<string> {
  bodyElement('export-open').click()
  await settle()
  const scope = bodyText('export-scope')
  bodyElement('export-cancel').click()
  await settle()
  return scope
}

describe('«Informes de ayudas (N)» on the clients list', () => {
  it('takes the list as it is shown, at most 500 clients', async () => {
    mountComponent(ClientsView)
    await settle()
    expect(bodyText('clients-reports')).toBe('Informes de ayudas (1.234)')
    bodyElement('clients-reports').click()
    await settle()
    expect(document.body.textContent).toContain('Se hacen como mucho 500 informes a la vez')
    expect(document.body.querySelector('[data-testid="client-report-dialog"]')).toBeNull()

    await search('garcia')
    expect(bodyText('clients-reports')).toBe('Informes de ayudas (12)')
    bodyElement('clients-reports').click()
    await settle()
    expect(queries.at(-1)).toMatchObject({ text: 'garcia', offset: 0, limit: 500 })
    // The days after which data is stale come from «Ajustes → Informes».
    const template = { subject: 's', body: 'b' }
    await bridge.only('reportSettings.get').answer(
      ok({
        settings: { ...DEFAULT_REPORT_SETTINGS, staleDays: 60 },
        logo: null,
        effectiveTemplates: { es: template, en: template },
        defaultTemplates: { es: template, en: template },
      }),
    )
    const planning = bridge.only('reports.clientPlan')
    expect(planning.args).toEqual({ clientIds: rowsOf(12).map((row) => row.id), staleDays: 60 })
    expect(bodyText('client-report-dialog')).toContain('12 clientes, en una carpeta que elija')
    bodyElement('report-cancel').click()
    await planning.answer(ok({ clients: [], requests: 0 }))
  })
})

describe('«Exportar» on the clients list', () => {
  it('says exactly which rows the file gets: every client, or those the search finds', async () => {
    mountComponent(ClientsView)
    await settle()
    expect(bodyText('clients-count')).toBe('1.234 clientes')
    expect(await exportScope()).toBe(
      'Se exportan sus 1.234 clientes guardados en este equipo, en el orden de la tabla.',
    )

    await search('garcia')
    expect(bodyText('clients-count')).toBe('12 clientes')
    expect(await exportScope()).toBe(
      'Se exportan las 12 filas del filtro actual (búsqueda y filtros), en el orden de la tabla.',
    )

    await search('B19520063')
    expect(bodyText('clients-count')).toBe('1 cliente')
    expect(await exportScope()).toBe(
      'Se exporta la única fila del filtro actual (búsqueda y filtros).',
    )
  })
})

/** The select `testId` names, as the app uses it: its options, and the choice it sends. */
function select(wrapper: ReturnType<typeof mountComponent>, testId: string) {
  const found = wrapper
    .findAllComponents({ name: 'Select' })
    .find((component) => component.attributes('data-testid') === testId)
  if (!found) throw new Error(`sin ${testId}`)
  return {
    labels: () => (found.props('options') as { label: string }[]).map((option) => option.label),
    choose: async (value: number[]) => {
      ;(found.props('onUpdate:value') as (value: number[]) => void)(value)
      await settle()
    },
  }
}

describe('the clients list’s filters and order', () => {
  it('asks main for the statuses and provinces chosen, for all again once cleared, and sorts by a title both ways', async () => {
    const wrapper = mountComponent(ClientsView)
    await settle()
    const status = select(wrapper, 'filter-status')
    const province = select(wrapper, 'filter-province')
    expect(status.labels()).toEqual(['Activo', 'Inactivo', 'Potencial'])
    expect(province.labels()).toEqual(['Madrid', 'Toledo'])
    // «Quitar filtros» only while a filter of the bar is set: a search has its own cross, and the
    // bar does not change its height as a search is typed.
    const clearShown = () => {
      const button = document.body.querySelector<HTMLElement>('[data-testid="clear-filters"]')
      return button !== null && button.style.display !== 'none'
    }
    expect(clearShown()).toBe(false)
    await search('garcia')
    expect(clearShown()).toBe(false)

    // «Potencial» in Madrid; the button takes the search away with them.
    await status.choose([3])
    await province.choose([28])
    expect(queries.at(-1)).toMatchObject({ text: 'garcia', status: [3], province: [28] })
    expect(clearShown()).toBe(true)
    bodyElement('clear-filters').click()
    await settle()
    expect(queries.at(-1)).toMatchObject({ text: '', status: [], province: [] })
    expect(clearShown()).toBe(false)

    const nif = [...document.body.querySelectorAll('th')].find((th) =>
      th.textContent?.includes('NIF'),
    )
    nif?.click()
    await settle()
    expect(queries.at(-1)?.sort).toEqual({ field: 'nif', direction: 'asc' })
    expect(nif?.getAttribute('aria-sort')).toBe('ascending')
    nif?.click()
    await settle()
    expect(queries.at(-1)?.sort).toEqual({ field: 'nif', direction: 'desc' })
    expect(nif?.textContent).toContain('NIF, orden descendente')
  })
})
