import { z } from 'zod'
import {
  hasMessage,
  type Lang,
  type MessageParams,
  renderMessage,
} from './messages/catalogue-lookup'

/**
 * How the local database was opened. `writable`: the file, as usual. `read-only`: the file could
 * not be brought up to date, so the app works on a copy in memory and keeps the file as it was.
 * `memory`: nothing of the file can be used (newer than the app, or unavailable); an empty store
 * in memory that is gone when the app closes.
 */
const STORAGE_MODES = ['writable', 'read-only', 'memory'] as const
export const StorageModeSchema = z.enum(STORAGE_MODES)
export type StorageMode = z.infer<typeof StorageModeSchema>

/** Something the user must hear once at start-up, translatable by its reason and parameters. */
export const StartupNoticeSchema = z.object({
  /** e.g. `database_newer`, `database_migration_failed`, `database_corrupt`. */
  reason: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Spanish, ending with what to do next. */
  message: z.string(),
})
export type StartupNotice = z.infer<typeof StartupNoticeSchema>

export type NoticeReason =
  | 'database_newer'
  | 'database_migration_failed'
  | 'database_not_writable'
  | 'database_corrupt'
  | 'database_unavailable'

/** A notice whose Spanish message is the catalogue's sentence `notice.<reason>`. */
export function startupNotice(reason: NoticeReason, params: MessageParams): StartupNotice {
  return { reason, params: { ...params }, message: renderMessage('es', `notice.${reason}`, params) }
}

/** A notice in `lang`; one whose reason the catalogue does not know keeps main's words. */
export function describeNotice(notice: StartupNotice, lang: Lang): string {
  const key = `notice.${notice.reason}`
  return hasMessage(key) ? renderMessage(lang, key, notice.params) : notice.message
}

/** What this computer keeps of the signed-in account: said before signing out or erasing it. */
export const LocalDataSchema = z.object({
  /** Cached answers: concessions, simulator runs, statuses, profile, catalogue. */
  cachedAnswers: z.number().int(),
  /** Clients in the local copy. */
  clients: z.number().int(),
  /** Edits not yet accepted by the service (pending, in conflict or refused). */
  unsentEdits: z.number().int(),
})
export type LocalData = z.infer<typeof LocalDataSchema>
