import {
  type CaseAction,
  type CaseActionAnswer,
  type CaseCreated,
  type CaseFile,
} from '@shared/wire/case-file'
import { type AvailableExpert, type CaseTemplateWire } from '@shared/wire/case-options'
import { ANSWER_SCHEMAS } from './answer-schemas'
import { type ApiTransport, type Paged } from './api-transport'
import { apiUrl } from './api-urls'

/**
 * The filters of `forms/` the app sends (SC-CASE-3): `status` is a status group id and `sub_status`
 * a status id, in the vendor's words. `isActive` 1 keeps the active case files; what 0 and an
 * absent one return is the service's reading (SC-CASE-4).
 */
export interface CaseListQuery {
  isActive?: 0 | 1
  mine?: boolean
  /** `general_text`: words of a case file's fields (its identifier among them). */
  text?: string
  statusGroup?: number
  status?: number
}

/** The body of `POST forms/` (SC-CASE-1): `title` and `client` required. */
export interface CaseCreation {
  title: string
  client: number
  template_id?: number
  expert_id?: number
  applicant_reference?: string
  applicant_additional_data?: string
}

/** The body of `POST forms/update-status/`. */
export interface CaseStatusChange {
  workflows: number[]
  new_status_group: number
  new_status: number
  observation?: string
}

/**
 * Each filter as its own parameter and inside `requestData`, as the vendor's table and its example
 * send them; `my_workflows` is a boolean in the schema, so `true` in the JSON (SC-CASE-3).
 */
function caseListParams(query: CaseListQuery, page: number, pageSize: number) {
  const filters: Record<string, number | boolean | string> = {}
  if (query.isActive !== undefined) filters['isActive'] = query.isActive
  if (query.text !== undefined) filters['general_text'] = query.text
  if (query.mine) filters['my_workflows'] = true
  if (query.statusGroup !== undefined) filters['status'] = query.statusGroup
  if (query.status !== undefined) filters['sub_status'] = query.status
  const params = Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [key, String(value)]),
  )
  return {
    page,
    page_size: pageSize,
    ...params,
    ...(Object.keys(filters).length > 0 ? { requestData: JSON.stringify(filters) } : {}),
  }
}

/** Case files, their statuses, templates and experts (SC-CASE, SC-STAT): expert token, no credits. */
export function caseOperations(transport: ApiTransport) {
  const { one, paged, get } = transport
  return {
    /** 8. Case-file status groups (SC-STAT-1). */
    statusGroups(pageSize?: number) {
      return paged(
        'statuses.list',
        get(ANSWER_SCHEMAS['statuses.list'], 'expert'),
        (e, page) => apiUrl(e.baseUrl, 'forms/status-groups-list/', { page, page_size: pageSize }),
        (group) => group.id,
      )
    },

    /** Case files (SC-CASE-3): expert token, no credits; the vendor requires `page_size`. */
    listCases(query: CaseListQuery, pageSize: number): Paged<CaseFile> {
      return paged(
        'cases.list',
        get(ANSWER_SCHEMAS['cases.list'], 'expert'),
        (e, page) => apiUrl(e.baseUrl, 'forms/', caseListParams(query, page, pageSize)),
        (row) => row.id,
      )
    },

    /** One case file, `forms/{id}/` with its trailing slash. */
    getCase(id: number, signal?: AbortSignal): Promise<CaseFile> {
      return one(
        `forms/${id}/`,
        {
          operation: 'cases.get',
          method: 'GET',
          auth: 'expert',
          schema: ANSWER_SCHEMAS['cases.get'],
          retry: true,
        },
        signal,
      )
    },

    /**
     * Creates a case file, without a status (SC-CASE-1). Never repeated once it may have reached the
     * service: a second case file would be made.
     */
    createCase(body: CaseCreation, signal?: AbortSignal): Promise<CaseCreated> {
      return one(
        'forms/',
        {
          operation: 'cases.create',
          method: 'POST',
          auth: 'expert',
          body,
          schema: ANSWER_SCHEMAS['cases.create'],
          retry: 'unsent',
        },
        signal,
      )
    },

    /** Sets the status group and status of case files (SC-CASE-2). */
    setCaseStatus(body: CaseStatusChange, signal?: AbortSignal): Promise<CaseActionAnswer> {
      return one(
        'forms/update-status/',
        {
          operation: 'cases.setStatus',
          method: 'POST',
          auth: 'expert',
          body,
          schema: ANSWER_SCHEMAS['cases.setStatus'],
          retry: 'unsent',
        },
        signal,
      )
    },

    /** Archives or unarchives case files (`forms/update/`; the app never sends `delete`). */
    updateCases(
      workflows: number[],
      action: CaseAction,
      signal?: AbortSignal,
    ): Promise<CaseActionAnswer> {
      return one(
        'forms/update/',
        {
          operation: 'cases.update',
          method: 'POST',
          auth: 'expert',
          body: { workflows, action },
          schema: ANSWER_SCHEMAS['cases.update'],
          retry: 'unsent',
        },
        signal,
      )
    },

    /**
     * Gives case files to an expert (`forms/expert-assign/`, SC-CASE-15). Assigning again ends in
     * the same state, but a POST is sent once: it is tried again only when it cannot have arrived.
     */
    assignCases(
      workflows: number[],
      expertId: number,
      signal?: AbortSignal,
    ): Promise<CaseActionAnswer> {
      return one(
        'forms/expert-assign/',
        {
          operation: 'cases.assign',
          method: 'POST',
          auth: 'expert',
          body: { workflows, expert_id: expertId },
          schema: ANSWER_SCHEMAS['cases.update'],
          retry: 'unsent',
        },
        signal,
      )
    },

    /** The case-file templates the expert may use (`templates/`): expert token, no credits. */
    listTemplates(pageSize: number): Paged<CaseTemplateWire> {
      return paged(
        'cases.templates',
        get(ANSWER_SCHEMAS['cases.templates'], 'expert'),
        (e, page) => apiUrl(e.baseUrl, 'templates/', { page, page_size: pageSize }),
        (row) => row.id,
      )
    },

    /** The experts of the firm a case file can be given to (`experts/available-experts/`). */
    listExperts(pageSize: number): Paged<AvailableExpert> {
      return paged(
        'cases.experts',
        get(ANSWER_SCHEMAS['cases.experts'], 'expert'),
        (e, page) => apiUrl(e.baseUrl, 'experts/available-experts/', { page, page_size: pageSize }),
        (row) => row.id,
      )
    },
  }
}
