import { afterAll, describe, expect, it } from 'vitest'
import { type GrantSearchResult } from '@shared/grant-info'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import ConcessionsView from '../../views/ConcessionsView.vue'
import GrantPicker from './GrantPicker.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const text = (element: Element | undefined | null) =>
  (element?.textContent ?? '').replace(/\u00a0/g, ' ').trim()

const FOUND: GrantSearchResult = {
  status: 'ok',
  rows: [
    {
      id: 916430,
      slug: 'kit-digital-2026',
      title: 'Kit Digital 2026',
      statusText: 'Abierta',
      totalAmount: 3000000,
      concessionsCount: 1234,
      concessionsAmount: 2500000,
      concessionRequests: 13,
    },
    {
      id: 800001,
      slug: 'kit-consulting-2025',
      title: 'Kit Consulting 2025',
      statusText: null,
      totalAmount: null,
      concessionsCount: null,
      concessionsAmount: null,
      concessionRequests: 1,
    },
  ],
  count: 2,
  page: 1,
  hasMore: false,
  fetchedAt: 0,
  source: 'network',
}

async function type(root: ReturnType<typeof mountComponent>, words: string) {
  await root.get('[data-testid="grant-picker-input"] input').setValue(words)
  await root.get('[data-testid="grant-picker"] form').trigger('submit')
  await settle()
}

describe('«Por convocatoria»’s grant picker', () => {
  it('says the search costs one request, sends the words and shows what each grant takes', async () => {
    const wrapper = mountComponent(GrantPicker)
    const button = wrapper.get('[data-testid="grant-picker-search"]')
    expect(text(button.element)).toBe('Buscar (1 consulta)')
    expect(button.attributes('aria-label')).toBe(
      'Buscar convocatorias con concesiones (1 consulta)',
    )
    await type(wrapper, '  kit digital ')
    const call = bridge.only('grants.search')
    expect(call.args).toEqual({ text: 'kit digital', page: 1 })
    await call.answer(ok(FOUND))
    const rows = wrapper.findAll('[data-testid="grant-picker-row"]')
    expect(rows).toHaveLength(2)
    expect(text(rows[0]?.find('[data-testid="grant-picker-title"]').element)).toBe(
      'Kit Digital 2026',
    )
    expect(text(rows[0]?.find('[data-testid="grant-picker-concessions"]').element)).toBe(
      '1.234 concesiones por 2.500.000,00 €',
    )
    expect(text(rows[0]?.find('[data-testid="grant-picker-requests"]').element)).toBe(
      '13 consultas para ver sus concesiones',
    )
    expect(text(rows[1]?.find('[data-testid="grant-picker-requests"]').element)).toBe(
      '1 consulta para ver sus concesiones',
    )
    await rows[1]?.get('[data-testid="grant-picker-pick"]').trigger('click')
    expect(wrapper.findComponent(GrantPicker).emitted('pick')?.[0]).toEqual([FOUND.rows[1]])
  })

  it('asks nothing for no words', async () => {
    const wrapper = mountComponent(GrantPicker)
    await type(wrapper, '   ')
    expect(bridge.pending('grants.search')).toHaveLength(0)
    expect(wrapper.text()).toContain('Escriba alguna palabra del título.')
  })

  it('hides itself with one sentence on a service without it, in English too', async () => {
    const wrapper = mountComponent(GrantPicker, { language: 'en' })
    await type(wrapper, 'kit')
    await bridge.only('grants.search').answer(ok({ status: 'unavailable' }))
    expect(wrapper.find('[data-testid="grant-picker"]').exists()).toBe(false)
    expect(text(wrapper.get('[data-testid="grant-picker-unavailable"]').element)).toBe(
      'This service does not offer the grant search: type its identifier or its slug.',
    )
  })

  it('picking one fills the grant field and runs the search by grant', async () => {
    bridge.always('clients.get', () => ({ ok: false, error: { code: 'not_found' } as never }))
    const wrapper = mountComponent(ConcessionsView)
    await settle()
    await type(wrapper, 'kit')
    await bridge.only('grants.search').answer(ok(FOUND))
    await wrapper.findAll('[data-testid="grant-picker-pick"]')[0]?.trigger('click')
    await settle()
    const field = wrapper.get<HTMLInputElement>('[data-testid="grant-input"] input')
    expect(field.element.value).toBe('kit-digital-2026')
    expect(bridge.only('concessions.search').args).toMatchObject({
      query: { kind: 'grant-slug', fundSlug: 'kit-digital-2026' },
    })
  })
})
