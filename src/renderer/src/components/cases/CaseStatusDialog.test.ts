import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { localIsoDate } from '@shared/format'
import { OPTIONS } from '../../../../../test/support/case-fixtures'
import { bodyElement, bodyText, typeInto } from '../../../../../test/support/page-queries'
import CaseStatusDialog from './CaseStatusDialog.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('cases.options', () => ok(OPTIONS))

describe('«Cambiar estado»', () => {
  it('sends the ids, the group, the status and the observation; offline it says the change waits', async () => {
    mountComponent(CaseStatusDialog, {
      props: { show: true, ids: [4, 9], current: { group: 20, status: 201 } },
    })
    await settle()
    expect(document.body.textContent).toContain('Cambiar el estado de 2 expedientes')
    expect(bodyText('case-status-select')).toContain('Concedido')
    await typeInto('case-status-observation', ' Resolución publicada ')
    bodyElement('case-status-save').click()
    await settle()
    const call = bridge.only('cases.setStatus')
    expect(call.args).toEqual({
      ids: [4, 9],
      statusGroup: 20,
      status: 201,
      observation: 'Resolución publicada',
    })
    await call.answer(ok({ status: 'queued', count: 2 }))
    // «Concedido» asks for the concession date, today unless changed: kept for each case file.
    for (const caseId of [4, 9]) {
      const facts = bridge.only('caseWork.setFacts')
      expect(facts.args).toEqual({ caseId, facts: { concessionDate: localIsoDate() } })
      await facts.answer(ok({}))
    }
    expect(bodyText('case-status-queued')).toContain(
      'el cambio de estado se enviará cuando vuelva la conexión',
    )
  })

  it('offers only the statuses of the case file’s template, dropping a current one it lacks', async () => {
    mountComponent(CaseStatusDialog, {
      props: { show: true, ids: [4], current: { group: 20, status: 201 } },
    })
    await settle()
    const call = bridge.only('cases.statusOptions')
    expect(call.args).toEqual({ ids: [4] })
    const [first] = OPTIONS.catalogue
    await call.answer(ok({ catalogue: [first] }))
    expect(bodyText('case-status-select')).not.toContain('Concedido')
    expect(bodyElement<HTMLButtonElement>('case-status-save').disabled).toBe(true)
  })

  it('offers the catalogue grouped, and sends nothing until a status is chosen', async () => {
    mountComponent(CaseStatusDialog, { props: { show: true, ids: [4] } })
    await settle()
    expect(bodyElement<HTMLButtonElement>('case-status-save').disabled).toBe(true)
  })
})

describe('«Cambiar estado» to a status that asks for a date', () => {
  const PRESENTED = {
    ...OPTIONS,
    catalogue: [
      ...OPTIONS.catalogue,
      {
        id: 30,
        name: 'Tramitación',
        status: [{ id: 301, name: 'Solicitud presentada', initial_state: false, template: null }],
      },
    ],
  }
  const offer = async () => {
    await bridge.only('cases.statusOptions').answer(ok({ catalogue: PRESENTED.catalogue }))
  }

  it('asks for the presentation date, today unless changed, and keeps it as a fact with the change', async () => {
    const wrapper = mountComponent(CaseStatusDialog, {
      props: { show: true, ids: [4], current: { group: 30, status: 301 } },
    })
    await settle()
    await offer()
    const today = new Date()
    const shown = [today.getDate(), today.getMonth() + 1]
      .map((n) => String(n).padStart(2, '0'))
      .concat(String(today.getFullYear()))
      .join('/')
    expect(bodyText('case-status-dialog')).toContain('Fecha de presentación')
    expect(bodyElement('case-status-date').querySelector('input')?.value).toBe(shown)
    bodyElement('case-status-save').click()
    await settle()
    await bridge.only('cases.setStatus').answer(ok({ status: 'queued', count: 1 }))
    const facts = bridge.only('caseWork.setFacts')
    const iso = shown.split('/').reverse().join('-')
    expect(facts.args).toEqual({ caseId: 4, facts: { presentationDate: iso } })
    await facts.answer(ok({ presentationDate: iso }))
    expect(bodyText('case-status-queued')).toContain('se enviará cuando vuelva la conexión')
    wrapper.unmount()
  })

  it('asks for no date for another status, and keeps none when the date is emptied', async () => {
    const other = mountComponent(CaseStatusDialog, {
      props: { show: true, ids: [4], current: { group: 10, status: 102 } },
    })
    await settle()
    await offer()
    expect(document.body.querySelector('[data-testid="case-status-date"]')).toBeNull()
    bodyElement('case-status-save').click()
    await settle()
    await bridge.only('cases.setStatus').answer(ok({ status: 'saved', count: 1 }))
    expect(bridge.pending('caseWork.setFacts')).toHaveLength(0)
    other.unmount()
    document.body.replaceChildren()

    mountComponent(CaseStatusDialog, {
      props: { show: true, ids: [4], current: { group: 30, status: 301 } },
    })
    await settle()
    await offer()
    await typeInto('case-status-date', '')
    bodyElement('case-status-date').querySelector('input')?.dispatchEvent(new FocusEvent('blur'))
    await settle()
    expect(bodyElement('case-status-date').querySelector('input')?.value).toBe('')
    bodyElement('case-status-save').click()
    await settle()
    await bridge.only('cases.setStatus').answer(ok({ status: 'saved', count: 1 }))
    expect(bridge.pending('caseWork.setFacts')).toHaveLength(0)
  })

  it('opens on the status «Avanzar a…» chose, and Ctrl+Enter confirms it', async () => {
    mountComponent(CaseStatusDialog, {
      props: {
        show: true,
        ids: [4],
        current: { group: 10, status: 102 },
        choose: { group: 30, status: 301 },
      },
    })
    await settle()
    await offer()
    expect(bodyText('case-status-select')).toContain('Solicitud presentada')
    bodyElement('case-status-observation').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }),
    )
    await settle()
    expect(bridge.only('cases.setStatus').args).toEqual({ ids: [4], statusGroup: 30, status: 301 })
  })
})
