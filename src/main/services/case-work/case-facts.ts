import {
  type CaseFacts,
  FACT_FIELDS,
  type FactsInput,
  FactsInputSchema,
} from '@shared/cases/case-work'
import { type CaseFactsStore } from '../../storage/case-files/case-facts-table'
import { type CaseWorkContext, recorded, writable } from './case-work-context'

/**
 * The facts the service has no operation to change (SC-CASE-16): amounts, dates and reference kept
 * on this computer, over the service's copy, each change in the case file's history.
 */
export function createCaseFacts(context: CaseWorkContext, store: CaseFactsStore) {
  return {
    of: (account: string, caseId: number): CaseFacts => store.get(account, caseId),

    set(raw: FactsInput): CaseFacts {
      const input = FactsInputSchema.parse(raw)
      const { account } = writable(context, input.caseId)
      const before = store.get(account, input.caseId)
      const fields = FACT_FIELDS.filter(
        (field) =>
          input.facts[field] !== undefined &&
          (input.facts[field] ?? null) !== (before[field] ?? null),
      )
      if (fields.length === 0) return before
      recorded(
        context,
        account,
        input.caseId,
        () => store.set(account, input.caseId, input.facts, context.now()),
        { kind: 'facts_changed', detail: { fields } },
      )
      return store.get(account, input.caseId)
    },
  }
}
