import { afterAll, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { RouterView } from 'vue-router'
import { EMPTY_CATALOGUE } from '@shared/catalogue'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { makeClient } from '../../../../test/fixtures/client'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import { bodyElement, bodyText } from '../../../../test/support/page-queries'
import ClientEditView from './ClientEditView.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('catalogue.get', () => ok(EMPTY_CATALOGUE))

/** Embutidos Molina S.L., of Guadalajara, with its figures saved on the service. */
const CLIENT = makeClient(1003, {
  nif: 'B19520063',
  business_name: 'Embutidos Molina S.L.',
  province: [19],
  postal_code: '19036',
  location: 'Guadalajara',
  employees_quantity: 14,
  last_year_billing: 326635.65,
})
bridge.always('clients.get', () =>
  ok({ client: CLIENT, pendingFields: [], conflict: false, syncedAt: null }),
)

/** The edit screen as the app shows it, in its place in the router (its leave guard needs one). */
async function openEditor() {
  const wrapper = mountComponent(defineComponent({ render: () => h(RouterView) }))
  const router = wrapper.vm.$router
  router.addRoute({
    path: '/editor/:id',
    name: 'editor',
    component: ClientEditView,
    props: (route) => ({ id: Number(route.params['id']) }),
  })
  await router.push({ name: 'editor', params: { id: CLIENT.id } })
  await settle()
  return { router, wrapper }
}

function input(field: string): HTMLInputElement {
  const found = bodyElement(`form-${field}`).querySelector('input')
  if (!found) throw new Error(`sin campo ${field}`)
  return found
}

async function edit(field: string, value: string): Promise<void> {
  input(field).value = value
  input(field).dispatchEvent(new Event('input'))
  input(field).dispatchEvent(new Event('blur'))
  await settle()
}

/** The button of the latest dialog (an answered one may still be leaving). */
function button(text: string): HTMLButtonElement {
  const found = [...document.body.querySelectorAll('button')].findLast(
    (b) => b.textContent?.trim() === text,
  )
  if (!found) throw new Error(`sin botón ${text}`)
  return found
}

describe('«Editar cliente»', () => {
  it('judges each field on its own, keeps a saved figure from being emptied, and sends nothing while one is wrong', async () => {
    await openEditor()
    await edit('nif', '12345678A')
    await edit('postal_code', '28013')
    await edit('employees_quantity', '')
    await edit('last_year_billing', '')

    const notEmptied = renderMessage('es', 'validation.figure_not_emptied')
    expect(bodyText('form-nif')).toContain(renderMessage('es', 'validation.tax_id.nif_control'))
    expect(bodyText('form-postal_code')).toContain(
      renderMessage('es', 'validation.postal_code_province'),
    )
    expect(bodyText('form-employees_quantity')).toContain(notEmptied)
    expect(bodyText('form-last_year_billing')).toContain(notEmptied)

    bodyElement('edit-save').click()
    await settle()
    expect(bodyText('edit-invalid')).toContain('no se ha enviado nada')
    expect(bridge.pending('clients.update')).toHaveLength(0)
  })

  it('asks before leaving with unsaved changes: «Seguir editando» keeps them, «Descartar cambios» sends nothing', async () => {
    const { router } = await openEditor()
    await edit('postal_code', '19001')
    void router.push({ name: 'clients' })
    await settle()
    expect(document.body.textContent).toContain('Seguir editando')
    button('Seguir editando').click()
    await settle()
    expect(router.currentRoute.value.name).toBe('editor')
    expect(input('postal_code').value).toBe('19001')

    void router.push({ name: 'clients' })
    await settle()
    button('Descartar cambios').click()
    await settle()
    expect(router.currentRoute.value.name).toBe('clients')
    expect(bridge.pending('clients.update')).toHaveLength(0)
  })

  it('finds a province typed without accents, and counts the one chosen as a field changed', async () => {
    const { wrapper } = await openEditor()
    const select = wrapper
      .findAllComponents({ name: 'Select' })
      .find((component) => component.attributes('data-testid') === 'form-province-select')
    if (!select) throw new Error('sin form-province-select')
    const filter = select.props('filter') as (typed: string, option: object) => boolean
    const options = select.props('options') as { value: number; label: string }[]
    const found = (typed: string) =>
      options.filter((option) => filter(typed, option)).map((option) => option.label)
    expect(found('coruna')).toEqual(['A Coruña'])
    expect(found('avila')).toEqual(['Ávila'])

    const avila = options.find((option) => option.label === 'Ávila')
    ;(select.props('onUpdate:value') as (value: number) => void)(avila?.value ?? 0)
    await settle()
    expect(bodyText('form-province-select')).toContain('Ávila')
    expect(bodyText('changed-count')).toBe('1 campo cambiado')
  })
})
