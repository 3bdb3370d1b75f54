import { readFile } from 'node:fs/promises'
import {
  type About,
  type DiagnosticPreview,
  type DiagnosticSave,
  type LicenceNotice,
  LicenceNoticesFileSchema,
  type Versions,
} from '@shared/diagnostics'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Settings } from '@shared/settings'
import { exportFileName } from '../export/export-names'
import { type Platform } from '../base/platform-port'
import { type DatabaseStats } from './database-stats'
import { type DiagnosticEntry, entryBytes, writeDiagnosticZip } from './diagnostic-zip'
import { settingsWithoutSecrets } from './settings-view'

export interface DiagnosticsDeps {
  name: string
  versions: () => Versions
  settings: () => Settings
  database: () => DatabaseStats
  /** The log files, oldest first; empty when the app logs to stderr only. */
  logs: {
    folder: string
    list(): { name: string; path: string; bytes: number }[]
    flush(): Promise<void>
  } | null
  /** The signed-in account's clients and outbox: only when the user ticks «Incluir datos de clientes». */
  clientData: () => unknown
  /** The logger's redactor: every text made for the zip goes through it too. */
  redact: (text: string) => string
  platform: Platform
  /** The licence notices the build wrote (LICENCE_NOTICES_FILE); null where there is no build. */
  licencesFile: string | null
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** «Ayuda → Exportar diagnóstico…», «Abrir carpeta de registros» and «Acerca de». */
export function createDiagnosticsService(deps: DiagnosticsDeps) {
  const plan = (includeClients: boolean): DiagnosticEntry[] => {
    const text = (name: string, value: unknown) => ({ name, text: deps.redact(json(value)) })
    const entries: DiagnosticEntry[] = [
      text('versiones.json', deps.versions()),
      text('ajustes.json', settingsWithoutSecrets(deps.settings())),
      text('base-de-datos.json', deps.database()),
      ...(deps.logs?.list() ?? []).map((log) => ({
        name: `registros/${log.name}`,
        path: log.path,
        bytes: log.bytes,
      })),
    ]
    if (includeClients) entries.push(text('clientes.json', deps.clientData()))
    return entries
  }

  let licences: Promise<LicenceNotice[]> | null = null
  const readLicences = async (): Promise<LicenceNotice[]> => {
    if (!deps.licencesFile) return []
    try {
      return LicenceNoticesFileSchema.parse(JSON.parse(await readFile(deps.licencesFile, 'utf8')))
    } catch {
      return []
    }
  }

  return {
    preview({ includeClients }: { includeClients: boolean }): DiagnosticPreview {
      return {
        files: plan(includeClients).map((entry) => ({
          name: entry.name,
          bytes: entryBytes(entry),
        })),
      }
    },
    async save({ includeClients }: { includeClients: boolean }): Promise<DiagnosticSave> {
      const path = await deps.platform.chooseSaveFile({
        title: renderMessage(deps.settings().language, 'dialog.diagnostics.title'),
        defaultName: exportFileName('diagnostico-grants-desk', 'zip'),
        extension: 'zip',
      })
      if (!path) return { path: null }
      await deps.logs?.flush()
      await writeDiagnosticZip(plan(includeClients), path)
      return { path }
    },
    async openLogFolder(): Promise<{ opened: boolean }> {
      if (!deps.logs) return { opened: false }
      return { opened: await deps.platform.openFolder(deps.logs.folder) }
    },
    async about(): Promise<About> {
      licences ??= readLicences()
      return { name: deps.name, versions: deps.versions(), licences: await licences }
    },
  }
}

export type DiagnosticsService = ReturnType<typeof createDiagnosticsService>
