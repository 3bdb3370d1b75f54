import { z } from 'zod'
import { EnvironmentSchema } from './settings'
import { keyed } from './validation'

/** What the renderer knows of the session: never a token. */
export const SessionViewSchema = z.object({
  status: z.enum(['signed-out', 'signed-in', 'expired']),
  email: z.string().nullable(),
  user: z
    .object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      username: z.string(),
      businessName: z.string(),
      expert: z.boolean(),
    })
    .nullable(),
  /** True when the tokens are in the OS keychain and survive a restart. */
  remembered: z.boolean(),
  keychainAvailable: z.boolean(),
})
export type SessionView = z.infer<typeof SessionViewSchema>

/** The parts the demo accounts play; the sign-in screen describes each in the UI language. */
export const DEMO_ACCOUNT_KEYS = [
  'adviser',
  'admin',
  'other-firm',
  'no-expert',
  'no-credits',
] as const
export type DemoAccountKey = (typeof DEMO_ACCOUNT_KEYS)[number]

const DemoAccountViewSchema = z.object({
  /** What the account is for, as a key: no Spanish description crosses from the demo service. */
  key: z.string(),
  email: z.string(),
  password: z.string(),
})
export type DemoAccountView = z.infer<typeof DemoAccountViewSchema>

export const EnvironmentStatusSchema = z.object({
  preset: z.enum(['demo', 'fandit', 'custom']),
  baseUrl: z.string().nullable(),
  testBaseUrl: z.string().nullable(),
  /** Demo mode only: the local service's accounts, shown on the sign-in screen. */
  demoAccounts: z.array(DemoAccountViewSchema).nullable(),
})
export type EnvironmentStatus = z.infer<typeof EnvironmentStatusSchema>

export const LoginInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, keyed('validation.email_required'))
    .max(254, keyed('validation.too_long', { max: 254 })),
  password: z
    .string()
    .min(1, keyed('validation.password_required'))
    .max(1024, keyed('validation.too_long', { max: 1024 })),
  /** The environment chosen on the sign-in screen, saved before signing in. */
  environment: EnvironmentSchema.optional(),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

export const ReauthInputSchema = z.object({
  password: z.string().min(1, keyed('validation.password_required')).max(1024),
})
