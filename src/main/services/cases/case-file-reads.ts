import {
  type CaseCounts,
  type CaseDetail,
  type CaseFormOptions,
  type CaseGrant,
  type CasePage,
  type CaseQuery,
  CaseQuerySchema,
  type CaseRefusal,
  type CaseRow,
  type CaseStatusOptions,
} from '@shared/cases/cases'
import {
  type CaseTemplateRef,
  initialStatus,
  statusesForAll,
} from '@shared/cases/case-status-rules'
import { type CaseFile } from '@shared/wire/case-file'
import { type StatusGroup } from '@shared/wire/status-group'
import { appError, AppFailure } from '@shared/errors'
import { type CaseReplica } from './case-overlay'
import { type CaseFormOptions as FormOptionsStore } from './case-form-options'
import { type CasesSync } from './cases-sync'

export interface CaseReadDeps {
  replica: CaseReplica
  sync: CasesSync
  formOptions: FormOptionsStore
  account: () => string | null
  /** The signed-in user (its id and e-mail), for «Solo los míos». */
  user: () => { id: number; email: string } | null
  /** The status catalogue (cached for offline use). */
  catalogue: () => Promise<readonly StatusGroup[]>
  /** The grant a case file was opened for here (SC-CASE-10). */
  grantOf: (account: string, caseId: number) => CaseGrant | null
  /** The template a case file was created with here (SC-CASE-11). */
  templateOf: (account: string, caseId: number) => CaseTemplateRef
  /** The last status the service refused for a case file, still waiting (SC-CASE-12). */
  refusalOf: (account: string, caseId: number) => CaseRefusal | null
  /** Whether «Desarchivar» is offered: not once this service refused it (SC-CASE-13). */
  unarchiveOffered: (account: string) => boolean
  /** The advisor's expert id as `experts/current/` named it, or null (SC-CASE-6). */
  expertIdOf: (account: string) => number | null
}

export function requireAccount(account: string | null): string {
  if (account) return account
  throw new AppFailure(appError('error.no_session.signed_out', {}))
}

/** A row as exported: the server copy with the status and facts shown, and whether it is archived. */
export type CaseExportRow = CaseFile & { archived: boolean }

/** The case-files screen's reads: all from the replica, online or offline; never a request. */
export function createCaseFileReads(deps: CaseReadDeps) {
  const { replica, sync, formOptions } = deps
  const store = replica.store
  // `experts/current/`'s id, else the available expert with the session's e-mail (SC-CASE-6).
  const me = (account: string) => deps.expertIdOf(account) ?? formOptions.me(account, deps.user())

  return {
    me: () => {
      const account = deps.account()
      return account ? me(account) : null
    },

    query(input: CaseQuery): CasePage {
      const query = CaseQuerySchema.parse(input)
      const account = requireAccount(deps.account())
      const { rows, total } = store.query(account, query, me(account))
      // The same words and filters among the archived ones: «1 archivado coincide — Ver».
      const searched = !query.archived && query.text.trim() !== ''
      return {
        availability: sync.availability(account),
        rows,
        total,
        syncedAt: sync.syncedAt(account),
        syncing: sync.syncing(),
        unarchive: deps.unarchiveOffered(account),
        archivedMatches: searched
          ? store.total(account, { ...query, archived: true }, me(account))
          : null,
      }
    },

    /** Every row a query selects, not one window: for exports. */
    exportRows(input: CaseQuery): CaseExportRow[] {
      const query = CaseQuerySchema.parse(input)
      const account = deps.account()
      if (!account) return []
      const { rows } = store.query(account, query, me(account), {
        offset: 0,
        limit: Number.MAX_SAFE_INTEGER,
      })
      return withCopies(account, rows)
    },

    /** A client's case files (the dossier's «Expedientes» sheet). */
    clientRows(clientId: number): CaseExportRow[] {
      const account = deps.account()
      return account ? withCopies(account, store.byClient(account, clientId)) : []
    },

    get(id: number): CaseDetail {
      const account = requireAccount(deps.account())
      const held = store.get(account, id)
      const row = store.row(account, id)
      if (!held || !row) throw new AppFailure(appError('error.not_found.case_file', { id }))
      return {
        caseFile: {
          ...held.server,
          status_group: held.shown.statusGroup,
          current_status: held.shown.status,
        },
        archived: !held.shown.active,
        pending: row.pending,
        syncedAt: sync.syncedAt(account),
        grant: deps.grantOf(account, id),
        refused: deps.refusalOf(account, id),
        unarchive: deps.unarchiveOffered(account),
      }
    },

    /** The statuses offered for every one of `ids`, by the templates they were created with. */
    async statusOptions(ids: readonly number[]): Promise<CaseStatusOptions> {
      const account = requireAccount(deps.account())
      const templates = ids.map((id) => deps.templateOf(account, id))
      return { catalogue: statusesForAll(await deps.catalogue(), templates) }
    },

    async options(): Promise<CaseFormOptions> {
      const account = requireAccount(deps.account())
      const availability = sync.availability(account)
      const catalogue = availability === 'no' ? [] : await deps.catalogue()
      // Opened before the sync's end brought them: asked now, the form works without them offline.
      if (availability !== 'no' && formOptions.experts(account).length === 0) {
        await formOptions.refresh(account, () => deps.account() === account).catch(() => undefined)
      }
      const initial = initialStatus(catalogue)
      return {
        availability,
        catalogue: [...catalogue],
        initial: initial && { group: initial.group, status: initial.status },
        templates: availability === 'no' ? [] : formOptions.templates(account),
        experts:
          availability === 'no'
            ? []
            : formOptions.experts(account).map(({ id, name }) => ({ id, name })),
        me: me(account),
      }
    },

    /** Counted with the filter `query` applies for the same «Solo los míos». */
    counts(mine: boolean): CaseCounts {
      const account = requireAccount(deps.account())
      return {
        availability: sync.availability(account),
        ...store.counts(account, mine, me(account)),
        mine,
        syncedAt: sync.syncedAt(account),
      }
    },
  }

  function withCopies(account: string, rows: readonly CaseRow[]): CaseExportRow[] {
    const copies = store.serverCopies(
      account,
      rows.map((r) => r.id),
    )
    return rows.flatMap((row) => {
      const server = copies.get(row.id)
      if (!server) return []
      return [
        {
          ...server,
          status_group: row.statusGroup,
          current_status: row.status,
          // The facts as the list shows them: kept here over the service's (SC-CASE-16/17).
          requested_amount: row.requestedAmount,
          awarded_amount: row.awardedAmount,
          presentation_date: row.presentationDate,
          concession_date: row.concessionDate,
          archived: row.archived,
        },
      ]
    })
  }
}

export type CaseFileReads = ReturnType<typeof createCaseFileReads>
