import { z } from 'zod'
import { type ClientData } from '@shared/wire/client'
import { pageSchema } from '@shared/wire/page'
import { type LoadRow } from '../base/client-row'
import { ANSWER_SCHEMAS } from './answer-schemas'
import { type ApiTransport, type Paged } from './api-transport'
import { apiUrl } from './api-urls'
import { clientListParams, type ClientListQuery } from './client-list-query'
import { decodeClientPage } from './client-pages'

/**
 * A PATCH body both readings accept (SC-DIALECT-5): the vendor's `phone` is not nullable, so an emptied
 * phone goes as '' (our description stores '' and null alike as «no phone»).
 */
function patchBody(patch: Record<string, unknown>): Record<string, unknown> {
  return 'phone' in patch && patch['phone'] === null ? { ...patch, phone: '' } : patch
}

/** The body of `POST clients/`: only `nif` is required. */
export interface ClientCreation {
  nif: string
  business_name?: string
  email?: string
  phone?: string
}

/** The expert's clients: one, its edit, the list and the sync's pages (SC-CLIENT, SC-EDIT). */
export function clientOperations(transport: ApiTransport) {
  const { config, one, paged, get } = transport
  return {
    /** 2. `clients/<id>/`: the vendor's path, which SC-CLIENT-4 allows too. */
    getClient(id: number, signal?: AbortSignal): Promise<ClientData> {
      return one(
        `clients/${id}/`,
        {
          operation: 'clients.get',
          method: 'GET',
          auth: 'expert',
          schema: ANSWER_SCHEMAS['clients.get'],
          retry: true,
        },
        signal,
      )
    },

    /**
     * 3. PATCH sends only the changed fields (SC-EDIT-5) and is never retried blindly. The answer may not
     * hold every field sent (the vendor ignores some, SC-EDIT-6): see `unsavedFields`.
     */
    updateClient(
      id: number,
      patch: Record<string, unknown>,
      signal?: AbortSignal,
    ): Promise<ClientData> {
      return one(
        `clients/${id}/`,
        {
          operation: 'clients.update',
          method: 'PATCH',
          auth: 'expert',
          body: patchBody(patch),
          schema: ANSWER_SCHEMAS['clients.update'],
          retry: false,
        },
        signal,
      )
    },

    /**
     * `POST clients/` (the vendor's; SC-CLIENT-6): a client from its NIF. Never repeated once it
     * may have reached the service: a second client would be made.
     */
    createClient(body: ClientCreation, signal?: AbortSignal): Promise<ClientData> {
      return one(
        'clients/',
        {
          operation: 'clients.create',
          method: 'POST',
          auth: 'expert',
          body,
          schema: ANSWER_SCHEMAS['clients.get'],
          retry: 'unsent',
        },
        signal,
      )
    },

    /** 5. Clients the expert may see, in the form both readings accept (SC-AUTH-6, SC-DIALECT-2). */
    listClients(query: ClientListQuery = {}): Paged<ClientData> {
      return paged(
        'clients.list',
        get(ANSWER_SCHEMAS['clients.list'], 'expert'),
        (e, page) => apiUrl(e.baseUrl, 'clients/', clientListParams(query, page)),
        (client) => client.id,
      )
    },

    /**
     * 5, as the sync reads it: every client ready to be written (its copy as JSON and its row's
     * values), each page read by `clientPages`.
     */
    syncClients(pageSize: number): Paged<LoadRow> {
      void config.clientPages?.prepare()
      const decode = (body: Uint8Array<ArrayBuffer>) =>
        config.clientPages
          ? config.clientPages.decode(body)
          : Promise.resolve(decodeClientPage(body))
      // The schema only types the answer (`decode` reads it): built once, not for each page.
      const request = get(pageSchema(z.custom<LoadRow>()), 'expert')
      return paged(
        'clients.list',
        () => ({ ...request(), decode }),
        (e, page) => apiUrl(e.baseUrl, 'clients/', clientListParams({ pageSize }, page)),
        (client) => client.id,
      )
    },
  }
}
