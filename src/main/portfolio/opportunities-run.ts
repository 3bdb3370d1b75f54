import { type ClientData } from '@shared/wire/client'
import { type Opportunity } from '@shared/wire/opportunity'
import {
  type DisappearedRow,
  type OpportunitiesRun,
  pairKey,
  type PortfolioRow,
  type PortfolioRunInputSchema,
} from '@shared/portfolio/portfolio'
import { type z } from 'zod'
import { type ConcessionsService } from '../services/concessions/concessions-service'
import { type NifCollectOptions } from '../services/grants/nif-simulation'
import { type RunDeps } from './portfolio-deps'
import { checkConfirmed, type OpportunityItem, opportunitiesWork, planOf } from './portfolio-work'
import { type NifCnaeGroup } from './profiles'
import { ensureSameAccount, type RunWalker } from './run-walker'

type RunInput = z.output<typeof PortfolioRunInputSchema>

/**
 * «Ya recibida» by each client, from the concessions this account has stored now («Ayudas
 * recibidas» and the searches): no request. A kept run is marked again each time it is read.
 */
export function markReceived(
  concessions: ConcessionsService,
  run: OpportunitiesRun,
): OpportunitiesRun {
  const received = concessions.received(run.rows.map((row) => row.nif))
  return {
    ...run,
    rows: run.rows.map((row) => ({
      ...row,
      received: received(row.nif).of({
        id: row.grant_id,
        slug: row.slug,
        formatted_title: row.formatted_title,
      }),
    })),
  }
}

/**
 * The opportunities of every distinct profile of the clients in scope (and, by NIF and CNAE, of
 * the clients without one), each client's rows marked new against the account's previous run.
 */
export async function runOpportunities(
  deps: RunDeps,
  walker: RunWalker,
  input: RunInput,
  account: string,
): Promise<OpportunitiesRun> {
  const { clients, byNif, incompleteList, work } = await opportunitiesWork(
    deps,
    input.scope.filter,
    input.refresh,
  )
  checkConfirmed(planOf('opportunities', work).requests, input.confirmedRequests)
  const answers = new Map<string, Opportunity[]>()
  // SC-NIFSIM-5: a 404 from opportunities-by-cif for one NIF marks that NIF's clients (they stay
  // incomplete, marked), is not counted in the run's requests, and the run goes on with the others.
  let notOffered = 0
  const notFound = new Set<string>()
  const collectNif = async (item: NifCnaeGroup, options: NifCollectOptions) => {
    if (!deps.neighbours) return
    const rows = await deps.neighbours.collectByNif(item.query, options)
    // Null only after a request answered 404 (a kept answer is never «not offered»).
    if (rows === null) {
      notFound.add(item.key)
      notOffered += 1
    } else answers.set(item.key, rows)
  }
  const missed = (group: NifCnaeGroup) => notFound.has(group.key)
  const walked = await walker.walk<OpportunityItem>(
    'opportunities',
    work,
    {
      first: async (item, options) => {
        if (item.kind === 'profile') return deps.simulator.firstPage(item.group.profile, options)
        await collectNif(item.group, options)
        return 0
      },
      rest: async (item, options) => {
        if (item.kind === 'nif-cnae') return
        const { rows } = await deps.simulator.collect(item.group.profile, options)
        answers.set(item.key, rows)
      },
    },
    input,
  )
  const requests = walked.requests - notOffered
  const { confirmedRequests } = walked
  const nifClients = new Set(
    byNif.filter((group) => !missed(group)).flatMap((group) => group.clients.map((c) => c.id)),
  )
  const order = new Map(clients.map((client, index) => [client.id, index]))
  const unanswered = byNif
    .filter(missed)
    .flatMap((group) =>
      group.incomplete.map((client) => ({ ...client, nifNotFound: notFound.has(group.key) })),
    )
  const incomplete = [...incompleteList, ...unanswered].sort(
    (a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
  )
  ensureSameAccount(deps.account, account)
  const previous = deps.store.latest(account, 'opportunities')
  const keyOf = new Map(
    work.items.flatMap((item) =>
      item.kind === 'nif-cnae' && missed(item.group)
        ? []
        : item.group.clients.map((c): [number, string] => [c.id, item.key]),
    ),
  )
  const rows = rowsOf(clients, (client) => {
    const key = keyOf.get(client.id)
    return key === undefined ? undefined : answers.get(key)
  })
  const before = new Set(previous?.rows.map(pairKey) ?? [])
  for (const row of rows) {
    row.origin = nifClients.has(row.client_id) ? 'nif-cnae' : 'profile'
    row.new = previous !== null && !before.has(pairKey(row))
  }
  const run = markReceived(deps.concessions, {
    kind: 'opportunities',
    runAt: deps.now(),
    previousRunAt: previous?.runAt ?? null,
    clients: clients.length,
    requests,
    confirmedRequests,
    incomplete,
    rows,
    disappeared: disappearedOf(previous?.rows ?? [], rows, new Set(keyOf.keys())),
  })
  deps.store.save(account, run)
  const fresh = rows.filter((row) => row.new).length
  if (fresh > 0) {
    deps.emit('portfolio.newOpportunities', { count: fresh })
    deps.notifier.newOpportunities(fresh)
  }
  return run
}

/** A row for each opportunity found for each client, in the clients' order. */
function rowsOf(
  clients: readonly ClientData[],
  found: (client: ClientData) => Opportunity[] | undefined,
): PortfolioRow[] {
  return clients.flatMap((client) =>
    (found(client) ?? []).map((opportunity): PortfolioRow => ({
      client_id: client.id,
      client_name: client.business_name,
      nif: client.nif,
      slug: opportunity.slug,
      ...(opportunity.id === undefined ? {} : { grant_id: opportunity.id }),
      formatted_title: opportunity.formatted_title,
      status_text: opportunity.status_text,
      total_amount: Number.isFinite(opportunity.total_amount) ? opportunity.total_amount : null,
      scope: opportunity.scope,
      new: false,
      received: null,
      origin: 'profile',
    })),
  )
}

/** The previous run's rows of clients still in scope that this run no longer has. */
function disappearedOf(
  previous: readonly PortfolioRow[],
  rows: readonly PortfolioRow[],
  inScope: ReadonlySet<number>,
): DisappearedRow[] {
  const now = new Set(rows.map(pairKey))
  return previous
    .filter((row) => inScope.has(row.client_id) && !now.has(pairKey(row)))
    .map(({ client_id, client_name, nif, slug, formatted_title }) => ({
      client_id,
      client_name,
      nif,
      slug,
      formatted_title,
    }))
}
