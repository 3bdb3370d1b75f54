import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { type ClientData } from '@shared/wire/client'
import { appError, AppFailure } from '@shared/errors'
import { type PortfolioFilter, type PortfolioPlan } from '@shared/portfolio/portfolio'
import { type PortfolioKind } from '@shared/portfolio/portfolio-constants'
import { normalizeTaxId } from '@shared/tax-id'
import { type Remaining } from '../services/simulator/collect-options'
import { type PortfolioDeps } from './portfolio-deps'
import { groupProfiles, type NifCnaeGroup, type ProfileGroup } from './profiles'

/** The work of one run, worked out before anything is sent. */
export interface Work<T> {
  clients: number
  incomplete: number
  items: T[]
  /** Requests each item still takes, by its key, and whether they are counted (page 1 held). */
  requests: Map<string, Remaining>
}

export interface NifItem {
  key: string
  nif: string
  clients: ClientData[]
}

/** One thing «Cartera» asks for opportunities: a profile, or a NIF with its CNAE and province. */
export type OpportunityItem =
  | { kind: 'profile'; key: string; group: ProfileGroup }
  | { kind: 'nif-cnae'; key: string; group: NifCnaeGroup }

const defaultCnaeCode = () =>
  Promise.resolve((id: number) =>
    Number.isInteger(id) && id > 0 && id < 10_000 ? String(id).padStart(4, '0') : null,
  )

export const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0)
/** With «refresh» every answer is asked for again: page 1 of each item, its pages not counted. */
const uncounted = ({ lastKnown }: Remaining): Remaining => ({
  requests: 1,
  counted: false,
  ...(lastKnown === undefined ? {} : { lastKnown }),
})

/** The distinct profiles (and NIFs with a CNAE) of the clients in scope, and what each costs. */
export async function opportunitiesWork(
  deps: Pick<PortfolioDeps, 'clients' | 'neighbours' | 'cnaeCode' | 'simulator'>,
  filter: PortfolioFilter | null,
  refresh: boolean,
) {
  const clients = deps.clients(filter)
  const cnaeCode = deps.neighbours ? await (deps.cnaeCode ?? defaultCnaeCode)() : null
  const { groups, byNif, incomplete } = groupProfiles(clients, cnaeCode)
  const items: OpportunityItem[] = [
    ...groups.map((group) => ({ kind: 'profile' as const, key: group.key, group })),
    ...byNif.map((group) => ({ kind: 'nif-cnae' as const, key: group.key, group })),
  ]
  const neighbours = deps.neighbours
  const requests = new Map(
    items.map((item): [string, Remaining] => [
      item.key,
      item.kind === 'profile'
        ? refresh
          ? uncounted(deps.simulator.requestsToComplete(item.group.profile))
          : deps.simulator.requestsToComplete(item.group.profile)
        : // One request each, no pages: counted before it is sent.
          {
            requests: refresh || !neighbours ? 1 : neighbours.nifRequests(item.group.query),
            counted: true,
          },
    ]),
  )
  return {
    clients,
    byNif,
    incompleteList: incomplete,
    work: { clients: clients.length, incomplete: incomplete.length, items, requests },
  }
}

/** The distinct NIFs of the clients in scope (those without one apart), and what each costs. */
export function aidWork(
  deps: Pick<PortfolioDeps, 'clients' | 'concessions'>,
  filter: PortfolioFilter | null,
  refresh: boolean,
) {
  const clients = deps.clients(filter)
  const byNif = new Map<string, NifItem>()
  const withoutNif: { id: number; name: string }[] = []
  for (const client of clients) {
    const nif = normalizeTaxId(client.nif)
    if (nif === '') {
      withoutNif.push({ id: client.id, name: client.business_name })
      continue
    }
    const item = byNif.get(nif)
    if (item) item.clients.push(client)
    else byNif.set(nif, { key: nif, nif, clients: [client] })
  }
  const items = [...byNif.values()]
  const requests = new Map(
    items.map((item) => [
      item.key,
      refresh
        ? uncounted(deps.concessions.requestsToComplete(item.nif))
        : deps.concessions.requestsToComplete(item.nif),
    ]),
  )
  const work: Work<NifItem> = {
    clients: clients.length,
    incomplete: withoutNif.length,
    items,
    requests,
  }
  return { clients, withoutNif, work }
}

export function planOf<T>(kind: PortfolioKind, work: Work<T>): PortfolioPlan {
  const remaining = [...work.requests.values()]
  return {
    kind,
    clients: work.clients,
    incomplete: work.incomplete,
    requests: sum(remaining.map((r) => r.requests)),
    cachedRequests: remaining.filter((r) => r.requests === 0).length,
    uncounted: remaining.filter((r) => !r.counted).length,
    estimate: sum(remaining.map(expected)),
  }
}

/**
 * SC-COST-8: the most one item is expected to take before it starts: counted, what it takes; not
 * counted, the pages its last answer had (page 1 when none is kept).
 */
const expected = (r: Remaining) =>
  r.counted ? r.requests : Math.max(r.requests, r.lastKnown ?? r.requests)

/** SC-COST-3: above 20 requests, only with the user's word for at least as many. */
export function checkConfirmed(requests: number, confirmed: number | undefined) {
  if (requests > CONFIRM_ABOVE_REQUESTS && (confirmed ?? 0) < requests) {
    throw new AppFailure(appError('error.validation.needs_confirmation', { requests }))
  }
}
