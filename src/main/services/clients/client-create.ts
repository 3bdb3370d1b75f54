import { type ClientCreateInputSchema, type ClientCreateResult } from '@shared/clients/clients'
import { type ClientData, ClientWireSchema } from '@shared/wire/client'
import { type StorageMode } from '@shared/storage'
import { type z } from 'zod'
import { type ApiClient } from '../../api/operations'
import { type Emit } from '../../bridge/events'
import { type Logger } from '../../log/logger'
import { type OutboxStore } from '../../storage/outbox-table'
import { type ConnectivityService } from '../connection/connectivity-service'
import { isNetworkFailure } from '../failures'
import { assertCanQueue } from '../storage-guard'

type CreateInput = z.output<typeof ClientCreateInputSchema>

/** What the list shows of a client added offline until the service makes it: what was typed. */
function placeholderClient(id: number, input: CreateInput): ClientData {
  return ClientWireSchema.parse({ ...input, id })
}

/**
 * «Añadir cliente» (SC-CLIENT-6): `POST clients/` with the checked NIF, and the client the service
 * made stored in the replica at once, so every list shows it. Offline, or when the request cannot
 * reach the service, the creation waits in the outbox like an edit (kind `create`), and the client
 * is shown at once under a placeholder id below 0, marked as not yet sent.
 */
export function createClientCreation(deps: {
  api: ApiClient
  outbox: OutboxStore
  transaction: <T>(fn: () => T) => T
  connectivity: ConnectivityService
  refresh: (account: string, client: ClientData) => void
  emit: Emit
  log: Logger
  storage?: StorageMode
}) {
  const { outbox, emit } = deps

  const queue = (account: string, input: CreateInput): ClientCreateResult => {
    assertCanQueue(deps.storage ?? 'writable', 'offline')
    const client = deps.transaction(() => {
      const placeholder = placeholderClient(outbox.nextPlaceholderId(account), input)
      outbox.addCreate(account, placeholder.id, input)
      deps.refresh(account, placeholder)
      return placeholder
    })
    deps.log.info(`Cliente nuevo ${client.id}: alta guardada en la bandeja de salida`)
    emit('outbox.changed', outbox.summary(account))
    emit('clients.changed', { ids: [client.id] })
    return { client, queued: true }
  }

  return async (
    account: string,
    input: CreateInput,
    stillSignedIn: () => boolean,
  ): Promise<ClientCreateResult> => {
    if (!deps.connectivity.state().online) return queue(account, input)
    let client: ClientData
    try {
      client = await deps.api.createClient(input)
    } catch (error) {
      // Not sent, or no answer: replayed at the next sync (a 400 then says the NIF exists).
      if (!isNetworkFailure(error) || !stillSignedIn()) throw error
      return queue(account, input)
    }
    if (stillSignedIn()) {
      deps.refresh(account, client)
      emit('clients.changed', { ids: [client.id] })
    }
    return { client, queued: false }
  }
}
