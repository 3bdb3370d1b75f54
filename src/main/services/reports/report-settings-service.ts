import type Database from 'better-sqlite3'
import { appError, AppFailure } from '@shared/errors'
import { type Lang, renderMessage } from '@shared/messages/catalogue-lookup'
import { type Letterhead } from '@shared/reports/client-report'
import {
  MAIL_PLACEHOLDERS,
  MAIL_VALUES,
  type MailTemplate,
  type MailValue,
  type PickLogoResult,
  type ReportSettings,
  type ReportSettingsView,
} from '@shared/reports/report-settings'
import { LANGUAGES, type Language } from '@shared/settings'
import { type StorageMode } from '@shared/storage'
import { type Platform } from '../../base/platform-port'
import { ReportSettingsTable, type StoredLogo } from '../../storage/report-settings-table'
import { requireAccount } from '../signed-in'
import { readLogo } from './logo-file'

/**
 * The e-mail that takes a report to its client, as the app writes it in `lang`: the catalogue's
 * sentences with the placeholders of that language (`{cliente}`, `{client}`…) left in.
 */
export function defaultTemplate(lang: Lang): MailTemplate {
  const tokens = Object.fromEntries(
    MAIL_VALUES.map((value) => [value, `{${MAIL_PLACEHOLDERS[lang][value]}}`]),
  ) as Record<MailValue, string>
  return {
    subject: renderMessage(lang, 'reportMail.subject', tokens),
    body: renderMessage(lang, 'reportMail.body', tokens),
  }
}

const byLanguage = (of: (lang: Lang) => MailTemplate) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, of(lang)])) as Record<Language, MailTemplate>

const dataUrlOf = (logo: StoredLogo) => `data:${logo.type};base64,${logo.data.toString('base64')}`

/**
 * «Ajustes → Informes» of the signed-in account: read and saved in the local database, the logo
 * picked in the system's dialog and copied in. Signed out, nothing is read or written.
 */
export function createReportSettingsService(deps: {
  db: Database.Database
  account: () => string | null
  platform: Platform
  language: () => Language
  storage: StorageMode
  now?: () => number
}) {
  const table = new ReportSettingsTable(deps.db)
  const now = deps.now ?? Date.now
  const writable = (): string => {
    const account = requireAccount(deps.account())
    if (deps.storage === 'writable') return account
    throw new AppFailure(
      appError('error.storage.report_settings_read_only', { mode: deps.storage }),
    )
  }
  const kept = () => table.get(requireAccount(deps.account()))
  const template = (settings: ReportSettings, lang: Lang) =>
    settings.templates[lang] ?? defaultTemplate(lang)

  const view = (): ReportSettingsView => {
    const { settings, logo } = kept()
    return {
      settings,
      logo: logo ? { type: logo.type, bytes: logo.data.length, dataUrl: dataUrlOf(logo) } : null,
      effectiveTemplates: byLanguage((lang) => template(settings, lang)),
      defaultTemplates: byLanguage(defaultTemplate),
    }
  }

  return {
    get: view,

    save(settings: ReportSettings): ReportSettingsView {
      table.save(writable(), settings, now())
      return view()
    },

    async pickLogo(): Promise<PickLogoResult> {
      writable()
      const lang = deps.language()
      const path = await deps.platform.chooseOpenFile({
        title: renderMessage(lang, 'dialog.logo.title'),
        typeName: renderMessage(lang, 'dialog.file_type.image'),
        extensions: ['png', 'jpg', 'jpeg'],
      })
      if (path === null) return { status: 'cancelled' }
      const logo = await readLogo(path)
      // The account signed in when the dialog closed: the one the logo was picked for.
      table.logo(writable(), logo, now())
      return { status: 'picked', view: view() }
    },

    removeLogo(): ReportSettingsView {
      table.logo(writable(), null, now())
      return view()
    },

    /** The settings a report and its e-mail use now. */
    current: (): ReportSettings => kept().settings,

    /** The template a draft in `lang` takes: the advisor's, or the default. */
    template: (lang: Lang): MailTemplate => template(kept().settings, lang),

    /**
     * The firm's letterhead for a report's writers (creport's port): the name, the logo's bytes,
     * and the contact lines that are filled; none when «Ajustes → Informes» holds neither.
     */
    letterhead(account: string): Letterhead | null {
      const { settings, logo } = table.get(account)
      const contact = [settings.address, settings.phone, settings.email, settings.web].filter(
        (line) => line !== '',
      )
      if (settings.firmName === '' && !logo && contact.length === 0) return null
      return {
        firmName: settings.firmName,
        logo: logo
          ? { type: logo.type === 'image/png' ? 'png' : 'jpeg', data: new Uint8Array(logo.data) }
          : null,
        contact,
      }
    },
  }
}

export type ReportSettingsService = ReturnType<typeof createReportSettingsService>
