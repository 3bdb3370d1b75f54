import { type StartupNotice, startupNotice } from '@shared/storage'

/** What could be read of a file that cannot be migrated or written. */
export type Visible = 'all' | 'outbox' | 'none'

export function newerNotice(path: string, fileVersion: number, appVersion: number): StartupNotice {
  return startupNotice('database_newer', { path, fileVersion, appVersion })
}

export function notWritableNotice(
  path: string,
  facts: { fileVersion: number; appVersion: number; visible: Visible; pending: number },
): StartupNotice {
  const migrating = facts.fileVersion < facts.appVersion
  return startupNotice(migrating ? 'database_migration_failed' : 'database_not_writable', {
    path,
    ...facts,
  })
}

export function corruptNotice(movedTo: string, kept: number): StartupNotice {
  return startupNotice('database_corrupt', { movedTo, kept })
}

export function unavailableNotice(path: string, error: string): StartupNotice {
  return startupNotice('database_unavailable', { path, error })
}
