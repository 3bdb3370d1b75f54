// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import CasesView from '../../views/CasesView.vue'
import { OPTIONS } from '../../../../../test/support/case-fixtures'
import OpenCaseButton from './OpenCaseButton.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
afterAll(() => bridge.uninstall())

const NO = { ...OPTIONS, availability: 'no' as const, catalogue: [], templates: [] }
const EMPTY = { rows: [], total: 0, syncedAt: null, syncing: false }

describe('a service without case files', () => {
  it('hides «Abrir expediente»', async () => {
    bridge.always('cases.options', () => ok(NO))
    const wrapper = mountComponent(OpenCaseButton, { props: { title: 'Kit Digital 2026' } })
    await settle()
    expect(wrapper.find('[data-testid="open-case"]').exists()).toBe(false)
  })

  it('shows «Abrir expediente» when it has them', async () => {
    bridge.always('cases.options', () => ok(OPTIONS))
    const wrapper = mountComponent(OpenCaseButton, { props: { title: 'Kit Digital 2026' } })
    await settle()
    expect(wrapper.get('[data-testid="open-case"]').attributes('aria-label')).toBe(
      'Abrir expediente de «Kit Digital 2026»',
    )
  })

  it('says so in one sentence on «Expedientes», and nothing else', async () => {
    bridge.always('cases.options', () => ok(NO))
    bridge.always('cases.query', () => ok({ availability: 'no', ...EMPTY }))
    bridge.always('outbox.summary', () => ok({ pending: 0, conflicts: 0, failed: 0 }))
    const wrapper = mountComponent(CasesView, { language: 'en' })
    await settle()
    expect(wrapper.get('[data-testid="cases-unavailable"]').text()).toBe(
      'This service does not offer case files.',
    )
    expect(wrapper.find('[data-testid="cases-search"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="cases-table"]').exists()).toBe(false)
  })
})
