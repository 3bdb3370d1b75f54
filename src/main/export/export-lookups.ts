import { type ReceivedGrants } from '@shared/received'
import { type MarkedOpportunity } from '@shared/simulator'
import { type Opportunity } from '@shared/wire/opportunity'
import { type ExportPlan, mapPlan } from './plans/export-plan'
import { type ExportsDeps } from './export-deps'
import { type ClientNames } from './export-parts'

/**
 * The names a client's ids are written with: the catalogue's, and the managers the replica knows
 * (none before a first sync, or signed out: then «#id»).
 */
export async function clientNames(
  deps: Pick<ExportsDeps, 'clients' | 'catalogue'>,
): Promise<ClientNames> {
  const synced = deps.clients.syncedAt() !== null
  return {
    catalogue: await deps.catalogue(),
    experts: synced ? deps.clients.facets().experts : [],
  }
}

/**
 * The opportunities with «Ya recibida» for a client's NIF, from the concessions stored when the
 * sheet is written (no request).
 */
export function markedReceived(
  deps: Pick<ExportsDeps, 'concessions'>,
  plan: ExportPlan<Opportunity>,
  nif: string,
): ExportPlan<MarkedOpportunity> {
  let received: ReceivedGrants | null = null
  return mapPlan(plan, (row) => {
    received ??= deps.concessions.received([nif])(nif)
    return { ...row, received: received.of(row) }
  })
}
