import { join } from 'node:path'
import {
  DEFAULT_SETTINGS,
  SettingsSchema,
  type Settings,
  type SettingsPatch,
} from '@shared/settings'
import { type Logger } from '../log/logger'
import { type Emit } from '../bridge/events'
import { readJsonFile, writeJsonFile } from '../base/json-file'

export const SETTINGS_FILE = 'settings.json'

export interface SettingsService {
  get(): Settings
  update(patch: SettingsPatch): Settings
  /** Called after every change, before the event goes out. Returns an unsubscribe function. */
  onChange(listener: (next: Settings, previous: Settings) => void): () => void
}

export function createSettingsService(options: {
  userDataDir: string
  emit: Emit
  log: Logger
}): SettingsService {
  const file = join(options.userDataDir, SETTINGS_FILE)
  const read = readJsonFile(file, SettingsSchema, DEFAULT_SETTINGS)
  if (read.status === 'corrupt') {
    options.log.warn('Ajustes ilegibles: se usan los valores por defecto', {
      movedTo: read.movedTo,
    })
  }
  let current: Settings = read.value
  const listeners = new Set<(next: Settings, previous: Settings) => void>()

  return {
    get: () => current,
    update(patch) {
      const previous = current
      const next = SettingsSchema.parse({ ...current, ...patch })
      writeJsonFile(file, next)
      current = next
      for (const listener of listeners) listener(next, previous)
      options.emit('settings.changed', next)
      return next
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
