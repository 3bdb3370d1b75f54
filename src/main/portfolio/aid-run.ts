import { type AidRun, type PortfolioRunInputSchema } from '@shared/portfolio/portfolio'
import { DEFAULT_AID_YEARS } from '@shared/portfolio/portfolio-constants'
import { crossCheck } from '@shared/bdns/aid-cross-check'
import {
  type AidRow,
  deMinimisWindow,
  lastYears,
  summariseAid,
} from '@shared/portfolio/portfolio-aid'
import { normalizeTaxId } from '@shared/tax-id'
import { type z } from 'zod'
import { type RunDeps } from './portfolio-deps'
import { aidWork, checkConfirmed, planOf } from './portfolio-work'
import { ensureSameAccount, type RunWalker } from './run-walker'

type RunInput = z.output<typeof PortfolioRunInputSchema>

/** The aid each client in scope received (by NIF, over the years asked), against the threshold. */
export async function runAid(
  deps: RunDeps,
  walker: RunWalker,
  input: RunInput,
  account: string,
): Promise<AidRun> {
  const { clients, withoutNif, work } = aidWork(deps, input.scope.filter, input.refresh)
  checkConfirmed(planOf('aid', work).requests, input.confirmedRequests)
  const threshold = input.threshold ?? deps.threshold()
  const answers = new Map<string, Parameters<typeof summariseAid>[1]>()
  const { requests, confirmedRequests } = await walker.walk(
    'aid',
    work,
    {
      first: (item, options) => deps.concessions.firstPageByNif(item.nif, options),
      rest: async (item, options) => {
        answers.set(item.key, await deps.concessions.collectByNif(item.nif, options))
      },
    },
    input,
  )
  ensureSameAccount(deps.account, account)
  const runAt = deps.now()
  const years = lastYears(runAt, input.years ?? DEFAULT_AID_YEARS)
  const window = deMinimisWindow(runAt)
  // Each grant's nature asked once of what this account keeps (no request).
  const natures = new Map<number, boolean | null>()
  for (const rows of answers.values()) {
    for (const row of rows) {
      if (row.fund_id == null || natures.has(row.fund_id)) continue
      natures.set(row.fund_id, (await deps.deMinimis?.grant(row.fund_id)) ?? null)
    }
  }
  const grant = (fundId: number) => natures.get(fundId) ?? null
  const codes = new Map<number, readonly string[]>()
  for (const fundId of natures.keys())
    codes.set(fundId, (await deps.deMinimis?.codes?.(fundId)) ?? [])
  /** What each source misses, when the registry's rows of the NIF are kept. */
  const sources = (nif: string, rows: readonly AidRow[]) => {
    const registry = deps.deMinimis?.registry(nif) ?? null
    if (!registry) return {}
    const concessions = rows.map((row) => ({
      fund_id: row.fund_id ?? null,
      fund_title: null,
      concession_date: row.concession_date ?? null,
      awarded_amount: row.awarded_amount,
    }))
    const check = crossCheck(nif, concessions, registry, {
      codes: (fundId) => codes.get(fundId) ?? [],
      minimis: grant,
    })
    return { only_grants: check.onlyGrants.length, only_registry: check.onlyRegistry.length }
  }
  const run: AidRun = {
    kind: 'aid',
    runAt,
    years,
    window,
    threshold,
    clientsInScope: clients.length,
    requests,
    confirmedRequests,
    withoutNif,
    clients: clients.flatMap((client) => {
      const nif = normalizeTaxId(client.nif)
      const rows = answers.get(nif)
      if (!rows) return []
      return [
        {
          ...summariseAid(
            { client_id: client.id, nif: client.nif, name: client.business_name },
            rows,
            years,
            threshold,
            window,
            { grant, registry: deps.deMinimis?.registry(nif) ?? null },
          ),
          ...sources(nif, rows),
        },
      ]
    }),
  }
  deps.store.save(account, run)
  return run
}
