import { type TimelineEntry } from '@shared/cases/case-work'
import { type CaseNotesStore } from '../../storage/case-files/case-notes-table'
import { type CaseInfo } from './case-context'
import { type CaseWorkContext, readable } from './case-work-context'

/** A status as the history names it: `group/status` ids, the key compared between syncs. */
const statusKey = (status: CaseInfo['status']) =>
  status ? `${status.group.id}/${status.status.id}` : null

/**
 * One history per case file, newest first: its status changes (made here, with their
 * observations, and those seen in the service's copy after a sync), deadlines added or met,
 * documents received, facts changed here, files of its folder, and its notes.
 */
export function createCaseTimeline(context: CaseWorkContext, notes: CaseNotesStore) {
  return {
    of({ caseId }: { caseId: number }): TimelineEntry[] {
      const { account } = readable(context, caseId)
      const noted: TimelineEntry[] = notes.byCase(account, caseId).map((note) => ({
        key: `note-${note.id}`,
        at: note.createdAt,
        kind: 'note_added',
        status: null,
        text: note.text,
        date: null,
        deadlineKind: null,
        fields: null,
      }))
      return [...context.events.byCase(account, caseId), ...noted].sort((a, b) => b.at - a.at)
    },

    /** A status change made here (online or waiting in the outbox), with its observation. */
    statusChanged(
      caseIds: readonly number[],
      status: NonNullable<CaseInfo['status']>,
      observation: string | null,
    ): void {
      const account = context.account()
      if (!account) return
      context.transaction(() => {
        for (const caseId of caseIds) {
          context.events.add(
            account,
            caseId,
            'status_here',
            { status, text: observation },
            context.now(),
          )
          context.work.set(account, caseId, { seenStatus: statusKey(status) })
        }
      })
      context.changed(caseIds)
    },

    /** A case file created here, in its first status, with the observation sent with it. */
    created(caseId: number, status: CaseInfo['status'], observation: string | null = null): void {
      const account = context.account()
      if (!account) return
      context.transaction(() => {
        context.events.add(account, caseId, 'created', { status, text: observation }, context.now())
        context.work.set(account, caseId, { seenStatus: statusKey(status) })
      })
    },

    /**
     * After a sync: a case file whose status in the service's copy is not the one last seen was
     * changed there. A case file seen for the first time only notes its status.
     */
    serviceStatuses(account: string, cases: readonly Pick<CaseInfo, 'id' | 'status'>[]): number[] {
      const seen = context.work.seenStatuses(account)
      const changed: number[] = []
      context.transaction(() => {
        for (const info of cases) {
          const key = statusKey(info.status)
          const before = seen.get(info.id)
          if (key === null || before === key) continue
          if (before !== undefined && info.status) {
            context.events.add(
              account,
              info.id,
              'status_service',
              { status: info.status },
              context.now(),
            )
            changed.push(info.id)
          }
          context.work.set(account, info.id, { seenStatus: key })
        }
      })
      return changed
    },
  }
}
