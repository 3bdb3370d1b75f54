import { type ClientQuery } from '@shared/clients/clients'
import { type ClientData } from '@shared/wire/client'
import { type ClientsService } from '../../services/clients/clients-service'
import { type ExportPlan } from './export-plan'

/** Clients read from the replica at a time while an export writes them. */
const EXPORT_CHUNK = 500

/** The clients of a view as shown, in its order, read a chunk at a time as the file is written. */
export function clientsPlan(
  clients: Pick<ClientsService, 'view'>,
  query: ClientQuery,
): ExportPlan<ClientData> {
  const view = clients.view(query)
  return {
    rows: view.count,
    requests: 0,
    // oxlint-disable-next-line typescript/require-await -- read from the replica
    async *pages({ signal, onProgress }) {
      const total = Math.max(1, Math.ceil(view.count / EXPORT_CHUNK))
      for (let done = 0; done < total; done++) {
        if (signal.aborted) return
        yield view.read(done * EXPORT_CHUNK, (done + 1) * EXPORT_CHUNK)
        onProgress({ done: done + 1, total })
      }
    },
  }
}
