import { type AppError } from '@shared/errors'
import { type Credentials, type HttpConfig } from '../../api/http'
import { type ClientPageDecoder } from '../../api/client-page-decoder'
import { type ApiClient, createApiClient } from '../../api/operations'
import { type Logger, type Redactor } from '../../log/logger'
import { type OpenedSecretStore } from '../../session/secret-store'
import { createSessionService, type SessionService } from '../../session/session-service'
import { type EnvironmentService } from './environment'
import { type Emit } from '../../bridge/events'
import { type SettingsService } from '../settings-service'

/** What a connection to the service is: the API client, its session and whose data it reads. */
export interface Connection {
  api: ApiClient
  session: SessionService
  /**
   * The account everything stored belongs to (cached answers, replica, outbox, portfolio runs):
   * the environment and the signed-in user; kept while the session is only expired, null signed
   * out.
   */
  account: () => string | null
}

export interface ConnectionOptions {
  userDataDir: string
  environment: Pick<EnvironmentService, 'endpoints' | 'key'>
  settings: Pick<SettingsService, 'get'>
  secrets: OpenedSecretStore
  /** Tokens are registered with it as soon as the session holds them. */
  redactor: Redactor
  emit: Emit
  log: Logger
  /** Tokens given from outside (the command line's GRANTS_TOKEN), used instead of the session's. */
  credentials?: Credentials | null
  clientPages?: ClientPageDecoder
  timeoutMs?: number
  /** The wait before a request's next attempt; default a real one (backoff.ts). */
  retryWait?: HttpConfig['wait']
  fetch?: typeof fetch
  /** The transport's reports: reachability for the connectivity service, paid answers. */
  onNetworkFailure?: HttpConfig['onNetworkFailure']
  onReachable?: HttpConfig['onReachable']
  onPaidAnswer?: HttpConfig['onPaidAnswer']
  /** A paid call's 403 told apart with the balance (credits or token); without it, a plain refusal. */
  explainForbidden?: (error: AppError, api: ApiClient) => Promise<AppError>
}

/** The key the app and the command line store an account's data under. */
export function accountKey(environmentKey: string, userId: number): string {
  return `${environmentKey}#${userId}`
}

/**
 * The API client and the session wired to each other: the client reads the session's tokens and
 * a 401 expires the session; the session signs in through the client, under the environment's key.
 * Shared by the app, the command line and the tests, so that each wires them the same way.
 */
export function connectService(options: ConnectionOptions): Connection {
  const { log, environment, settings } = options
  const fixed = options.credentials ?? null
  const explain = options.explainForbidden
  const api: ApiClient = createApiClient({
    endpoints: () => environment.endpoints(),
    credentials: () => fixed ?? session.credentials(),
    prefixes: () => settings.get().authPrefixes,
    log,
    onUnauthorized: () => void session.expire(),
    ...(options.clientPages ? { clientPages: options.clientPages } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.retryWait ? { wait: options.retryWait } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.onNetworkFailure ? { onNetworkFailure: options.onNetworkFailure } : {}),
    ...(options.onReachable ? { onReachable: options.onReachable } : {}),
    ...(options.onPaidAnswer ? { onPaidAnswer: options.onPaidAnswer } : {}),
    ...(explain ? { explainForbidden: (error: AppError) => explain(error, api) } : {}),
  })
  const session = createSessionService({
    userDataDir: options.userDataDir,
    api,
    secrets: options.secrets,
    redactor: options.redactor,
    environmentKey: () => environment.key(),
    emit: options.emit,
    log,
  })
  return {
    api,
    session,
    account: () => {
      const user = session.user()
      return user && session.view().status !== 'signed-out'
        ? accountKey(environment.key(), user.id)
        : null
    },
  }
}
