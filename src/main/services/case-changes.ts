import {
  type CaseArchiveInput,
  CaseArchiveInputSchema,
  type CaseChangeResult,
  type CaseCreateInput,
  CaseCreateInputSchema,
  type CaseCreateResult,
  type CaseStatusInput,
  CaseStatusInputSchema,
} from '@shared/cases'
import { checkStatus, type StatusChoice } from '@shared/case-status-rules'
import { type CaseFile } from '@shared/wire/case-file'
import { type StatusGroup } from '@shared/wire/status-group'
import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { messageRef } from '@shared/messages/catalogue-lookup'
import { type StorageMode } from '@shared/storage'
import { offlineError } from '../api/app-errors'
import { type OutboxStore } from '../storage/outbox-table'
import { type Emit } from '../transport/events'
import { CASE_ARCHIVED_FIELD, CASE_STATUS_FIELD, type CaseReplica, statusOf } from './case-overlay'
import { requireAccount } from './case-files-service'
import { type CasesService } from './cases-service'
import { type ConnectivityService } from './connectivity-service'
import { isNetworkFailure } from './failures'
import { assertCanQueue } from './storage-guard'

/** The catalogue's status, or a validation failure: nothing is sent otherwise (SC-CASE-2). */
export function chosenStatus(
  groups: readonly StatusGroup[],
  groupId: number,
  statusId: number,
): StatusChoice {
  const check = checkStatus(groups, groupId, statusId)
  if (check.ok) return check.choice
  const fieldMessages = { status: [messageRef('validation.choose_status')] }
  throw new AppFailure(
    check.problem === 'group'
      ? appError('error.validation.case_status_group', { group: groupId }, { fieldMessages })
      : appError(
          'error.validation.case_status',
          { status: statusId, groupName: check.group.name },
          { fieldMessages },
        ),
  )
}

/** A case file made by `POST forms/`, held until a sync brings the service's copy. */
function madeCopy(id: number, input: { title: string; client: number }, clientName: string) {
  return {
    id,
    identifier: '',
    uuid: '',
    title: input.title,
    client_data: { id: input.client, business_name: clientName, email: '', nif: '' },
    expert_data: { id: 0, name: '', email: '' },
    company: '',
    phone: null,
    platform: '',
    reference: null,
    additional_data: null,
    status_group: null,
    current_status: null,
    requested_amount: null,
    awarded_amount: null,
    presentation_date: null,
    concession_date: null,
    shared_client: null,
  } satisfies CaseFile
}

