import { z } from 'zod'
import { EnvironmentSchema } from './settings'

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

export const DemoAccountViewSchema = z.object({
  email: z.string(),
  password: z.string(),
  role: z.string(),
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
    .min(1, 'Escriba su correo electrónico.')
    .max(254, 'El correo es demasiado largo.'),
  password: z
    .string()
    .min(1, 'Escriba su contraseña.')
    .max(1024, 'La contraseña es demasiado larga.'),
  /** The environment chosen on the sign-in screen, saved before signing in. */
  environment: EnvironmentSchema.optional(),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

export const ReauthInputSchema = z.object({
  password: z.string().min(1, 'Escriba su contraseña.').max(1024),
})
