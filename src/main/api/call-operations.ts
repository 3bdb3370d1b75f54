import { ANSWER_SCHEMAS } from './answer-schemas'
import { type ApiTransport } from './api-transport'
import { apiUrl } from './api-urls'

/** The filters of `GET funds/` as the vendor names them, each one sent only when given. */
export type CallRequestData = Readonly<
  Record<string, string | number | boolean | readonly number[]>
>

/** «Convocatorias»: the search of calls, paid per page. */
export function callOperations(transport: ApiTransport) {
  const { paged, get } = transport
  return {
    /**
     * `GET funds/` («Listado de subvenciones»): `page` as its own query parameter, the filters as
     * JSON in `requestData` (left out when there are none); no `page_size`, which the vendor does
     * not document. User token, one paid request a page; a 404 means the service lacks it.
     */
    searchCalls(filters: CallRequestData) {
      const requestData = Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined
      return paged(
        'calls.search',
        get(ANSWER_SCHEMAS['calls.search'], 'user', true),
        (e, page) => apiUrl(e.baseUrl, 'funds/', { page, requestData }),
        (row) => row.id,
      )
    },
  }
}
