import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { appError } from '@shared/errors'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, settle } from '../../../../test/support/fake-bridge'
import { bodyElement, bodyText, typeInto } from '../../../../test/support/page-queries'
import ConcessionsView from './ConcessionsView.vue'

const bridge = installFakeBridge()
afterEach(async () => {
  // A search left unanswered is not the next test's.
  for (const call of bridge.pending('concessions.search'))
    await call.answer({ ok: false, error: appError('error.offline.unreachable', {}) })
  document.body.replaceChildren()
})
afterAll(() => bridge.uninstall())

async function openSearch() {
  const wrapper = mountComponent(ConcessionsView)
  await wrapper.vm.$router.push({ name: 'concessions' })
  await settle()
  return wrapper
}

function input(testId: string): HTMLInputElement {
  const found = bodyElement(testId).querySelector('input')
  if (!found) throw new Error(`sin campo en ${testId}`)
  return found
}

async function submit(testId: string): Promise<void> {
  bodyElement(testId).click()
  await settle()
}

/** What the screen asked main for, the search by search. */
const searches = () => bridge.pending('concessions.search').map((call) => call.args)

describe('«Concesiones»’ search fields', () => {
  it('warns of a short NIF once the field is left, and searches it all the same', async () => {
    await openSearch()
    await typeInto('nif-input', 'B1952006')
    // Still typing: 8 of 9 characters is no mistake yet.
    expect(bodyText('nif-field')).not.toContain('Se buscará igualmente')
    input('nif-input').dispatchEvent(new Event('blur'))
    await settle()
    expect(bodyText('nif-field')).toContain(
      'El formato no corresponde a un NIF, NIE ni CIF. Se buscará igualmente.',
    )
    await submit('nif-search')
    expect(searches()).toEqual([
      { query: { kind: 'nif', nif: 'B1952006' }, refresh: false, loadAll: false },
    ])
    expect(bodyText('nif-field')).toContain('El formato no corresponde')
  })

  it('warns of a wrong check character as it is typed, and searches it all the same', async () => {
    await openSearch()
    await typeInto('nif-input', 'b19520064')
    expect(bodyText('nif-field')).toContain(
      'El carácter de control del CIF no es correcto. Se buscará igualmente.',
    )
    await submit('nif-search')
    expect(searches()).toEqual([
      { query: { kind: 'nif', nif: 'B19520064' }, refresh: false, loadAll: false },
    ])
  })

  it('takes a grant’s number or its slug, says which it understood, and refuses anything else', async () => {
    const wrapper = await openSearch()
    bodyElement('tab-grant').click()
    await settle()

    await typeInto('grant-input', 'kit digital')
    await submit('grant-search')
    expect(bodyText('grant-field')).toContain(
      'Escriba el número (p. ej. 916430) o el identificador',
    )
    expect(searches()).toEqual([])

    await typeInto('grant-input', '916430')
    expect(bodyText('grant-field')).toContain('Convocatoria número 916430')
    await submit('grant-search')
    expect(wrapper.vm.$router.currentRoute.value.query).toEqual({ fundId: '916430' })

    await typeInto('grant-input', 'kit-digital-2026')
    expect(bodyText('grant-field')).toContain('Convocatoria con el identificador kit-digital-2026')
    await submit('grant-search')
    expect(wrapper.vm.$router.currentRoute.value.query).toEqual({ fundSlug: 'kit-digital-2026' })
    expect(searches().map((args) => (args as { query: unknown }).query)).toEqual([
      { kind: 'grant-id', fundId: 916430 },
      { kind: 'grant-slug', fundSlug: 'kit-digital-2026' },
    ])
  })

  it('searches a NIF typed loosely as the service compares it, and says so in the address', async () => {
    const wrapper = await openSearch()
    await typeInto('nif-input', ' b19520063 ')
    await submit('nif-search')
    expect(searches()).toEqual([
      { query: { kind: 'nif', nif: 'B19520063' }, refresh: false, loadAll: false },
    ])
    expect(wrapper.vm.$router.currentRoute.value.query).toEqual({ nif: 'B19520063' })
  })

  it('sends an empty NIF as it is, and shows the service’s own words, with no results', async () => {
    await openSearch()
    await submit('nif-search')
    expect(searches()).toEqual([
      { query: { kind: 'nif', nif: '' }, refresh: false, loadAll: false },
    ])
    // What main makes of the service's 400 (test/integration/concessions/costly-services.test.ts).
    const said = 'Es necesario enviar el campo nif'
    await bridge.only('concessions.search').answer({
      ok: false,
      error: appError(
        'error.validation.service_refused',
        { status: 400, detail: `${said}.` },
        { status: 400, serverMessage: said },
      ),
    })
    expect(bodyText('concessions-error')).toContain(said)
    expect(document.body.querySelector('[data-testid="concession-results"]')).toBeNull()
  })
})
