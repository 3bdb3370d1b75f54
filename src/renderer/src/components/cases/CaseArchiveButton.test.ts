import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { CASE_DETAIL } from '../../../../../test/support/case-fixtures'
import CaseArchiveButton from './CaseArchiveButton.vue'
import CaseArchiveNote from './CaseArchiveNote.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

describe('archiving on a case file’s page', () => {
  it('is named as hiding from the list, explained as no status, and sent as the service’s archiving', async () => {
    const wrapper = mountComponent(CaseArchiveButton, { props: { detail: CASE_DETAIL } })
    await settle()
    const button = wrapper.get('[data-testid="case-archive"]')
    expect(button.text()).toBe('Ocultar de la lista (archivar)')
    const help = document.getElementById(button.attributes('aria-describedby') ?? '')
    expect(help?.textContent).toContain('sale de la lista de activos')
    expect(help?.textContent).toContain('No cambia su estado.')
    await button.trigger('click')
    const call = bridge.only('cases.archive')
    expect(call.args).toEqual({ ids: [CASE_DETAIL.caseFile.id], action: 'archive' })
    await call.answer(ok({ status: 'saved', count: 1 }))
    expect(wrapper.findComponent(CaseArchiveButton).emitted('changed')).toHaveLength(1)
  })

  it('offers going back to the list when archived, unless the service refused it (SC-CASE-13)', async () => {
    const archived = { ...CASE_DETAIL, archived: true }
    const wrapper = mountComponent(CaseArchiveButton, { props: { detail: archived } })
    await settle()
    expect(wrapper.get('[data-testid="case-archive"]').text()).toBe(
      'Volver a la lista (desarchivar)',
    )
    const refused = mountComponent(CaseArchiveButton, {
      props: { detail: { ...archived, unarchive: false } },
    })
    await settle()
    expect(refused.find('[data-testid="case-archive"]').exists()).toBe(false)
  })

  it('tells a case file hidden from the list apart from a status named «Archivada»', async () => {
    const listed = mountComponent(CaseArchiveNote, {
      props: { archived: false, statusName: 'Archivada' },
    })
    await settle()
    expect(listed.find('[data-testid="case-archived-tag"]').exists()).toBe(false)
    expect(listed.get('[data-testid="case-archive-note"]').text()).toContain(
      'Su estado se llama «Archivada», pero el expediente sigue en la lista de activos',
    )
    const hidden = mountComponent(CaseArchiveNote, {
      props: { archived: true, statusName: 'En trámite' },
    })
    await settle()
    expect(hidden.get('[data-testid="case-archived-tag"]').text()).toBe(
      'Archivado en la lista (oculto de los activos)',
    )
    expect(hidden.find('[data-testid="case-archive-note"]').exists()).toBe(false)
  })
})
