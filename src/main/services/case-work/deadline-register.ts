import {
  type CaseDeadline,
  type DeadlineAdd,
  DeadlineAddSchema,
  type DeadlinePreview,
  DeadlinePreviewInputSchema,
  type DeadlineUpdate,
  DeadlineUpdateSchema,
} from '@shared/cases/case-deadlines'
import { KIND_PERIODS } from '@shared/cases/deadline-kinds'
import { computeDeadline, type DeadlinePeriod } from '@shared/deadlines/deadline-engine'
import { appError, AppFailure } from '@shared/errors'
import { type z } from 'zod'
import {
  type CaseDeadlinesStore,
  type DeadlineRecord,
} from '../../storage/case-files/case-deadlines-table'
import {
  calendarOf,
  type CaseWorkContext,
  heldItem,
  readable,
  recorded,
  writable,
} from './case-work-context'

/**
 * A case file's deadlines: counted by the engine (art. 30 Ley 39/2015) over the holidays of its
 * client's community and municipality and its own, or a plain date; the end can be moved by hand.
 * Each addition and each one met goes into the case file's history in the same transaction.
 */
export function createDeadlineRegister(context: CaseWorkContext, store: CaseDeadlinesStore) {
  function counted(
    account: string,
    caseId: number,
    from: string,
    period: DeadlinePeriod,
  ): Pick<DeadlineRecord, 'computed' | 'until' | 'skipped' | 'weekends'> {
    const { info } = readable(context, caseId)
    const result = computeDeadline(from, period, calendarOf(context, account, info))
    return {
      computed: result.until,
      until: result.until,
      skipped: result.skipped,
      weekends: result.weekends,
    }
  }

  return {
    byCase: (account: string, caseId: number): CaseDeadline[] => store.byCase(account, caseId),

    preview(raw: z.input<typeof DeadlinePreviewInputSchema>): DeadlinePreview {
      const input = DeadlinePreviewInputSchema.parse(raw)
      const { account } = readable(context, input.caseId)
      const { until, skipped, weekends } = counted(account, input.caseId, input.from, input.period)
      return { until, skipped, weekends }
    },

    add(raw: DeadlineAdd): CaseDeadline {
      const input = DeadlineAddSchema.parse(raw)
      const { account } = writable(context, input.caseId)
      const period = input.period ?? KIND_PERIODS[input.kind]
      const base = { kind: input.kind, label: input.label || null, doneOn: null }
      const record: DeadlineRecord =
        input.from !== undefined && period
          ? {
              ...base,
              from: input.from,
              period,
              ...counted(account, input.caseId, input.from, period),
            }
          : {
              ...base,
              from: null,
              period: null,
              computed: null,
              until: input.date ?? '',
              skipped: [],
              weekends: 0,
            }
      return recorded(
        context,
        account,
        input.caseId,
        () => store.add(account, input.caseId, record, context.now()),
        {
          kind: 'deadline_added',
          detail: { deadlineKind: record.kind, date: record.until, text: record.label },
        },
      )
    },

    update(raw: DeadlineUpdate): CaseDeadline {
      const input = DeadlineUpdateSchema.parse(raw)
      const { account, item: held } = heldItem(context, (a) => store.get(a, input.id))
      const from = input.from ?? held.from
      const period = input.period ?? held.period ?? KIND_PERIODS[held.kind]
      const recount = input.from !== undefined || input.period !== undefined
      if (recount && (from === null || !period))
        throw new AppFailure(appError('error.validation.deadline_period', {}))
      let record: DeadlineRecord = {
        kind: held.kind,
        label: input.label === undefined ? held.label : input.label || null,
        from: held.from,
        period: held.period,
        computed: held.computed,
        until: held.until,
        skipped: held.skipped,
        weekends: held.weekends,
        doneOn: input.doneOn === undefined ? held.doneOn : input.doneOn,
      }
      if (recount && from !== null && period)
        record = { ...record, from, period, ...counted(account, held.caseId, from, period) }
      if (input.until !== undefined) record.until = input.until ?? record.computed ?? record.until
      const met = held.doneOn === null && record.doneOn !== null
      recorded(
        context,
        account,
        held.caseId,
        () => store.update(account, held.id, record, context.now()),
        met
          ? {
              kind: 'deadline_met',
              detail: { deadlineKind: record.kind, date: record.doneOn, text: record.label },
            }
          : null,
      )
      return store.get(account, held.id) ?? held
    },

    remove({ id }: { id: number }): void {
      const { account, item: held } = heldItem(context, (a) => store.get(a, id))
      store.remove(account, id)
      context.changed([held.caseId])
    },
  }
}
