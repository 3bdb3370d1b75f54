import { type ApiClient } from '../../api/operations'
import { type OutboxRecord, type OutboxStore } from '../../storage/outbox-table'
import {
  CASE_ARCHIVED_FIELD,
  CASE_EXPERT_FIELD,
  CASE_STATUS_FIELD,
  type CaseReplica,
  sameStatus,
  statusOf,
  type CaseStatusValue,
} from './case-overlay'
import { type UnarchiveRefusals } from './unarchive-refusals'

/** `gone`: signed out meanwhile, nothing written; the rest waits for that account. */
export type CaseReplayOutcome = 'applied' | 'conflict' | 'gone'

export function caseReplayer(deps: {
  api: ApiClient
  outbox: OutboxStore
  account: () => string | null
  replica: CaseReplica | undefined
  /** Whether the service accepts unarchiving: a 400 to it is said as such (SC-CASE-13). */
  unarchive?: UnarchiveRefusals | undefined
}) {
  const { api, outbox } = deps
  /**
   * A case file's change. Status: the server's copy is read first; already there → done; still the
   * status the user saw → sent; otherwise a conflict. Archive: `forms/update/` is sent as it is (the
   * service answers the same however often it is asked, and a row has no archived flag to compare).
   */
  return async (account: string, entry: OutboxRecord): Promise<CaseReplayOutcome> => {
    const id = entry.caseId ?? 0
    const { replica } = deps
    if (CASE_ARCHIVED_FIELD in entry.patch) {
      const archived = entry.patch[CASE_ARCHIVED_FIELD] === true
      try {
        await api.updateCases([id], archived ? 'archive' : 'unarchive')
      } catch (error) {
        throw archived || !deps.unarchive ? error : deps.unarchive.said(account, error)
      }
      if (deps.account() !== account) return 'gone'
      outbox.mark(entry.id, 'done')
      const held = replica?.store.get(account, id)
      if (held) replica?.put(account, held.server, !archived)
      return 'applied'
    }
    if (CASE_EXPERT_FIELD in entry.patch) {
      // Assigning again ends in the same state: sent as it is (SC-CASE-15).
      const expert = entry.patch[CASE_EXPERT_FIELD] as { id: number; name: string }
      await api.assignCases([id], expert.id)
      if (deps.account() !== account) return 'gone'
      outbox.mark(entry.id, 'done')
      const held = replica?.store.get(account, id)
      if (held) {
        const email = held.server.expert_data.id === expert.id ? held.server.expert_data.email : ''
        replica?.put(account, { ...held.server, expert_data: { ...expert, email } })
      }
      return 'applied'
    }
    const server = await api.getCase(id)
    if (deps.account() !== account) return 'gone'
    const target = entry.patch[CASE_STATUS_FIELD] as
      (CaseStatusValue & { observation?: string }) | undefined
    const theirs = statusOf(server)
    if (sameStatus(theirs, target)) {
      outbox.mark(entry.id, 'done')
      replica?.put(account, server)
      return 'applied'
    }
    if (!sameStatus(theirs, entry.base[CASE_STATUS_FIELD]) || !target) {
      outbox.mark(entry.id, 'conflict', { server: { [CASE_STATUS_FIELD]: theirs } })
      replica?.put(account, server)
      return 'conflict'
    }
    await api.setCaseStatus({
      workflows: [id],
      new_status_group: target.group.id,
      new_status: target.status.id,
      ...(target.observation ? { observation: target.observation } : {}),
    })
    outbox.mark(entry.id, 'done')
    replica?.put(account, {
      ...server,
      status_group: target.group,
      current_status: target.status,
    })
    return 'applied'
  }
}
