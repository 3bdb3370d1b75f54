import { join } from 'node:path'
import { appError, AppFailure } from '@shared/errors'
import { type Environment } from '@shared/settings'
import { type Credentials } from '../api/http'
import { type ApiClient } from '../api/operations'
import { DATABASE_FILE, openDatabase, type OpenedDatabase } from '../storage/database'
import { LOG_FOLDER, openLogFile } from '../log/log-file'
import { createLogger, teeSinks } from '../log/logger'
import { explainForbidden, probeCredits } from '../services/credits/credit-probe'
import {
  createEnvironmentService,
  startEmbeddedDemoService,
  type StartDemoService,
} from '../services/connection/environment'
import { accountKey, connectService } from '../services/connection/connection-wiring'
import { tightenPrivateFolder } from '../base/private-files'
import { type Emit } from '../bridge/events'
import { createSettingsService, type SettingsService } from '../services/settings-service'
import { MemorySecretStore, type OpenedSecretStore, openSecretStore } from '../session/secret-store'
import { type SessionService } from '../session/session-service'
import { type Invocation } from './args'
import { checkTransport, credentialsFromEnv, resolveEnvironment, variable } from './connection'
import { cliHome } from './home'
import { type CliRedactor, type Output, type OutStream } from './output'
import { type PasswordInput } from './password'
import { type CliServices, createCliServices } from './costly-services'
import { tokenAccountKey } from './token-account'
import { isHttpUrl, trimTrailingSlash } from '@shared/urls'
import { type BdnsFeature, createBdnsFeature } from '../services/bdns/bdns-feature'
import { usageError } from './usage-error'

/** keytar service of the CLI's sessions: signing in or out here never touches the app's. */
export const CLI_KEYCHAIN_SERVICE = 'grants-desk-cli'

export interface CliIo {
  stdin: PasswordInput
  stdout: OutStream
  stderr: OutStream
}

export interface CliContext {
  environment: Environment
  api: ApiClient
  session: SessionService
  keychainAvailable: boolean
  /** GRANTS_TOKEN/GRANTS_EXPERT_TOKEN: the credentials instead of the session (not for login/out). */
  envCredentials: Credentials | null
  /** GRANTS_TOKEN is set but this command (login, logout) works on the saved session. */
  envCredentialsIgnored: boolean
  output: Output
  io: CliIo
  /** Aborted by SIGINT/SIGTERM: a file being written is abandoned and its `.part` removed. */
  signal: AbortSignal
  /** Registers a file write, so that an interrupted command waits for its clean-up. */
  track<T>(writing: Promise<T>): Promise<T>
  /** Settles once every tracked write has ended (written, failed or cleaned up). */
  writesSettled(): Promise<void>
  /** `login` remembers the environment it used for the commands that follow. */
  saveEnvironment(): void
  /** Throws the Spanish «sign in first» failure unless there are credentials. */
  requireSignedIn(): void
  /**
   * The app's paid services (concessions, statuses, simulator, portfolio) with this account's
   * 24-hour cost cache and stored runs in the CLI's database (opened on first use). Sends nothing:
   * with GRANTS_TOKEN the account is a hash of the token (`tokenAccountKey`).
   */
  services(): Promise<CliServices>
  /**
   * The official registry (BDNS), free and with no sign-in: its address from `--bdns-url`, else
   * GRANTS_DESK_BDNS_URL, else the demo service's in demo mode, else the setting `bdnsUrl`; its
   * answers kept a day in the command line's database, under the session's account when there is
   * one (its «empresa única» groups too), else under the public key.
   */
  bdns(bdnsUrl: string | null): Promise<BdnsFeature & { baseUrl: string }>
  /** Paid requests the service answered during this command (the cost line of --yes). */
  paidRequests(): number
  /** «No preguntar por menos de N consultas»: the command line's setting (default 20). */
  askAbove(): number
  close(): Promise<void>
}

export interface ContextOptions {
  invocation: Invocation
  io: CliIo
  env: Record<string, string | undefined>
  output: Output
  redactor: CliRedactor
  /** SIGINT/SIGTERM; never aborts when not given. */
  signal?: AbortSignal
  /** Injected by tests; otherwise the OS keychain is probed. */
  openSecrets?: () => Promise<OpenedSecretStore>
  startDemoService?: StartDemoService
}

const emit: Emit = () => undefined

function notSignedIn(view: ReturnType<SessionService['view']>): AppFailure {
  if (view.status === 'expired' && view.email) {
    return new AppFailure(
      appError(
        view.keychainAvailable
          ? 'error.no_session.keychain_missing'
          : 'error.no_session.keychain_unavailable',
        { email: view.email },
      ),
    )
  }
  return new AppFailure(appError('error.no_session.cli_signed_out', {}))
}

