// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { OPTIONS } from '../../../../../test/support/case-fixtures'
import { bodyElement, bodyText } from '../../../../../test/support/page-queries'
import CaseStatusDialog from './CaseStatusDialog.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
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
    const note = bodyElement('case-status-observation').querySelector('textarea')
    if (!note) throw new Error('sin observación')
    note.value = ' Resolución publicada '
    note.dispatchEvent(new Event('input'))
    await settle()
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
    expect(bodyText('case-status-queued')).toContain(
      'el cambio de estado se enviará cuando vuelva la conexión',
    )
  })

  it('offers only the statuses of the case file’s template, dropping a current one it lacks', async () => {
    mountComponent(CaseStatusDialog, {
      props: { show: true, ids: [4], current: { group: 20, status: 201 } },
    })
    await settle()
    // Earlier dialogs' calls stay unanswered: this one is the last.
    const call = bridge.pending('cases.statusOptions').at(-1)
    if (!call) throw new Error('sin llamada')
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
