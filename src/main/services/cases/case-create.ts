import {
  type CaseCreateInput,
  CaseCreateInputSchema,
  type CaseCreateResult,
  type CaseGrant,
} from '@shared/cases/cases'
import {
  type CaseTemplateRef,
  checkStatus,
  type StatusChoice,
  statusesFor,
} from '@shared/cases/case-status-rules'
import { type CaseFile } from '@shared/wire/case-file'
import { type StatusGroup } from '@shared/wire/status-group'
import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { messageRef } from '@shared/messages/catalogue-lookup'
import { offlineError } from '../../api/app-errors'
import { type Emit } from '../../bridge/events'
import { CASE_STATUS_FIELD, type CaseReplica, statusOf } from './case-overlay'
import { requireAccount } from './case-file-reads'
import { type CaseQueue } from './case-queue'
import { type RemoteCases } from './remote-cases'
import { type ConnectivityService } from '../connection/connectivity-service'

/** The catalogue's status, or a validation failure: nothing is sent otherwise (SC-CASE-2). */
function chosenStatus(
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

/**
 * The catalogue's status, offered for a case file of `template` (SC-CASE-11), or a validation
 * failure: a status of another template is never sent.
 */
export function offeredStatus(
  groups: readonly StatusGroup[],
  template: CaseTemplateRef,
  groupId: number,
  statusId: number,
): StatusChoice {
  const choice = chosenStatus(groups, groupId, statusId)
  const offered = statusesFor(groups, template).some(
    (g) => g.id === groupId && g.status.some((s) => s.id === statusId),
  )
  if (offered) return choice
  throw new AppFailure(
    appError(
      'error.validation.case_status_template',
      { status: choice.status.name },
      { fieldMessages: { status: [messageRef('validation.choose_status')] } },
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

/** «Nuevo expediente»: two requests, online only (SC-CASE-1); a failed status step waits in the outbox. */
export function createCaseCreation(deps: {
  cases: RemoteCases
  replica: CaseReplica
  queue: CaseQueue
  connectivity: ConnectivityService
  account: () => string | null
  catalogue: () => Promise<readonly StatusGroup[]>
  clientName: (account: string, id: number) => string | null
  /** The grant a kept template names (its `fund_data`), or null. */
  templateGrant: (account: string, templateId: number) => CaseGrant | null
  /** Records the grant a case file was opened for (SC-CASE-10). */
  rememberGrant: (account: string, caseId: number, templateId: number, grant: CaseGrant) => void
  /** Records the template a case file was created with, or none (SC-CASE-11). */
  rememberTemplate: (account: string, caseId: number, templateId: number | null) => void
  emit: Emit
}) {
  const { cases, replica, emit } = deps
  return {
    async create(raw: CaseCreateInput): Promise<CaseCreateResult> {
      const input = CaseCreateInputSchema.parse(raw)
      const account = requireAccount(deps.account())
      const template = input.templateId ?? null
      const choice = offeredStatus(
        await deps.catalogue(),
        template,
        input.statusGroup,
        input.status,
      )
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
      const grant =
        input.templateId === undefined ? null : deps.templateGrant(account, input.templateId)
      if (deps.account() === account) deps.rememberTemplate(account, made.id, template)
      if (grant && input.templateId !== undefined && deps.account() === account)
        deps.rememberGrant(account, made.id, input.templateId, grant)
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
      deps.queue.queue(
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
  }
}
