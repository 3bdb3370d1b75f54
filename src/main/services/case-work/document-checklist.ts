import { localIsoDate } from '@shared/format'
import {
  type CaseDocument,
  DocumentAddSchema,
  type DocumentUpdate,
  DocumentUpdateSchema,
} from '@shared/cases/case-work'
import { appError, AppFailure } from '@shared/errors'
import { type GrantSectionResult } from '@shared/grant-info'
import { requiredDocumentItems } from '@shared/cases/required-documents'
import { type z } from 'zod'
import {
  type CaseDocumentsStore,
  type DocumentChange,
} from '../../storage/case-files/case-documents-table'
import { itemGone } from './case-context'
import { type CaseWorkContext, heldItem, recorded, writable } from './case-work-context'

/** The grant's required documents (`funds/fund-required-documents/`), kept or asked (one request). */
export type GrantDocuments = (grantId: number, cachedOnly: boolean) => Promise<GrantSectionResult>

/**
 * The documents a case file needs from its client: seeded once from its grant's required
 * documents (one paid request, unless this account keeps the answer), then the advisor's to add,
 * rename, remove, tick as received (with the day) or as «no aplica». A document received goes
 * into the case file's history.
 */
export function createDocumentChecklist(
  context: CaseWorkContext,
  store: CaseDocumentsStore,
  grantDocuments: GrantDocuments,
) {
  const today = () => localIsoDate(new Date(context.now()))

  function change(account: string, held: CaseDocument, next: DocumentChange): CaseDocument {
    const received = held.state !== 'received' && next.state === 'received'
    recorded(
      context,
      account,
      held.caseId,
      () => store.update(account, held.id, next, context.now()),
      received
        ? { kind: 'document_received', detail: { text: next.name, date: next.receivedOn } }
        : null,
    )
    return store.get(account, held.id) ?? held
  }

  function held(id: number) {
    const { account, item } = heldItem(context, (signedIn) => store.get(signedIn, id))
    return { account, document: item }
  }

  return {
    byCase: (account: string, caseId: number) => store.byCase(account, caseId),

    /** What seeding would cost: nothing when done already or when this account keeps the answer. */
    async seedCost(account: string, caseId: number, grantId: number | null) {
      if (grantId === null || context.work.get(account, caseId).documentsSeeded) return 'kept'
      const kept = await grantDocuments(grantId, true)
      return kept.status === 'not-cached' ? 'request' : 'kept'
    },

    add(raw: z.input<typeof DocumentAddSchema>): CaseDocument {
      const input = DocumentAddSchema.parse(raw)
      const { account } = writable(context, input.caseId)
      const [added] = store.add(account, input.caseId, [input.name], 'advisor', context.now())
      context.changed([input.caseId])
      if (!added) throw itemGone()
      return added
    },

    update(raw: DocumentUpdate): CaseDocument {
      const input = DocumentUpdateSchema.parse(raw)
      const { account, document } = held(input.id)
      const state = input.state ?? (input.file ? 'received' : document.state)
      const receivedOn =
        state === 'received'
          ? (input.receivedOn ?? (document.state === 'received' ? document.receivedOn : today()))
          : null
      return change(account, document, {
        name: input.name ?? document.name,
        state,
        receivedOn,
        file: input.file === undefined ? document.file : input.file,
      })
    },

    /** A document is this file now: received today, unless it was already. */
    receivedAs(account: string, document: CaseDocument, file: string): CaseDocument {
      return change(account, document, {
        name: document.name,
        state: 'received',
        receivedOn: document.state === 'received' ? document.receivedOn : today(),
        file,
      })
    },

    get(id: number) {
      return held(id)
    },

    remove({ id }: { id: number }): void {
      const { account, document } = held(id)
      store.remove(account, id)
      context.changed([document.caseId])
    },

    /**
     * The grant's required documents as the checklist's first items, once: asked with its cost
     * (the user's word is this call), or read from what this account keeps.
     */
    async seed({ caseId }: { caseId: number }): Promise<CaseDocument[]> {
      const { account, info } = writable(context, caseId)
      if (context.work.get(account, caseId).documentsSeeded) return store.byCase(account, caseId)
      if (!info.grant) throw new AppFailure(appError('error.validation.no_case_grant', {}))
      const answer = await grantDocuments(info.grant.id, false)
      if (answer.status !== 'ok' || answer.content.section !== 'documents')
        throw new AppFailure(appError('error.not_found.grant_documents', {}))
      const { requiredDocuments, templates } = answer.content.data
      const names = requiredDocumentItems(requiredDocuments, templates)
      // Signed out or another account while the answer came: nothing is written.
      if (context.account() !== account) throw itemGone()
      context.transaction(() => {
        const known = new Set(store.byCase(account, caseId).map((d) => d.name.toLowerCase()))
        const fresh = names.filter((name) => !known.has(name.toLowerCase()))
        store.add(account, caseId, fresh, 'grant', context.now())
        context.work.set(account, caseId, { documentsSeeded: true })
      })
      context.changed([caseId])
      return store.byCase(account, caseId)
    },
  }
}

export type DocumentChecklist = ReturnType<typeof createDocumentChecklist>
