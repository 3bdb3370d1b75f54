import { z } from 'zod'

/**
 * How the local database was opened. `writable`: the file, as usual. `read-only`: the file could
 * not be brought up to date, so the app works on a copy in memory and keeps the file as it was.
 * `memory`: nothing of the file can be used (newer than the app, or unavailable); an empty store
 * in memory that is gone when the app closes.
 */
export const STORAGE_MODES = ['writable', 'read-only', 'memory'] as const
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
