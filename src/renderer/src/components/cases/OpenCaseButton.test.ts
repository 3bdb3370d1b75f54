import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import CasesView from '../../views/CasesView.vue'
import { OPTIONS } from '../../../../../test/support/case-fixtures'
import { useScreenNoticesStore } from '../../stores/screen-notices-store'
import CaseFormDialog from './CaseFormDialog.vue'
import OpenCaseButton from './OpenCaseButton.vue'

const bridge = installFakeBridge()
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

describe('«Abrir expediente» on an opportunity', () => {
  const EXISTING = {
    caseId: 4321,
    identifier: 'EXP-2026-04321',
    clientId: 3,
    grantId: 90,
    grantTitle: 'Kit Digital 2026',
    statusGroup: { id: 4, name: 'Ejecución y justificación' },
    status: { id: 44, name: 'Justificada' },
    archived: false,
    via: 'opened' as const,
  }
  const props = {
    title: 'Kit Digital 2026',
    client: { id: 3, name: 'Talleres Ana SL' },
    existing: [EXISTING],
  }

  it('asks first when the client has one for the grant, naming it with a link', async () => {
    bridge.always('cases.options', () => ok(OPTIONS))
    const wrapper = mountComponent(OpenCaseButton, { props })
    await settle()
    const form = wrapper.findComponent(CaseFormDialog)
    await wrapper.get('[data-testid="open-case"]').trigger('click')
    await settle()
    expect(document.body.querySelector('[data-testid="open-case-existing"]')?.textContent).toBe(
      'Talleres Ana SL ya tiene un expediente de «Kit Digital 2026»: EXP-2026-04321 · Justificada',
    )
    expect(
      document.body.querySelector('[data-testid="open-case-existing-link"]')?.getAttribute('href'),
    ).toBe('/cases/4321')
    expect(form.props('show')).toBe(false)
    ;(document.body.querySelector('[data-testid="open-case-cancel"]') as HTMLElement).click()
    await settle()
    expect(form.props('show')).toBe(false)

    await wrapper.get('[data-testid="open-case"]').trigger('click')
    await settle()
    ;(document.body.querySelector('[data-testid="open-case-confirm"]') as HTMLElement).click()
    await settle()
    expect(form.props('show')).toBe(true)
  })

  it('opens the form at once without one, and once created says so with a link to it', async () => {
    bridge.always('cases.options', () => ok(OPTIONS))
    const wrapper = mountComponent(OpenCaseButton, { props: { ...props, existing: [] } })
    await settle()
    await wrapper.get('[data-testid="open-case"]').trigger('click')
    await settle()
    expect(document.body.querySelector('[data-testid="open-case-existing"]')).toBeNull()
    const form = wrapper.findComponent(CaseFormDialog)
    expect(form.props('show')).toBe(true)
    form.vm.$emit('created', 4400)
    await settle()
    expect(bridge.only('cases.get').args).toEqual({ id: 4400 })
    await bridge
      .only('cases.get')
      .answer(ok({ caseFile: { identifier: 'EXP-2026-04400' } } as never))
    const [notice] = useScreenNoticesStore().notices
    expect(notice).toMatchObject({
      kind: 'success',
      text: 'Expediente EXP-2026-04400 creado para «Kit Digital 2026».',
      action: { label: 'Abrir EXP-2026-04400' },
    })
  })
})
