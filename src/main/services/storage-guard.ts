import { appError, AppFailure } from '@shared/errors'
import { type StorageMode } from '@shared/storage'

/**
 * An edit can wait in the outbox only in a database that keeps it. `cause`: the service is out of
 * reach, or earlier edits of the same client are still waiting (from the file, in read-only mode).
 */
export function assertCanQueue(mode: StorageMode, cause: 'offline' | 'earlier_edits'): void {
  if (mode === 'writable') return
  throw new AppFailure(appError('error.storage.outbox_unavailable', { mode, cause }))
}

/** Resolving or discarding changes outbox entries: not while they could not be kept. */
export function assertOutboxWritable(mode: StorageMode): void {
  if (mode === 'writable') return
  throw new AppFailure(appError('error.storage.outbox_read_only', { mode }))
}
