import { type BdnsCall } from '../wire/bdns-wire'

/** What the watch compares between two reads of a call (issue 36, point 5). */
export const WATCHED_FIELDS = ['opensOn', 'closesOn', 'openText', 'closeText', 'open'] as const
type WatchedField = (typeof WATCHED_FIELDS)[number] | 'document' | 'notice'

export interface CallChange {
  code: string
  field: WatchedField
  before: string | boolean | null
  after: string | boolean | null
}

/**
 * The call as read now, over what was known: a field the registry sends as null this time keeps
 * its last known value (dates and texts flip null↔value between reads, bdns.md §3), and documents
 * and notices seen before are kept even when an answer leaves them out.
 */
export function mergeCall(previous: BdnsCall | null, fresh: BdnsCall): BdnsCall {
  if (!previous) return fresh
  const keep = <K extends keyof BdnsCall>(field: K): BdnsCall[K] => fresh[field] ?? previous[field]
  const byId = <T extends { id: string }>(before: T[], now: T[]) => [
    ...now,
    ...before.filter((item) => !now.some((seen) => seen.id === item.id)),
  ]
  return {
    ...fresh,
    internalId: keep('internalId'),
    title: keep('title'),
    grantor: keep('grantor'),
    receivedOn: keep('receivedOn'),
    opensOn: keep('opensOn'),
    closesOn: keep('closesOn'),
    openText: keep('openText'),
    closeText: keep('closeText'),
    open: keep('open'),
    budget: keep('budget'),
    regulation: keep('regulation'),
    documents: byId(previous.documents, fresh.documents),
    notices: byId(previous.notices, fresh.notices),
  }
}

/**
 * What changed from `before` to `after` (both already merged): each watched field whose value
 * differs, and each document or notice not seen before, named by its title.
 */
export function callChanges(before: BdnsCall, after: BdnsCall): CallChange[] {
  const code = after.code
  const fields: CallChange[] = WATCHED_FIELDS.filter((field) => before[field] !== after[field]).map(
    (field) => ({ code, field, before: before[field], after: after[field] }),
  )
  const documents: CallChange[] = after.documents
    .filter((doc) => !before.documents.some((seen) => seen.id === doc.id))
    .map((doc) => ({
      code,
      field: 'document',
      before: null,
      after: doc.name ?? doc.fileName ?? doc.id,
    }))
  const notices: CallChange[] = after.notices
    .filter((notice) => !before.notices.some((seen) => seen.id === notice.id))
    .map((notice) => ({
      code,
      field: 'notice',
      before: null,
      after: notice.title ?? notice.cve ?? notice.url ?? notice.id,
    }))
  return [...fields, ...documents, ...notices]
}
