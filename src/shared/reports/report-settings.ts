import { z } from 'zod'
import { ClosingStatusesSchema } from './month-report'
import { STALE_DAYS_DEFAULT } from './report-sections'
import { type Language, LANGUAGES } from '../settings'
import { isHttpUrl } from '../urls'
import { keyed } from '../validation'

/** A logo larger than this is refused: it goes into every report and every e-mail's attachment. */
export const LOGO_MAX_BYTES = 1024 * 1024
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const

/** What the e-mail template can name, filled when a draft is made. */
export const MAIL_VALUES = ['client', 'firm', 'date', 'period'] as const
export type MailValue = (typeof MAIL_VALUES)[number]
/**
 * How a template names each value, in each language (`{cliente}`, `{client}`): a template is
 * filled whichever of the two it uses.
 */
export const MAIL_PLACEHOLDERS: Readonly<Record<Language, Readonly<Record<MailValue, string>>>> = {
  es: { client: 'cliente', firm: 'firma', date: 'fecha', period: 'periodo' },
  en: { client: 'client', firm: 'firm', date: 'date', period: 'period' },
}

const optionalText = (max: number) =>
  z.string().trim().max(max, keyed('validation.too_long', { max })).default('')

const MailTemplateSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, keyed('validation.mail_subject_empty'))
    .max(200, keyed('validation.too_long', { max: 200 })),
  body: z
    .string()
    .max(5000, keyed('validation.too_long', { max: 5000 }))
    .refine((body) => body.trim() !== '', keyed('validation.mail_body_empty')),
})
export type MailTemplate = z.infer<typeof MailTemplateSchema>

/** The advisor's own template in each language; null keeps the default text of that language. */
const MailTemplatesSchema = z.object({
  es: MailTemplateSchema.nullable().default(null),
  en: MailTemplateSchema.nullable().default(null),
})

/**
 * «Ajustes → Informes», kept per account in the local database: the firm's letterhead, when a
 * report's section counts as stale, the statuses that close a case file, and the e-mail that takes
 * a report to its client.
 */
export const ReportSettingsSchema = z.object({
  firmName: optionalText(120),
  address: optionalText(300),
  phone: optionalText(40),
  email: optionalText(254).refine(
    (email) => email === '' || z.email().safeParse(email).success,
    keyed('validation.email'),
  ),
  web: optionalText(2048).refine((web) => web === '' || isHttpUrl(web), keyed('validation.url')),
  staleDays: z.number().int().min(1).max(3650).default(STALE_DAYS_DEFAULT),
  /**
   * The statuses that close a case file, for «Cerrados en el mes»: the service's status groups do
   * not say which, so the advisor names them; none until then (kept rows without it read as none).
   */
  closingStatuses: ClosingStatusesSchema.default([]),
  templates: MailTemplatesSchema.default({ es: null, en: null }),
})
export type ReportSettings = z.infer<typeof ReportSettingsSchema>

export const DEFAULT_REPORT_SETTINGS: ReportSettings = ReportSettingsSchema.parse({})

/** The logo as shown in «Ajustes» (a data: address, which the renderer's CSP allows for images). */
const LogoViewSchema = z.object({
  type: z.enum(LOGO_TYPES),
  bytes: z.number().int().min(0),
  dataUrl: z.string().max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64),
})

/** What «Ajustes → Informes» shows: the settings, the logo, and the template each language uses. */
export const ReportSettingsViewSchema = z.object({
  settings: ReportSettingsSchema,
  logo: LogoViewSchema.nullable(),
  /** The text a draft takes in each language: the advisor's, or the default. */
  effectiveTemplates: z.record(z.enum(LANGUAGES), MailTemplateSchema),
  /** The app's own text in each language, which «Restablecer» puts back. */
  defaultTemplates: z.record(z.enum(LANGUAGES), MailTemplateSchema),
})
export type ReportSettingsView = z.infer<typeof ReportSettingsViewSchema>

export const PickLogoResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('picked'), view: ReportSettingsViewSchema }),
  z.object({ status: z.literal('cancelled') }),
])
export type PickLogoResult = z.infer<typeof PickLogoResultSchema>

const PLACEHOLDER_VALUES = new Map<string, MailValue>(
  LANGUAGES.flatMap((lang) =>
    MAIL_VALUES.map((value) => [MAIL_PLACEHOLDERS[lang][value], value] as const),
  ),
)

/**
 * The template's text with each placeholder of either language filled (`{cliente}` or
 * `{client}`…); any other brace is left as the advisor wrote it.
 */
export function fillTemplate(text: string, values: Readonly<Record<MailValue, string>>): string {
  return text.replace(/\{([a-z]+)\}/g, (whole, name: string) => {
    const value = PLACEHOLDER_VALUES.get(name)
    return value ? values[value] : whole
  })
}

/** A report file the app wrote in this session: the only ones it opens, shows or attaches. */
const ReportPathSchema = z.string().min(1).max(4096)
export const ReportFileInputSchema = z.object({ path: ReportPathSchema })

/** «Preparar correo»: the report just written, attached to a draft to its client. */
export const EmailDraftInputSchema = z.object({
  clientId: z.number().int().positive(),
  path: ReportPathSchema,
  /** The template's language: the report's; the UI's when not said. */
  language: z.enum(LANGUAGES).optional(),
})
export const EmailDraftSchema = z.object({
  /** The draft (.eml) written in the account's data, then opened in the mail program. */
  path: z.string(),
  opened: z.boolean(),
  /** The client's address the draft is to; null when the replica has none. */
  to: z.string().nullable(),
})
export type EmailDraft = z.infer<typeof EmailDraftSchema>
