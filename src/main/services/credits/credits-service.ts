import { balanceOf, type CreditBalance, type CreditsView } from '@shared/credits'
import { type AppError, isAppFailure } from '@shared/errors'
import { type ApiClient } from '../../api/operations'
import { type Logger } from '../../log/logger'
import { type ConnectivityService } from '../connection/connectivity-service'
import { explainForbidden, probeCredits } from './credit-probe'
import { type Emit } from '../../bridge/events'
import { isNetworkFailure } from '../failures'
import { type SessionCache } from '../session-cache'

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

    /** The last balance kept for the signed-in account, without asking (null when none). */
    keptBalance(): CreditBalance | null {
      const account = deps.account()
      if (!account || unavailable.has(account)) return null
      const view = kept(account)
      return view.available ? view.balance : null
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
