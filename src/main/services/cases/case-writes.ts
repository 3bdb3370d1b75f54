import { type StatusChoice } from '@shared/cases/case-status-rules'
import { type CaseAction } from '@shared/wire/case-file'
import { type ApiClient, type CaseCreation } from '../../api/operations'
import { explainNotFound } from './case-not-found'

/** What `create` did: both steps, or the case file made without its status (the second failed). */
export type CaseCreationResult =
  | {
      ok: true
      id: number
      /** Null when the case file could not be read back after its status was set. */
      identifier: string | null
      status_group: { id: number; name: string } | null
      current_status: { id: number; name: string } | null
    }
  | { ok: false; id: number; cause: unknown }

/** The changes to case files the service makes: create, set a status, archive or unarchive. */
export function caseWrites(api: ApiClient) {
  const statusBody = (ids: number[], target: StatusChoice, observation?: string) => ({
    workflows: ids,
    new_status_group: target.group.id,
    new_status: target.status.id,
    ...(observation !== undefined ? { observation } : {}),
  })

  return {
    /**
     * Two steps (SC-CASE-1, SC-CASE-2): `POST forms/` makes the case file without a status, then
     * `forms/update-status/` gives it `target`. When the second fails, the case file exists without
     * its status: the result says so with its id, and the failure.
     */
    async create(
      body: CaseCreation,
      target: StatusChoice,
      observation?: string,
      signal?: AbortSignal,
    ): Promise<CaseCreationResult> {
      let id: number
      try {
        id = (await api.createCase(body, signal)).workflow_id
      } catch (error) {
        return explainNotFound(api, error, signal)
      }
      try {
        await api.setCaseStatus(statusBody([id], target, observation), signal)
      } catch (cause) {
        return { ok: false, id, cause }
      }
      try {
        const row = await api.getCase(id, signal)
        return {
          ok: true,
          id,
          identifier: row.identifier,
          status_group: row.status_group,
          current_status: row.current_status,
        }
      } catch {
        return {
          ok: true,
          id,
          identifier: null,
          status_group: target.group,
          current_status: target.status,
        }
      }
    },

    /** Sets the status of case files; the service's sentence is returned. */
    async setStatus(
      ids: number[],
      target: StatusChoice,
      observation?: string,
      signal?: AbortSignal,
    ): Promise<string> {
      try {
        return (await api.setCaseStatus(statusBody(ids, target, observation), signal)).response
      } catch (error) {
        return explainNotFound(api, error, signal)
      }
    },

    /** Gives case files to an expert; the service's sentence is returned. */
    async assign(ids: number[], expertId: number, signal?: AbortSignal): Promise<string> {
      try {
        return (await api.assignCases(ids, expertId, signal)).response
      } catch (error) {
        return explainNotFound(api, error, signal)
      }
    },

    /** Archives or unarchives case files; the service's sentence is returned. */
    async apply(ids: number[], action: CaseAction, signal?: AbortSignal): Promise<string> {
      try {
        return (await api.updateCases(ids, action, signal)).response
      } catch (error) {
        return explainNotFound(api, error, signal)
      }
    },
  }
}
