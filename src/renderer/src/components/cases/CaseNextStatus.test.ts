import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { OPTIONS } from '../../../../../test/support/case-fixtures'
import CaseNextStatus from './CaseNextStatus.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

async function mountAt(status: number, group: number) {
  const wrapper = mountComponent(CaseNextStatus, {
    props: { caseId: 4, current: { group, status } },
  })
  await settle()
  const call = bridge.only('cases.statusOptions')
  expect(call.args).toEqual({ ids: [4] })
  await call.answer(ok({ catalogue: OPTIONS.catalogue }))
  return { wrapper, button: () => wrapper.find('[data-testid="case-next-status"]') }
}

describe('«Avanzar a…»', () => {
  it('moves the case file to the next status of those offered in one click, as «Cambiar estado» does', async () => {
    const { wrapper, button } = await mountAt(101, 10)
    expect(button().text()).toBe('Avanzar a «Documentación»')
    expect(button().attributes('aria-label')).toBe('Avanzar a «Documentación» (grupo Preparación)')
    await button().trigger('click')
    const call = bridge.only('cases.setStatus')
    expect(call.args).toEqual({ ids: [4], statusGroup: 10, status: 102 })
    await call.answer(ok({ status: 'queued', count: 1 }))
    expect(wrapper.findComponent(CaseNextStatus).emitted('saved')).toHaveLength(1)
  })

  it('opens «Cambiar estado» on a next status that asks for a date, and sends nothing itself', async () => {
    const { wrapper, button } = await mountAt(102, 10)
    expect(button().text()).toBe('Avanzar a «Concedido»')
    await button().trigger('click')
    expect(bridge.pending('cases.setStatus')).toHaveLength(0)
    expect(wrapper.findComponent(CaseNextStatus).emitted('ask')).toEqual([
      [{ group: { id: 20, name: 'Resolución' }, status: { id: 201, name: 'Concedido' } }],
    ])
  })

  it('is not there at the last status', async () => {
    const { button } = await mountAt(201, 20)
    expect(button().exists()).toBe(false)
  })
})
