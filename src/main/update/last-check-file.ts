import { join } from 'node:path'
import { type LastCheck, LastCheckSchema } from '@shared/updates'
import { readJsonFile, writeJsonFile } from '../base/json-file'

const LAST_CHECK_FILE = 'update-check.json'

export interface LastCheckStore {
  read(): LastCheck | null
  write(check: LastCheck): void
}

/** The last update check, beside the settings, so «Acerca de» can tell it after a restart. */
export function lastCheckFile(userDataDir: string): LastCheckStore {
  const file = join(userDataDir, LAST_CHECK_FILE)
  return {
    read: () => readJsonFile(file, LastCheckSchema.nullable(), null).value,
    write: (check) => writeJsonFile(file, check),
  }
}
