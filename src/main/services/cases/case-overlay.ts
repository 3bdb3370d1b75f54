import { type CaseFile } from '@shared/wire/case-file'
import {
  type CaseShown,
  type CasesStore,
  type StoredCase,
} from '../../storage/case-files/case-files-table'
import { type OutboxRecord, type OutboxStore } from '../../storage/outbox-table'

/** A status as an outbox entry of a case file holds it (`case_status`). */
export interface CaseStatusValue {
  group: { id: number; name: string }
  status: { id: number; name: string }
}

export const CASE_STATUS_FIELD = 'case_status'
export const CASE_ARCHIVED_FIELD = 'case_archived'
/** An expert the case file is given to (`{ id, name }`, SC-CASE-15). */
export const CASE_EXPERT_FIELD = 'case_expert'

/** A case file's status as the outbox compares it; null when it has none. */
export function statusOf(server: CaseFile): CaseStatusValue | null {
  return server.status_group && server.current_status
    ? { group: server.status_group, status: server.current_status }
    : null
}

/** The same status (by ids; names may differ between answers). */
export function sameStatus(a: unknown, b: unknown): boolean {
  const ids = (value: unknown) => {
    const v = value as Partial<CaseStatusValue> | null | undefined
    return v?.group && v.status ? `${v.group.id}/${v.status.id}` : null
  }
  return ids(a) === ids(b)
}

/** A status without the observation that travels with it (what a conflict compares and shows). */
export function statusPart(value: unknown): CaseStatusValue | null {
  const v = value as Partial<CaseStatusValue> | null | undefined
  return v?.group && v.status ? { group: v.group, status: v.status } : null
}

/** What is shown of a case file: its server copy with the changes still waiting laid over. */
function shownCase(
  server: CaseFile,
  serverActive: boolean,
  open: readonly OutboxRecord[],
): CaseShown {
  const shown: CaseShown = {
    statusGroup: server.status_group,
    status: server.current_status,
    active: serverActive,
  }
  for (const entry of open) {
    if (entry.status !== 'pending' && entry.status !== 'conflict') continue
    const status = statusPart(entry.patch[CASE_STATUS_FIELD])
    if (status) {
      shown.statusGroup = status.group
      shown.status = status.status
    }
    const archived = entry.patch[CASE_ARCHIVED_FIELD]
    if (typeof archived === 'boolean') shown.active = !archived
  }
  return shown
}

/** The replica's writes, each re-deriving what is shown from the outbox. */
export function createCaseReplica(deps: { store: CasesStore; outbox: OutboxStore }) {
  const { store, outbox } = deps
  const stored = (account: string, server: CaseFile, serverActive: boolean): StoredCase => ({
    server,
    serverActive,
    shown: shownCase(
      server,
      serverActive,
      outbox.openByCase(account, [server.id]).get(server.id) ?? [],
    ),
  })
  return {
    store,
    /** Stores a newer server copy; `serverActive` kept as held unless given. */
    put(account: string, server: CaseFile, serverActive?: boolean): void {
      const active = serverActive ?? store.get(account, server.id)?.serverActive ?? true
      store.put(account, stored(account, server, active))
    },
    /** The outbox of this case file changed: what is shown is worked out again. */
    refresh(account: string, id: number): void {
      const held = store.get(account, id)
      if (held) store.put(account, stored(account, held.server, held.serverActive))
    },
    replaceAll(account: string, rows: readonly { server: CaseFile; active: boolean }[]): void {
      const open = outbox.openByCase(account)
      store.replaceAll(
        account,
        rows.map(({ server, active }) => ({
          server,
          serverActive: active,
          shown: shownCase(server, active, open.get(server.id) ?? []),
        })),
      )
    },
  }
}

export type CaseReplica = ReturnType<typeof createCaseReplica>
