import { type CaseNote, NoteAddSchema, NoteUpdateSchema } from '@shared/cases/case-work'
import { type z } from 'zod'
import { type CaseNotesStore } from '../../storage/case-files/case-notes-table'
import { type CaseWorkContext, heldItem, writable } from './case-work-context'

/** The advisor's notes on a case file: dated, editable, found by the case files' search. */
export function createNoteBook(context: CaseWorkContext, store: CaseNotesStore) {
  function held(id: number) {
    const { account, item } = heldItem(context, (signedIn) => store.get(signedIn, id))
    return { account, note: item }
  }

  return {
    byCase: (account: string, caseId: number) => store.byCase(account, caseId),

    add(raw: z.input<typeof NoteAddSchema>): CaseNote {
      const input = NoteAddSchema.parse(raw)
      const { account } = writable(context, input.caseId)
      const note = store.add(account, input.caseId, input.text, context.now())
      context.changed([input.caseId])
      return note
    },

    update(raw: z.input<typeof NoteUpdateSchema>): CaseNote {
      const input = NoteUpdateSchema.parse(raw)
      const { account, note } = held(input.id)
      store.update(account, note.id, input.text, context.now())
      context.changed([note.caseId])
      return store.get(account, note.id) ?? note
    },

    remove({ id }: { id: number }): void {
      const { account, note } = held(id)
      store.remove(account, id)
      context.changed([note.caseId])
    },
  }
}