/** Creating case files, changing their status, archiving them: online now, or through the outbox. */
export function createCaseChanges(deps: {
  cases: CasesService
  replica: CaseReplica
  outbox: OutboxStore
  connectivity: ConnectivityService
  account: () => string | null
  catalogue: () => Promise<readonly StatusGroup[]>
  clientName: (account: string, id: number) => string | null
  emit: Emit
  storage?: StorageMode
}) {
  const { cases, replica, outbox, emit } = deps
  const store = replica.store
  const storage = deps.storage ?? 'writable'

  const announce = (account: string, ids: readonly number[]) => {
    emit('outbox.changed', outbox.summary(account))
    emit('cases.changed', { ids: [...ids] })
  }

  /** Each case file's change waits in the outbox, over what was shown of it. */
  function queue(
    account: string,
    ids: readonly number[],
    patch: Record<string, unknown>,
    base: (shown: NonNullable<ReturnType<typeof store.get>>) => Record<string, unknown>,
    cause: 'offline' | 'earlier_edits' = 'offline',
  ): CaseChangeResult {
    assertCanQueue(storage, cause)
    const held = ids.map((id) => ({ id, held: store.get(account, id) }))
    for (const { id, held: stored } of held) {
      if (!stored) throw new AppFailure(appError('error.not_found.case_file', { id }))
    }
    for (const { id, held: stored } of held) {
      if (!stored) continue
      outbox.addCase(account, id, stored.server.client_data.id, patch, base(stored))
      replica.refresh(account, id)
    }
    announce(account, ids)
    return { status: 'queued', count: ids.length }
  }

  /** Whether a change must wait behind earlier ones of the same case files still to be sent. */
  const behindOthers = (account: string, ids: readonly number[]) =>
    [...outbox.openByCase(account, ids).values()].some((open) =>
      open.some((e) => e.status === 'pending' || e.status === 'conflict'),
    )

  return {
    async create(raw: CaseCreateInput): Promise<CaseCreateResult> {
      const input = CaseCreateInputSchema.parse(raw)
      const account = requireAccount(deps.account())
      const choice = chosenStatus(await deps.catalogue(), input.statusGroup, input.status)
      // Creating is never queued: a POST repeated later could make a second case file.
      if (!deps.connectivity.state().online) throw new AppFailure(offlineError())
      const made = await cases.create(
        {
          title: input.title,
          client: input.client,
          ...(input.templateId !== undefined ? { template_id: input.templateId } : {}),
          ...(input.expertId !== undefined ? { expert_id: input.expertId } : {}),
          ...(input.reference ? { applicant_reference: input.reference } : {}),
          ...(input.additionalData ? { applicant_additional_data: input.additionalData } : {}),
        },
        choice,
        input.observation || undefined,
      )
      if (made.ok) {
        const server = await cases.get(made.id).catch(() => null)
        if (deps.account() === account) {
          replica.put(
            account,
            server ?? {
              ...madeCopy(made.id, input, deps.clientName(account, input.client) ?? ''),
              status_group: made.status_group,
              current_status: made.current_status,
            },
            true,
          )
          emit('cases.changed', { ids: [made.id] })
        }
        return { status: 'created', id: made.id, identifier: made.identifier, error: null }
      }
      // The case file exists without its status: that status waits in the outbox.
      const server =
        (await cases.get(made.id).catch(() => null)) ??
        madeCopy(made.id, input, deps.clientName(account, input.client) ?? '')
      const error = isAppFailure(made.cause)
        ? made.cause.appError
        : appError('error.not_saved.case_status_queued', { id: made.id })
      if (deps.account() !== account) throw made.cause
      replica.put(account, server, true)
      queue(
        account,
        [made.id],
        {
          [CASE_STATUS_FIELD]: {
            ...choice,
            ...(input.observation ? { observation: input.observation } : {}),
          },
        },
        () => ({ [CASE_STATUS_FIELD]: statusOf(server) }),
      )
      return {
        status: 'status_queued',
        id: made.id,
        identifier: server.identifier || null,
        error,
      }
    },

    async setStatus(raw: CaseStatusInput): Promise<CaseChangeResult> {
      const input = CaseStatusInputSchema.parse(raw)
      const account = requireAccount(deps.account())
      const choice = chosenStatus(await deps.catalogue(), input.statusGroup, input.status)
      const patch = {
        [CASE_STATUS_FIELD]: {
          ...choice,
          ...(input.observation ? { observation: input.observation } : {}),
        },
      }
      const base = (held: NonNullable<ReturnType<typeof store.get>>) => ({
        [CASE_STATUS_FIELD]:
          held.shown.statusGroup && held.shown.status
            ? { group: held.shown.statusGroup, status: held.shown.status }
            : null,
      })
      if (!deps.connectivity.state().online) return queue(account, input.ids, patch, base)
      if (behindOthers(account, input.ids)) {
        return queue(account, input.ids, patch, base, 'earlier_edits')
      }
      try {
        await cases.setStatus(input.ids, choice, input.observation || undefined)
      } catch (error) {
        if (isNetworkFailure(error)) return queue(account, input.ids, patch, base)
        throw error
      }
      if (deps.account() === account) {
        for (const id of input.ids) {
          const held = store.get(account, id)
          if (!held) continue
          replica.put(account, {
            ...held.server,
            status_group: choice.group,
            current_status: choice.status,
          })
        }
        emit('cases.changed', { ids: input.ids })
      }
      return { status: 'saved', count: input.ids.length }
    },

    /** `forms/update/` archives or unarchives; queued offline (its replay is idempotent). */
    async archive(raw: CaseArchiveInput): Promise<CaseChangeResult> {
      const input = CaseArchiveInputSchema.parse(raw)
      const account = requireAccount(deps.account())
      const archived = input.action === 'archive'
      const patch = { [CASE_ARCHIVED_FIELD]: archived }
      const base = (held: NonNullable<ReturnType<typeof store.get>>) => ({
        [CASE_ARCHIVED_FIELD]: !held.shown.active,
      })
      if (!deps.connectivity.state().online) return queue(account, input.ids, patch, base)
      if (behindOthers(account, input.ids)) {
        return queue(account, input.ids, patch, base, 'earlier_edits')
      }
      try {
        await cases.apply(input.ids, input.action)
      } catch (error) {
        if (isNetworkFailure(error)) return queue(account, input.ids, patch, base)
        throw error
      }
      if (deps.account() === account) {
        for (const id of input.ids) {
          const held = store.get(account, id)
          if (held) replica.put(account, held.server, !archived)
        }
        emit('cases.changed', { ids: input.ids })
      }
      return { status: 'saved', count: input.ids.length }
    },
  }
}

export type CaseChanges = ReturnType<typeof createCaseChanges>
