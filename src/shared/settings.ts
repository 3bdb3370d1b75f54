import { z } from 'zod'
import { DEFAULT_BDNS_URL } from './bdns/bdns'
import { AddedHolidaySchema } from './cases/added-holiday'
import { DEFAULT_REMINDER_DAYS } from './cases/deadline-kinds'
import { CASE_SORT_FIELDS } from './cases/case-list-limits'
import { EXPORT_FORMATS } from './export-formats'
import { DEFAULT_AID_THRESHOLD } from './portfolio/portfolio-constants'
import { CONFIRM_ABOVE_REQUESTS } from './concession-costs'
import { isHttpUrl, trimTrailingSlash } from './urls'
import { keyed } from './validation'

export const LANGUAGES = ['es', 'en'] as const
export const THEMES = ['system', 'light', 'dark'] as const
export const PRESETS = ['demo', 'fandit', 'custom'] as const
/** The side navigation: `auto` shows icons only in narrow windows; the others are the user's choice. */
const SIDEBAR_MODES = ['auto', 'expanded', 'collapsed'] as const
/** The screens a sign-in opens: the last of them used (the clients list the first time). */
export const LANDING_SCREENS = [
  'profile',
  'clients',
  'concessions',
  'statuses',
  'simulator',
  'portfolio',
  'calls',
] as const
export type LandingScreen = (typeof LANDING_SCREENS)[number]

const FANDIT_HOST = 'api.fandit.es'

export const HttpUrlSchema = z
  .string()
  .trim()
  .max(2048, keyed('validation.too_long', { max: 2048 }))
  .refine(isHttpUrl, keyed('validation.url'))
  .transform(trimTrailingSlash)

/** A white-label brand is one DNS label: https://<brand>.api.fandit.es (SC-ADDR-2). */
export const BrandSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, keyed('validation.brand'))

export const EnvironmentSchema = z.discriminatedUnion('preset', [
  z.object({ preset: z.literal('demo') }),
  z.object({ preset: z.literal('fandit'), brand: BrandSchema.nullable().default(null) }),
  z.object({ preset: z.literal('custom'), baseUrl: HttpUrlSchema, testBaseUrl: HttpUrlSchema }),
])
export type Environment = z.infer<typeof EnvironmentSchema>
export type Preset = Environment['preset']

const PrefixSchema = z
  .string()
  .trim()
  .min(1, keyed('validation.prefix_empty'))
  .max(40, keyed('validation.too_long', { max: 40 }))
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, keyed('validation.prefix_word'))

/** SC-AUTH-1: the defaults come from the real service; advanced settings may override them. */
export const AuthPrefixesSchema = z.object({
  user: PrefixSchema.default('Token'),
  expert: PrefixSchema.default('ExpertToken'),
})

const PortfolioAskAboveSchema = z.number().int().min(0).max(10_000)
/**
 * A local holiday the advisor adds in «Ajustes»: of one municipality (the client's «Localidad»,
 * accents and case aside), or for every case file when none is named (the firm's own).
 */
const LocalHolidaySchema = AddedHolidaySchema.extend({
  municipality: z.string().trim().max(120).nullable().default(null),
})
export type LocalHoliday = z.infer<typeof LocalHolidaySchema>
const LocalHolidaysSchema = z.array(LocalHolidaySchema).max(500)
/** How many days ahead a deadline's reminder comes: «vence en 3 días» by default. */
const ReminderDaysSchema = z.number().int().min(0).max(60)

/**
 * The saved searches of «Convocatorias» re-run once a day at start, by name (those of the account
 * signed in; the cost asked first). None by default.
 */
const DailySearchesSchema = z.array(z.string().trim().min(1).max(80)).max(50)

const HiddenCaseColumnsSchema = z
  .array(z.enum(CASE_SORT_FIELDS).exclude(['identifier']))
  .max(CASE_SORT_FIELDS.length)

