import { createHash } from 'node:crypto'
import { readdir, rm, stat } from 'node:fs/promises'
import { join, parse } from 'node:path'
import { type z } from 'zod'
import { formatDate, madridToday } from '@shared/format'
import { deMinimisWindow } from '@shared/portfolio/portfolio-aid'
import {
  type EmailDraft,
  type EmailDraftInputSchema,
  fillTemplate,
} from '@shared/reports/report-settings'
import { type Language } from '@shared/settings'
import { writeAtomically } from '../../base/atomic-file'
import { type Platform } from '../../base/platform-port'
import { ensurePrivateFolder } from '../../base/private-files'
import { requireAccount } from '../signed-in'
import { headerAddress, reportEml } from './report-eml'
import { type ReportFiles } from './report-files'
import { type ReportSettingsService } from './report-settings-service'

/** Drafts older than this are removed when the next one is written: the mail program has read them. */
const DRAFT_KEPT_MS = 24 * 3_600_000

/** The folder of an account's e-mail drafts under the app's data, named by a hash of the account. */
export function draftsFolder(userDataDir: string, account: string): string {
  const name = createHash('sha256').update(account).digest('hex').slice(0, 16)
  return join(userDataDir, 'Borradores', name)
}

async function pruneDrafts(folder: string, now: number): Promise<void> {
  for (const name of await readdir(folder).catch(() => [])) {
    const path = join(folder, name)
    const info = await stat(path).catch(() => null)
    if (info?.isFile() && now - info.mtimeMs > DRAFT_KEPT_MS) await rm(path, { force: true })
  }
}

/**
 * «Preparar correo»: the client's report just written, attached to an e-mail draft (.eml, since a
 * `mailto:` link cannot attach) to the client's address as the replica has it, its subject and
 * text from the template of «Ajustes → Informes»; written in the account's data and opened in the
 * mail program.
 */
export function createReportMailService(deps: {
  account: () => string | null
  client: (account: string, id: number) => { name: string; email: string | null } | null
  settings: ReportSettingsService
  files: ReportFiles
  platform: Platform
  userDataDir: string
  language: () => Language
  now?: () => number
}) {
  const now = deps.now ?? Date.now
  return {
    async draft(input: z.output<typeof EmailDraftInputSchema>): Promise<EmailDraft> {
      const account = requireAccount(deps.account())
      const attachment = await deps.files.attachment(input.path)
      const client = deps.client(account, input.clientId)
      const lang = input.language ?? deps.language()
      const at = now()
      const period = deMinimisWindow(at)
      const values = {
        client: client?.name ?? '',
        firm: deps.settings.current().firmName,
        date: formatDate(madridToday(at), lang),
        period: `${formatDate(period.from, lang)} – ${formatDate(period.to, lang)}`,
      }
      const template = deps.settings.template(lang)
      const to = headerAddress(client?.email ?? null)
      const message = reportEml({
        to,
        subject: fillTemplate(template.subject, values),
        body: fillTemplate(template.body, values),
        attachment,
        date: new Date(at),
      })
      const folder = draftsFolder(deps.userDataDir, account)
      ensurePrivateFolder(folder)
      await pruneDrafts(folder, at)
      const path = join(folder, `${parse(attachment.name).name}.eml`)
      await writeAtomically(path, (sink) => sink.write(message))
      return { path, opened: await deps.platform.openFile(path), to }
    },
  }
}
