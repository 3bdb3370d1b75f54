import { afterAll, describe, expect, it } from 'vitest'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { mountComponent } from '../../../../../test/support/mount-component'
import { bodyElement, typeInto } from '../../../../../test/support/page-queries'
import NotesCard from './NotesCard.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const NOTE = { id: 21, caseId: 4001, text: 'Llamar al gerente', createdAt: 1, updatedAt: 1 }

async function type(testId: string, value: string, ctrlEnter = false): Promise<void> {
  await typeInto(testId, value)
  if (!ctrlEnter) return
  const enter = new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true })
  bodyElement(testId).querySelector('textarea')?.dispatchEvent(enter)
  await settle()
}

describe('«Notas» of a case file', () => {
  it('adds a note with Ctrl+Enter, edits one in place and deletes one', async () => {
    mountComponent(NotesCard, { props: { caseId: 4001, notes: [NOTE] } })
    await settle()
    await type('note-new', ' Falta la memoria ', true)
    expect(bridge.only('caseWork.addNote').args).toEqual({ caseId: 4001, text: 'Falta la memoria' })
    await bridge.only('caseWork.addNote').answer(ok({ ...NOTE, id: 22 }))

    bodyElement('note-edit').click()
    await settle()
    await type('note-edit-input', 'Llamado: enviará el NIF')
    bodyElement('note-save').click()
    await settle()
    expect(bridge.only('caseWork.updateNote').args).toEqual({
      id: 21,
      text: 'Llamado: enviará el NIF',
    })
    await bridge.only('caseWork.updateNote').answer(ok(NOTE))

    bodyElement('note-remove').click()
    await settle()
    expect(bridge.only('caseWork.removeNote').args).toEqual({ id: 21 })
  })
})
