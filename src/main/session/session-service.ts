import { join } from 'node:path'
import { z } from 'zod'
import { LoginUserSchema, type LoginUser } from '@shared/wire/user'
import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { type SessionView } from '@shared/session'
import { type Credentials } from '../api/http'
import { type ApiClient } from '../api/operations'
import { type Logger, type Redactor } from '../log/logger'
import { type Emit } from '../bridge/events'
import { readJsonFile, writeJsonFile } from '../base/json-file'
import { type OpenedSecretStore } from './secret-store'

export const SESSION_FILE = 'session.json'

/** What is remembered between runs, next to the settings. No token: those live in the keychain. */
const SavedSessionSchema = z.object({
  environmentKey: z.string(),
  email: z.string(),
  user: LoginUserSchema,
})
type SavedSession = z.infer<typeof SavedSessionSchema>

const StoredTokensSchema = z.object({
  token: z.string().min(1),
  expertToken: z.string().nullable(),
})

export interface SessionService {
  view(): SessionView
  /** Main-only: the tokens for the API client. Never crosses the bridge. */
  credentials(): Credentials | null
  user(): LoginUser | null
  login(email: string, password: string): Promise<SessionView>
  /** SC-AUTH-4: the password again, for the e-mail of the expired session. */
  reauth(password: string): Promise<SessionView>
  logout(): Promise<SessionView>
  /** Restores the session saved for the current environment, if its tokens are in the keychain. */
  restore(): Promise<SessionView>
  /**
   * A 401 on any call (SC-AUTH-4): the tokens are dropped and the keychain entry deleted, so the next start
   * asks for the password (with the e-mail ready). Resolves once the keychain has answered.
   */
  expire(): Promise<void>
  /** Resolves once every keychain call made so far has ended (the CLI waits for it before exiting). */
  settled(): Promise<void>
  /** The environment changed: the tokens belong to the old one. */
  forget(): void
  /** Called after every change of the session view. */
  onChange(listener: (view: SessionView) => void): () => void
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

function keychainAccount(environmentKey: string, email: string): string {
  return `${environmentKey}:${email.toLowerCase()}`
}

function displayName(user: LoginUser): string {
  const full = `${user.first_name} ${user.last_name}`.trim()
  return full || user.username || user.email
}

export function createSessionService(options: {
  userDataDir: string
  api: ApiClient
  secrets: OpenedSecretStore
  redactor: Redactor
  environmentKey: () => string
  emit: Emit
  log: Logger
}): SessionService {
  const { api, secrets, redactor, emit, log } = options
  const file = join(options.userDataDir, SESSION_FILE)
  let status: SessionView['status'] = 'signed-out'
  let email: string | null = null
  let user: LoginUser | null = null
  let tokens: Credentials | null = null
  // Whether the account has expert access; kept while expired so the screens keep their shape.
  let hasExpert = false

  const view = (): SessionView => ({
    status,
    email,
    user: user
      ? {
          id: user.id,
          name: displayName(user),
          email: user.email,
          username: user.username,
          businessName: user.business_name,
          expert: hasExpert,
        }
      : null,
    remembered: secrets.keychainAvailable && status !== 'signed-out',
    keychainAvailable: secrets.keychainAvailable,
  })

  const setTokens = (next: Credentials | null) => {
    redactor.remove(tokens?.token)
    redactor.remove(tokens?.expertToken)
    tokens = next
    redactor.add(next?.token)
    redactor.add(next?.expertToken)
  }

  // Keychain calls run one after the other: an expiry's deletion must never land after the next
  // sign-in's write and remove the new tokens.
  let keychain: Promise<unknown> = Promise.resolve()
  const inKeychain = <T>(work: () => Promise<T>): Promise<T> => {
    const next = keychain.then(work, work)
    keychain = next.catch(() => undefined)
    return next
  }

  const listeners = new Set<(view: SessionView) => void>()
  const changed = (): SessionView => {
    const current = view()
    emit('session.changed', current)
    for (const listener of listeners) listener(current)
    return current
  }

  const signIn = async (address: string, password: string): Promise<SessionView> => {
    let answer
    try {
      answer = await api.login({ email: address, password })
    } catch (error) {
      // The service answers bad credentials with 400 (demo service) or 401; both mean the same here.
      if (isAppFailure(error) && ['validation', 'unauthorized'].includes(error.appError.code)) {
        const { status, serverMessage } = error.appError
        throw new AppFailure(
          appError(
            'error.validation.wrong_credentials',
            {},
            {
              ...(status !== undefined ? { status } : {}),
              ...(serverMessage ? { serverMessage } : {}),
            },
          ),
        )
      }
      throw error
    }
    setTokens({ token: answer.token, expertToken: answer.ExpertToken })
    status = 'signed-in'
    email = answer.user.email || address
    user = answer.user
    hasExpert = answer.ExpertToken !== null
    const environmentKey = options.environmentKey()
    try {
      const account = keychainAccount(environmentKey, email)
      const secret = JSON.stringify({ token: answer.token, expertToken: answer.ExpertToken })
      await inKeychain(() => secrets.store.set(account, secret))
    } catch (error) {
      log.warn('No se pudo guardar la sesión en el llavero', error)
    }
    const saved: SavedSession = { environmentKey, email, user: answer.user }
    writeJsonFile(file, saved)
    log.info(`Sesión iniciada (${environmentKey})`)
    return changed()
  }

  return {
    view,
    credentials: () => (status === 'signed-in' ? tokens : null),
    user: () => user,
    login: (address, password) => signIn(address.trim(), password),

    async reauth(password) {
      if (!email) {
        throw new AppFailure(appError('error.no_session.nothing_to_renew', {}))
      }
      return signIn(email, password)
    },

    async logout() {
      if (email) {
        const account = keychainAccount(options.environmentKey(), email)
        try {
          await inKeychain(() => secrets.store.delete(account))
        } catch (error) {
          log.warn('No se pudo borrar la sesión del llavero', error)
        }
      }
      setTokens(null)
      status = 'signed-out'
      user = null
      email = null
      hasExpert = false
      writeJsonFile(file, null)
      return changed()
    },

    async restore() {
      const saved = readJsonFile(file, SavedSessionSchema.nullable(), null).value
      if (!saved || saved.environmentKey !== options.environmentKey()) return view()
      let stored: string | null = null
      try {
        const account = keychainAccount(saved.environmentKey, saved.email)
        stored = await inKeychain(() => secrets.store.get(account))
      } catch (error) {
        log.warn('No se pudo leer la sesión del llavero', error)
      }
      const parsed = stored ? StoredTokensSchema.safeParse(parseJson(stored)) : null
      email = saved.email
      user = saved.user
      if (parsed?.success) {
        setTokens(parsed.data)
        hasExpert = parsed.data.expertToken !== null
        status = 'signed-in'
      } else {
        // Known user, no tokens (no keychain, or deleted): ask for the password with the e-mail ready.
        status = 'expired'
      }
      return changed()
    },

    expire() {
      if (status !== 'signed-in') return Promise.resolve()
      setTokens(null)
      status = 'expired'
      log.info('Sesión caducada (401): se borra del llavero')
      emit('session.expired', { email: email ?? '' })
      changed()
      if (!email) return Promise.resolve()
      const account = keychainAccount(options.environmentKey(), email)
      return inKeychain(() => secrets.store.delete(account)).then(
        () => undefined,
        (error: unknown) => log.warn('No se pudo borrar del llavero la sesión caducada', error),
      )
    },

    settled: () => keychain.then(() => undefined),

    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    forget() {
      if (status === 'signed-out') return
      setTokens(null)
      status = 'signed-out'
      user = null
      email = null
      hasExpert = false
      changed()
    },
  }
}
