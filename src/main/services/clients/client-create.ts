import { type ClientCreateInputSchema, type ClientCreateResult } from '@shared/clients'
import { AppFailure } from '@shared/errors'
import { type ClientData } from '@shared/wire/client'
import { type z } from 'zod'
import { offlineError } from '../../api/app-errors'
import { type ApiClient } from '../../api/operations'
import { type Emit } from '../../bridge/events'
import { type ConnectivityService } from '../connection/connectivity-service'

/**
 * «Añadir cliente» (SC-CLIENT-6): `POST clients/` with the checked NIF, and the client the service
 * made stored in the replica at once, so every list shows it. Online only: a POST repeated later
 * could make a second client.
 */
export function createClientCreation(deps: {
  api: ApiClient
  connectivity: ConnectivityService
  refresh: (account: string, client: ClientData) => void
  emit: Emit
}) {
  return async (
    account: string,
    input: z.output<typeof ClientCreateInputSchema>,
    stillSignedIn: () => boolean,
  ): Promise<ClientCreateResult> => {
    if (!deps.connectivity.state().online) throw new AppFailure(offlineError())
    const client = await deps.api.createClient(input)
    if (stillSignedIn()) {
      deps.refresh(account, client)
      deps.emit('clients.changed', { ids: [client.id] })
    }
    return { client }
  }
}
