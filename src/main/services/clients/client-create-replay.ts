import { ClientCreateInputSchema } from '@shared/clients/clients'
import { type ClientData } from '@shared/wire/client'
import { type ApiClient } from '../../api/operations'
import { type OutboxRecord, type OutboxStore } from '../../storage/outbox-table'
import { type Logger } from '../../log/logger'
import { wireValue } from './client-edits'

/**
 * A client added offline (kind `create`), replayed: `POST clients/` with what was typed. Made, the
 * entry is done at once (sent twice, the service would refuse the NIF), its placeholder gives way to
 * the client the service made, and the edits made on the placeholder meanwhile now name that
 * client (`renamed`, for the rest of this pass), over its values as it was made. A refusal (a 400: the NIF is a client already)
 * throws, and the replay keeps the entry as failed, visible in the outbox.
 */
export function clientCreationReplayer(deps: {
  api: ApiClient
  outbox: OutboxStore
  account: () => string | null
  refresh: (account: string, client: ClientData) => void
  forget: (account: string, id: number) => void
  log: Logger
}) {
  const { outbox } = deps
  return async (
    account: string,
    entry: OutboxRecord,
    renamed: Map<number, number>,
  ): Promise<'applied' | 'gone'> => {
    const client = await deps.api.createClient(ClientCreateInputSchema.parse(entry.patch))
    outbox.mark(entry.id, 'done')
    outbox.renameClient(account, entry.clientId, client.id)
    // Edits made on the placeholder were made on what the service has now made.
    for (const later of outbox.openFor(account, client.id)) {
      const fields = Object.keys(later.patch)
      outbox.mark(later.id, later.status, {
        base: Object.fromEntries(fields.map((field) => [field, wireValue(client, field)])),
      })
    }
    renamed.set(entry.clientId, client.id)
    deps.log.info(`Cliente nuevo ${entry.clientId}: creado en el servicio como ${client.id}`)
    // Signed out meanwhile: what the account keeps here may be erased; nothing more is written.
    if (deps.account() !== account) return 'gone'
    deps.forget(account, entry.clientId)
    deps.refresh(account, client)
    return 'applied'
  }
}