/** The app's services composed for one command, without Electron and without the bridge. */
export async function createCliContext(options: ContextOptions): Promise<CliContext> {
  const { invocation, io, env, output, redactor } = options
  const name = invocation.command.name
  const managesSession = name === 'login' || name === 'logout'
  const allowInsecure = invocation.connection.allowInsecure ?? false
  const userDataDir = cliHome(env)
  // The same rotating log as the app's, under the CLI's home; stderr only with --verbose, as before.
  const logFile = openLogFile({ folder: join(userDataDir, LOG_FOLDER) })
  const log = createLogger({
    redactor,
    sink: invocation.verbose
      ? teeSinks((_level, line) => io.stderr.write(`${line}\n`), logFile.sink)
      : logFile.sink,
    minLevel: 'debug',
  })
  // Files an older version wrote with the default modes become private (0700 folder, 0600 files).
  const untouched = tightenPrivateFolder(userDataDir)
  if (untouched.length > 0) log.warn('No se pudieron hacer privados estos archivos', { untouched })
  const fromEnv = credentialsFromEnv(env)
  redactor.add(fromEnv?.token)
  redactor.add(fromEnv?.expertToken)
  const envCredentials = managesSession ? null : fromEnv

  const saved = createSettingsService({ userDataDir, emit, log })
  const environment = resolveEnvironment(invocation.connection, env, saved.get().environment)
  // Only these two send nothing: the rest are refused here, before any request.
  if (name !== 'logout' && name !== 'whoami') {
    try {
      checkTransport(environment, allowInsecure)
    } catch (error) {
      await logFile.close()
      throw error
    }
  }
  // The environment services read this one: the resolved environment and --allow-insecure, not
  // what was saved.
  const settings: SettingsService = {
    get: () => ({ ...saved.get(), environment, allowInsecureHttp: allowInsecure }),
    update: (patch) => saved.update(patch),
    onChange: (listener) => saved.onChange(listener),
  }
  const service = createEnvironmentService({
    settings,
    startDemoService: options.startDemoService ?? startEmbeddedDemoService,
    log,
    allowInsecureVia: 'flag',
  })
  const writes = new Set<Promise<unknown>>()
  let database: OpenedDatabase | null = null
  let services: Promise<CliServices> | null = null
  try {
    const secrets: OpenedSecretStore = envCredentials
      ? { store: new MemorySecretStore(), keychainAvailable: false, reason: 'GRANTS_TOKEN' }
      : await (options.openSecrets ?? (() => openSecretStore({ service: CLI_KEYCHAIN_SERVICE })))()
    if (!secrets.keychainAvailable) log.info('Llavero no disponible', { reason: secrets.reason })
    let paid = 0
    const { api, session } = connectService({
      userDataDir,
      environment: service,
      settings,
      secrets,
      redactor,
      emit,
      log,
      credentials: envCredentials,
      onPaidAnswer: () => {
        paid++
      },
      // A paid call's 403: credits or the token? The balance tells, when the service offers it.
      explainForbidden: async (error, client) =>
        explainForbidden(error, await probeCredits(client)),
    })
    if (!envCredentials && name !== 'login') await session.restore()

    return {
      environment,
      api,
      session,
      keychainAvailable: secrets.keychainAvailable,
      envCredentials,
      envCredentialsIgnored: managesSession && fromEnv !== null,
      output,
      io,
      signal: options.signal ?? new AbortController().signal,
      track(writing) {
        const settled = writing.then(
          () => undefined,
          () => undefined,
        )
        writes.add(settled)
        void settled.then(() => writes.delete(settled))
        return writing
      },
      async writesSettled() {
        await Promise.all([...writes])
      },
      saveEnvironment: () => saved.update({ environment }),
      requireSignedIn() {
        if (envCredentials || session.view().status === 'signed-in') return
        throw notSignedIn(session.view())
      },
      services() {
        services ??= Promise.resolve().then(() => {
          // A session's account is the app's (environment and user id); a script's, its token's.
          let account: string
          if (envCredentials) {
            account = tokenAccountKey(service.key(), envCredentials.token)
          } else {
            const user = session.user()
            if (!user) throw notSignedIn(session.view())
            account = accountKey(service.key(), user.id)
          }
          database ??= openDatabase(join(userDataDir, DATABASE_FILE), log)
          return createCliServices({
            db: database.db,
            storage: database.mode,
            api,
            account,
            threshold: () => settings.get().aidThreshold,
            settings: () => settings.get(),
            onProgress: ({ done, total }) => output.progress({ done, total }),
            ownOrigins: async () => [new URL((await service.endpoints()).baseUrl).origin],
            log,
          })
        })
        return services
      },
      async bdns(bdnsUrl) {
        const fromEnv = variable(env, 'GRANTS_DESK_BDNS_URL')
        if (bdnsUrl === null && fromEnv !== undefined && !isHttpUrl(fromEnv)) {
          throw usageError('cli.usage.bdns_url', { raw: fromEnv })
        }
        const baseUrl =
          bdnsUrl ?? (fromEnv ? trimTrailingSlash(fromEnv) : null) ?? (await service.bdnsUrl())
        database ??= openDatabase(join(userDataDir, DATABASE_FILE), log)
        const user = envCredentials ? null : session.user()
        const account = envCredentials
          ? tokenAccountKey(service.key(), envCredentials.token)
          : user
            ? accountKey(service.key(), user.id)
            : null
        const feature = createBdnsFeature({
          db: database.db,
          account: () => account,
          baseUrl: () => baseUrl,
          log,
          storage: database.mode,
        })
        return { ...feature, baseUrl }
      },
      paidRequests: () => paid,
      askAbove: () => settings.get().portfolioAskAbove,
      async close() {
        // A 401 deletes the session from the keychain: let that finish before the process ends.
        await session.settled()
        await service.close()
        database?.db.close()
        await logFile.close()
      },
    }
  } catch (error) {
    await service.close()
    await logFile.close()
    throw error
  }
}