export const SettingsSchema = z.object({
  environment: EnvironmentSchema.default({ preset: 'demo' }),
  language: z.enum(LANGUAGES).default('es'),
  theme: z.enum(THEMES).default('system'),
  authPrefixes: AuthPrefixesSchema.default({ user: 'Token', expert: 'ExpertToken' }),
  /** «Permitir conexión sin cifrar» (Avanzado): plain http:// to a host other than this computer. */
  allowInsecureHttp: z.boolean().default(false),
  sidebar: z.enum(SIDEBAR_MODES).default('auto'),
  /** Where a sign-in lands: the work screen used last. */
  lastScreen: z.enum(LANDING_SCREENS).default('clients'),
  /**
   * «Encabezados de las exportaciones en español»: files keep Spanish headers and sheet names
   * whatever the UI language (for Spanish colleagues). Off: they follow the UI language.
   */
  exportHeadersSpanish: z.boolean().default(false),
  /** The format last chosen in «Exportar», offered first next time (the dossier is XLSX only). */
  exportFormat: z.enum(EXPORT_FORMATS).default('csv-excel'),
  /** «Ayudas recibidas»: the three-year total that marks a client (a warning, see portfolio.ts). */
  aidThreshold: z.number().min(0).max(1e12).default(DEFAULT_AID_THRESHOLD),
  /**
   * «No preguntar por menos de N consultas» («Cartera»): a run expected to take no more starts
   * without a question, and may take that many before asking (SC-COST-3, SC-COST-8).
   */
  portfolioAskAbove: PortfolioAskAboveSchema.default(CONFIRM_ABOVE_REQUESTS),
  /**
   * «Buscar actualizaciones automáticamente»: at start and every few hours (update-service.ts).
   * Off, the user still checks from the menu or «Acerca de».
   */
  checkForUpdates: z.boolean().default(true),
  /** Deadlines due within this many days are reminded and marked, with the overdue ones. */
  reminderDays: ReminderDaysSchema.default(DEFAULT_REMINDER_DAYS),
  localHolidays: LocalHolidaysSchema.default([]),
  /** The columns of «Expedientes» the advisor hid with «Columnas» (the identifier is never hidden). */
  hiddenCaseColumns: HiddenCaseColumnsSchema.default([]),
  dailySearches: DailySearchesSchema.default([]),
  /**
   * The official registry's address (BDNS, free and public): the official one by default; the demo
   * environment uses the demo service's own instead, whatever this says.
   */
  bdnsUrl: HttpUrlSchema.default(DEFAULT_BDNS_URL),
})
export type Settings = z.infer<typeof SettingsSchema>
export type Language = Settings['language']
export type Theme = Settings['theme']

export const SettingsPatchSchema = z
  .object({
    environment: EnvironmentSchema,
    language: z.enum(LANGUAGES),
    theme: z.enum(THEMES),
    authPrefixes: AuthPrefixesSchema,
    allowInsecureHttp: z.boolean(),
    sidebar: z.enum(SIDEBAR_MODES),
    lastScreen: z.enum(LANDING_SCREENS),
    exportHeadersSpanish: z.boolean(),
    exportFormat: z.enum(EXPORT_FORMATS),
    aidThreshold: z.number().min(0).max(1e12),
    portfolioAskAbove: PortfolioAskAboveSchema,
    checkForUpdates: z.boolean(),
    reminderDays: ReminderDaysSchema,
    localHolidays: LocalHolidaysSchema,
    hiddenCaseColumns: HiddenCaseColumnsSchema,
    dailySearches: DailySearchesSchema,
    bdnsUrl: HttpUrlSchema,
  })
  .partial()
  .strict()
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>

export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({})

/** The language exported files are written in: the UI's, unless Spanish headers are asked for. */
export function exportLanguage(
  settings: Pick<Settings, 'language' | 'exportHeadersSpanish'>,
): Language {
  return settings.exportHeadersSpanish ? 'es' : settings.language
}

export interface Endpoints {
  baseUrl: string
  testBaseUrl: string
}

/** The two addresses of SC-ADDR-1. `null` for the demo, whose address exists only once its demo service runs. */
export function endpointsOf(environment: Environment): Endpoints | null {
  switch (environment.preset) {
    case 'demo':
      return null
    case 'fandit': {
      const host = environment.brand ? `${environment.brand}.${FANDIT_HOST}` : FANDIT_HOST
      return { baseUrl: `https://${host}`, testBaseUrl: `https://${host}` }
    }
    case 'custom':
      return { baseUrl: environment.baseUrl, testBaseUrl: environment.testBaseUrl }
  }
}
