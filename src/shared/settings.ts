import { z } from 'zod'
import { isHttpUrl, trimTrailingSlash } from './urls'

export const LANGUAGES = ['es', 'en'] as const
export const THEMES = ['system', 'light', 'dark'] as const
export const PRESETS = ['demo', 'fandit', 'custom'] as const
/** The side navigation: `auto` shows icons only in narrow windows; the others are the user's choice. */
export const SIDEBAR_MODES = ['auto', 'expanded', 'collapsed'] as const

export const FANDIT_HOST = 'api.fandit.es'

export const HttpUrlSchema = z
  .string()
  .trim()
  .max(2048, 'La dirección es demasiado larga.')
  .refine(
    isHttpUrl,
    'Introduzca una dirección http:// o https:// completa, por ejemplo https://api.fandit.es.',
  )
  .transform(trimTrailingSlash)

/** A white-label brand is one DNS label: https://<brand>.api.fandit.es (G2). */
export const BrandSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    'La marca solo admite letras minúsculas, números y guiones, por ejemplo «miasesoria».',
  )

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
  .min(1, 'El prefijo no puede estar vacío.')
  .max(40, 'El prefijo admite como mucho 40 caracteres.')
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'El prefijo es una sola palabra, sin espacios.')

/** G1: the defaults come from the real service; advanced settings may override them. */
export const AuthPrefixesSchema = z.object({
  user: PrefixSchema.default('Token'),
  expert: PrefixSchema.default('ExpertToken'),
})

export const SettingsSchema = z.object({
  environment: EnvironmentSchema.default({ preset: 'demo' }),
  language: z.enum(LANGUAGES).default('es'),
  theme: z.enum(THEMES).default('system'),
  authPrefixes: AuthPrefixesSchema.default({ user: 'Token', expert: 'ExpertToken' }),
  /** «Permitir conexión sin cifrar» (Avanzado): plain http:// to a host other than this computer. */
  allowInsecureHttp: z.boolean().default(false),
  sidebar: z.enum(SIDEBAR_MODES).default('auto'),
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
  })
  .partial()
  .strict()
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>

export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({})

export interface Endpoints {
  baseUrl: string
  testBaseUrl: string
}

/** The two addresses of G2. `null` for the demo, whose address exists only once its sandbox runs. */
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
