import { type Language } from '@shared/settings'
import { type Platform } from '../base/platform-port'
import { type Handlers } from '../bridge/dispatch'
import { reportFiles } from '../services/reports/report-files'
import { createReportMailService } from '../services/reports/report-mail-service'
import { type ReportSettingsService } from '../services/reports/report-settings-service'
import { type ClientsReader } from '../storage/clients/clients-reader'

/**
 * The client reports' files once written: what `reports.clientGenerate` wrote is remembered, so
 * «Abrir», «Mostrar en la carpeta» and «Preparar correo» act on those files only.
 */
export function reportFileHandlers(deps: {
  generate: Handlers['reports.clientGenerate']
  account: () => string | null
  clientsReader: ClientsReader
  settings: ReportSettingsService
  platform: Platform
  userDataDir: string
  language: () => Language
}): Pick<
  Handlers,
  'reports.clientGenerate' | 'reports.open' | 'reports.reveal' | 'reports.emailDraft'
> {
  const files = reportFiles(deps)
  const mail = createReportMailService({
    ...deps,
    files,
    client: (account, id) => {
      const client = deps.clientsReader.get(account, id)
      return client ? { name: client.business_name, email: client.email } : null
    },
  })
  return {
    'reports.clientGenerate': async (input) => {
      const result = await deps.generate(input)
      files.wrote(result.paths)
      return result
    },
    'reports.open': ({ path }) => files.open(path),
    'reports.reveal': ({ path }) => files.reveal(path),
    'reports.emailDraft': (input) => mail.draft(input),
  }
}
