import {
  type CaseArchiveInput,
  CaseArchiveInputSchema,
  type CaseAssignInput,
  CaseAssignInputSchema,
  type CaseChangeResult,
  type CaseStatusInput,
  CaseStatusInputSchema,
} from '@shared/cases/cases'
import { type StatusGroup } from '@shared/wire/status-group'
import { type StoredCase } from '../../storage/case-files/case-files-table'
import { type Emit } from '../../bridge/events'
import { type CaseTemplateRef } from '@shared/cases/case-status-rules'
import { offeredStatus } from './case-create'
import {
  CASE_ARCHIVED_FIELD,
  CASE_EXPERT_FIELD,
  CASE_STATUS_FIELD,
  type CaseReplica,
} from './case-overlay'
import { requireAccount } from './case-file-reads'
import { type CaseQueue } from './case-queue'
import { type RemoteCases } from './remote-cases'
import { type UnarchiveRefusals } from './unarchive-refusals'
import { type ConnectivityService } from '../connection/connectivity-service'
import { isNetworkFailure } from '../failures'
import { appError, AppFailure, isAppFailure } from '@shared/errors'

/** Status changes and archiving, of one or many case files: online now, or through the outbox. */
export function createCaseChanges(deps: {
  cases: RemoteCases
  replica: CaseReplica
  queue: CaseQueue
  connectivity: ConnectivityService
  account: () => string | null
  catalogue: () => Promise<readonly StatusGroup[]>
  /** The template a case file was created with here (SC-CASE-11). */
  templateOf: (account: string, caseId: number) => CaseTemplateRef
  /** Whether this service accepts unarchiving (SC-CASE-13). */
  unarchive: UnarchiveRefusals
  /** An expert a case file can be given to, as `experts/available-experts/` named them. */
  expertOf: (account: string, id: number) => { id: number; name: string; email: string } | null
  emit: Emit
}) {
  const { cases, replica, emit } = deps
  const store = replica.store

  /**
   * One change of case files: offline, or behind this account's earlier edits of them, it waits in
   * the outbox over `base`; else it is sent (queued when the network fails on the way, `refused`
   * saying a refusal) and `kept` puts each in the replica while the same account is signed in.
   */
  async function change(
    account: string,
    ids: readonly number[],
    edit: {
      patch: Record<string, unknown>
      base: (held: StoredCase) => Record<string, unknown>
      send: () => Promise<unknown>
      kept: (held: StoredCase) => void
      refused?: (error: unknown) => unknown
    },
  ): Promise<CaseChangeResult> {
    const { patch, base } = edit
    if (!deps.connectivity.state().online) return deps.queue.queue(account, ids, patch, base)
    if (deps.queue.behindOthers(account, ids)) {
      return deps.queue.queue(account, ids, patch, base, 'earlier_edits')
    }
    try {
      await edit.send()
    } catch (error) {
      if (isNetworkFailure(error)) return deps.queue.queue(account, ids, patch, base)
      throw edit.refused ? edit.refused(error) : error
    }
    if (deps.account() === account) {
      for (const id of ids) {
        const held = store.get(account, id)
        if (held) edit.kept(held)
      }
      emit('cases.changed', { ids: [...ids] })
    }
    return { status: 'saved', count: ids.length }
  }

  return {
    async setStatus(raw: CaseStatusInput): Promise<CaseChangeResult> {
      const input = CaseStatusInputSchema.parse(raw)
      const account = requireAccount(deps.account())
      const catalogue = await deps.catalogue()
      let choice = offeredStatus(catalogue, undefined, input.statusGroup, input.status)
      for (const id of input.ids) {
        choice = offeredStatus(
          catalogue,
          deps.templateOf(account, id),
          choice.group.id,
          choice.status.id,
        )
      }
      const patch = {
        [CASE_STATUS_FIELD]: {
          ...choice,
          ...(input.observation ? { observation: input.observation } : {}),
        },
      }
      const base = (held: StoredCase) => ({
        [CASE_STATUS_FIELD]:
          held.shown.statusGroup && held.shown.status
            ? { group: held.shown.statusGroup, status: held.shown.status }
            : null,
      })
      // Another status chosen: one the service refused earlier is not sent again (SC-CASE-12).
      deps.queue.replaceRefused(account, input.ids)
      return change(account, input.ids, {
        patch,
        base,
        send: () => cases.setStatus(input.ids, choice, input.observation || undefined),
        kept: (held) =>
          replica.put(account, {
            ...held.server,
            status_group: choice.group,
            current_status: choice.status,
          }),
      })
    },

    /**
     * `forms/expert-assign/` gives case files to an expert of `experts/available-experts/`;
     * queued offline (assigning again ends in the same state, SC-CASE-15).
     */
    async assign(raw: CaseAssignInput): Promise<CaseChangeResult> {
      const input = CaseAssignInputSchema.parse(raw)
      const account = requireAccount(deps.account())
      const expert = deps.expertOf(account, input.expertId)
      if (!expert) {
        throw new AppFailure(appError('error.validation.case_expert', { expert: input.expertId }))
      }
      return change(account, input.ids, {
        patch: { [CASE_EXPERT_FIELD]: { id: expert.id, name: expert.name } },
        base: (held) => ({
          [CASE_EXPERT_FIELD]: {
            id: held.server.expert_data.id,
            name: held.server.expert_data.name,
          },
        }),
        send: () => cases.assign(input.ids, expert.id),
        kept: (held) => replica.put(account, { ...held.server, expert_data: expert }),
      })
    },

    /** `forms/update/` archives or unarchives; queued offline (its replay is idempotent). */
    async archive(raw: CaseArchiveInput): Promise<CaseChangeResult> {
      const input = CaseArchiveInputSchema.parse(raw)
      const account = requireAccount(deps.account())
      const archived = input.action === 'archive'
      if (!archived && !deps.unarchive.offered(account)) throw deps.unarchive.notOffered()
      const patch = { [CASE_ARCHIVED_FIELD]: archived }
      const base = (held: StoredCase) => ({ [CASE_ARCHIVED_FIELD]: !held.shown.active })
      return change(account, input.ids, {
        patch,
        base,
        send: () => cases.apply(input.ids, input.action),
        kept: (held) => replica.put(account, held.server, !archived),
        refused: (error) => {
          const said = archived ? error : deps.unarchive.said(account, error)
          // Refused: kept in the outbox as refused, never sent again (SC-CASE-13).
          if (said !== error && isAppFailure(said)) {
            deps.queue.refused(account, input.ids, patch, base, said.appError)
          }
          return said
        },
      })
    },
  }
}
