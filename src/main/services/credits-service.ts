import { balanceOf, type CreditBalance, type CreditsView } from '@shared/credits'
import { type AppError, appError, isAppFailure } from '@shared/errors'
import { formatDate } from '@shared/format'
import { type ApiClient } from '../api/operations'
import { type Logger } from '../log/logger'
import { type ConnectivityService } from './connectivity-service'
import { type Emit } from '../bridge/events'
import { isNetworkFailure } from './failures'
import { type SessionCache } from './session-cache'

/** What asking `users/usage-statistics/` told (SC-COST-5). */
export type CreditProbe =
  | { kind: 'balance'; balance: CreditBalance }
  /** The service does not offer it (404): it does not tell the balance. */
  | { kind: 'unavailable' }
  /** Refused (403): this free operation too, so the session or its token is what is refused. */
  | { kind: 'refused' }
  /** 401: the key itself is missing or invalid, so the session has ended (SC-AUTH-4). */
  | { kind: 'expired'; error: AppError }
  /** No answer that says anything (offline, a fault): the balance is not known. */
  | { kind: 'unknown' }

/** Asks the service for the balance; never throws. */
export async function probeCredits(api: ApiClient): Promise<CreditProbe> {
  try {
    return { kind: 'balance', balance: balanceOf(await api.usageStatistics()) }
  } catch (error) {
    if (!isAppFailure(error)) return { kind: 'unknown' }
    const { status } = error.appError
    if (status === 404) return { kind: 'unavailable' }
    if (status === 403) return { kind: 'refused' }
    if (status === 401) return { kind: 'expired', error: error.appError }
    return { kind: 'unknown' }
  }
}

/**
 * A paid call's 403, told apart with the balance, never with its body (SC-COST-6): the vendor
 * answers it alike, with no body, to an account without credits and to the wrong kind of token.
 * At 0 credits left it is credits; with credits left it is the session or the permission. When the
 * balance cannot be read, the user is told the refusal may be for lack of credits.
 */
export function explainForbidden(error: AppError, probe: CreditProbe): AppError {
  const extras = {
    status: 403,
    ...(error.serverMessage ? { serverMessage: error.serverMessage } : {}),
  }
  switch (probe.kind) {
    case 'balance': {
      const { balance } = probe
      if (balance.left <= 0) {
        return appError(
          'error.no_credits.no_credits_left',
          {
            monthly: balance.monthly,
            resetDate: balance.resetDate ?? '',
            resetOn: balance.resetDate ? formatDate(balance.resetDate) : '',
          },
          extras,
        )
      }
      return appError('error.forbidden.forbidden_with_credits', { left: balance.left }, extras)
    }
    case 'refused':
      return appError('error.forbidden.token_refused', {}, extras)
    case 'expired':
      return probe.error
    case 'unavailable':
    case 'unknown':
      return appError(
        'error.forbidden.credits_unknown',
        { detail: error.serverMessage ?? '' },
        extras,
      )
  }
}

const CREDITS_KEY = 'credits'

interface StoredBalance {
  balance: CreditBalance
}

/**
 * The account's credit balance (SC-COST-5), when the service offers `users/usage-statistics/`: read on
 * demand, again after every paid answer, and kept with the account's answers so the header shows
 * the last one offline. A service without it is asked once per account and run.
 */
export function createCreditsService(deps: {
  api: ApiClient
  cache: SessionCache
  account: () => string | null
  connectivity: ConnectivityService
  emit: Emit
  log: Logger
}) {
  const { api, emit, log } = deps
  const unavailable = new Set<string>()
  let running: Promise<CreditsView> | null = null
  let again = false

  const kept = (account: string): CreditsView => {
    const cache = deps.cache.scope()
    const stored = cache.account === account ? cache.get<StoredBalance>(CREDITS_KEY) : null
    if (!stored) return { available: false }
    return {
      available: true,
      balance: stored.value.balance,
      fetchedAt: stored.fetchedAt,
      source: 'cache',
    }
  }

  /** One request; what it says is stored, pushed to the screens and returned. */
  const read = async (account: string): Promise<CreditsView> => {
    const cache = deps.cache.scope()
    try {
      const balance = balanceOf(await api.usageStatistics())
      const fetchedAt = Date.now()
      cache.set(CREDITS_KEY, { balance } satisfies StoredBalance, fetchedAt)
      const view: CreditsView = { available: true, balance, fetchedAt, source: 'network' }
      if (deps.account() === account) emit('credits.changed', view)
      return view
    } catch (error) {
      if (isAppFailure(error) && error.appError.status === 404) {
        unavailable.add(account)
        log.info('El servicio no informa de los créditos (users/usage-statistics/): 404')
        if (deps.account() === account) emit('credits.changed', { available: false })
        return { available: false }
      }
      if (isNetworkFailure(error)) return kept(account)
      throw error
    }
  }

  /** Reads now, or joins the read under way; a read asked for meanwhile runs once after it. */
  const refresh = (account: string): Promise<CreditsView> => {
    if (running) {
      again = true
      return running
    }
    running = read(account).finally(() => {
      running = null
      if (again) {
        again = false
        const next = deps.account()
        if (next && !unavailable.has(next)) void refresh(next).catch(() => undefined)
      }
    })
    return running
  }

  return {
    /** The balance: from the service when online, else the last one kept. */
    async get(): Promise<CreditsView> {
      const account = deps.account()
      if (!account || unavailable.has(account)) return { available: false }
      if (!deps.connectivity.state().online) return kept(account)
      return refresh(account)
    },

    /** A paid call was answered: read the balance again, in the background. */
    afterPaidAnswer(): void {
      const account = deps.account()
      if (!account || unavailable.has(account)) return
      refresh(account).catch((error: unknown) =>
        log.info('No se pudo actualizar el saldo de créditos', error),
      )
    },

    /** A paid call's 403, told apart with a fresh balance (see `explainForbidden`). */
    async explain(error: AppError): Promise<AppError> {
      const account = deps.account()
      if (!account) return explainForbidden(error, { kind: 'unknown' })
      if (unavailable.has(account)) return explainForbidden(error, { kind: 'unavailable' })
      const cache = deps.cache.scope()
      const probe = await probeCredits(api)
      if (probe.kind === 'unavailable') unavailable.add(account)
      if (probe.kind === 'balance') {
        const fetchedAt = Date.now()
        cache.set(CREDITS_KEY, { balance: probe.balance } satisfies StoredBalance, fetchedAt)
        if (deps.account() === account) {
          emit('credits.changed', {
            available: true,
            balance: probe.balance,
            fetchedAt,
            source: 'network',
          })
        }
      }
      return explainForbidden(error, probe)
    },

    /** Resolves once no read is under way (tests, erase). */
    async idle(): Promise<void> {
      while (running) await running.catch(() => undefined)
    },
  }
}

export type CreditsService = ReturnType<typeof createCreditsService>
