import { type ClientsService } from '../services/clients/clients-service'
import { type ClientSummaryService } from '../services/clients/client-summary-service'
import { type OutboxService } from '../services/outbox/outbox-service'
import { type Handlers } from '../bridge/dispatch'

type ClientOps = `clients.${string}` | `outbox.${string}`

/** The bridge handlers of the clients (the replica, its sync, its summary) and of the outbox. */
export function clientHandlers(deps: {
  clients: ClientsService
  summary: ClientSummaryService
  outbox: OutboxService
  /** A sync the user asked for ended: what follows the clients' syncs runs (see BackgroundSync). */
  afterAskedSync: () => void
}): Pick<Handlers, Extract<keyof Handlers, ClientOps>> {
  const { clients, outbox } = deps
  return {
    'clients.query': (query) => clients.query(query),
    'clients.facets': () => clients.facets(),
    'clients.lookup': ({ text, limit }) => clients.lookup(text, limit),
    'clients.get': ({ id }) => clients.get(id),
    'clients.refresh': ({ id }) => clients.refreshOne(id),
    'clients.update': ({ id, patch, base }) => clients.update(id, patch, base),
    'clients.create': (input) => clients.create(input),
    'clients.sync': async () => {
      await outbox.replay()
      const result = await clients.sync()
      deps.afterAskedSync()
      return result
    },
    'clients.cancelSync': () => clients.cancelSync(),
    'clients.summary': (input) => deps.summary.summary(input),
    'outbox.summary': () => outbox.summary(),
    'outbox.list': () => outbox.list(),
    'outbox.resolve': async ({ entryId, choices }) => {
      await outbox.resolve(entryId, choices)
      return outbox.summary()
    },
    'outbox.discard': ({ entryId }) => outbox.discard(entryId),
    'outbox.retry': async ({ entryId }) => {
      await outbox.retry(entryId)
      return outbox.summary()
    },
  }
}
