import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type SessionView } from '@shared/session'
import { endpointsOf, type Environment } from '@shared/settings'
import { userProfile } from '../../api/user-profile'
import { type CliContext } from '../cli-context'
import { readPassword } from '../password'
import { usageError } from '../usage-error'

function environmentDocument(environment: Environment) {
  const endpoints = endpointsOf(environment)
  return {
    preset: environment.preset,
    ...(environment.preset === 'fandit' ? { brand: environment.brand } : {}),
    baseUrl: endpoints?.baseUrl ?? null,
    testBaseUrl: endpoints?.testBaseUrl ?? null,
  }
}

/** What `login` and `whoami` print: the session view (never a token) and the environment. */
function sessionDocument(ctx: CliContext, view: SessionView) {
  if (ctx.envCredentials) {
    return {
      status: 'signed-in',
      source: 'env',
      user: null,
      expert: ctx.envCredentials.expertToken !== null,
      remembered: false,
      environment: environmentDocument(ctx.environment),
    }
  }
  return {
    status: view.status,
    source: 'session',
    user: view.user,
    expert: view.user?.expert ?? false,
    remembered: view.remembered,
    environment: environmentDocument(ctx.environment),
  }
}

/**
 * `login`: the session goes to the keychain; without one it says the session will not be
 * remembered and how to pass it to the next command. `--print-tokens`, and only then, prints the
 * tokens to pass as GRANTS_TOKEN and GRANTS_EXPERT_TOKEN (never in a log, an error or a file).
 */
export async function login(ctx: CliContext, email: string, printTokens = false): Promise<void> {
  if (ctx.envCredentialsIgnored) {
    ctx.output.warn(renderMessage('es', 'cli.warning.env_token_over_login'))
  }
  const password = await readPassword(ctx.io.stdin, ctx.io.stderr)
  const view = await ctx.session.login(email, password)
  ctx.saveEnvironment()
  if (!ctx.keychainAvailable)
    ctx.output.warn(renderMessage('es', 'cli.warning.keychain_unavailable'))
  const document = sessionDocument(ctx, view)
  const credentials = ctx.session.credentials()
  if (!printTokens || !credentials) {
    ctx.output.json(document)
    return
  }
  // Asked for: written as they are (`json` would scrub them).
  const tokens = {
    GRANTS_TOKEN: credentials.token,
    GRANTS_EXPERT_TOKEN: credentials.expertToken ?? '',
  }
  ctx.output.text(JSON.stringify({ ...document, tokens }, null, 2))
}

export async function logout(ctx: CliContext): Promise<void> {
  await ctx.session.logout()
  if (ctx.envCredentialsIgnored) {
    ctx.output.warn(renderMessage('es', 'cli.warning.env_token_after_logout'))
  }
  ctx.output.json({ status: 'signed-out', environment: environmentDocument(ctx.environment) })
}

export function whoami(ctx: CliContext): void {
  ctx.requireSignedIn()
  ctx.output.json(sessionDocument(ctx, ctx.session.view()))
}

export async function profile(ctx: CliContext, userId: number | null): Promise<void> {
  ctx.requireSignedIn()
  const id = userId ?? (ctx.envCredentials ? null : ctx.session.user()?.id)
  if (id === null || id === undefined) {
    throw usageError('cli.usage.user_id_needed', {}, 'profile')
  }
  // The detail form (SC-USER-1), or the signed-in user's when the service refuses it (SC-USER-2).
  ctx.output.json((await userProfile(ctx.api, id)).user)
}
