// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '@shared/settings'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import { bodyElement, bodyText, typeInto } from '../../../../test/support/page-queries'
import ClientsView from './ClientsView.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
afterAll(() => bridge.uninstall())
bridge.always('settings.get', () => ok(DEFAULT_SETTINGS))
bridge.always('app.info', () => ok(null))
bridge.always('export.columns', () => ok([{ key: 'nif', header: 'NIF' }]))

/** Main's replica: 1,234 clients, 12 of them found by «garcia», one by a NIF. */
const FOUND: Record<string, number> = { '': 1234, garcia: 12, B19520063: 1 }
bridge.always('clients.query', (query) =>
  ok({
    rows: [],
    total: FOUND[(query as { text: string }).text] ?? 0,
    syncedAt: Date.UTC(2026, 4, 14),
    syncProgress: null,
  }),
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
