import { type Harness } from '../harness/server'
import { callMain } from './fixtures'

/** A free text of the client (SC-EDIT-1) that our description saves. */
type TextField = 'notes' | 'project_description'

/**
 * What the record's form sends, through main, while the demo service is stopped: the edit waits in
 * the outbox. The service stays stopped.
 */
export async function queueEdit(
  app: Pick<Harness, 'services' | 'demo'>,
  id: number,
  field: TextField,
  text: string,
): Promise<void> {
  const { client } = await callMain(app, 'clients.get', { id })
  await app.demo.stop()
  const result = await callMain(app, 'clients.update', {
    id,
    patch: { [field]: text },
    base: { [field]: client[field] },
  })
  if (result.status !== 'queued') throw new Error(`the edit was ${result.status}, not queued`)
}

/**
 * While an edit waits offline (`queueEdit`), the same field changes on the service; back online, the
 * sync meets both: a conflict, made through main as the integration tests make it.
 */
export async function changedMeanwhile(
  app: Pick<Harness, 'services' | 'demo'>,
  id: number,
  field: TextField,
  text: string,
): Promise<void> {
  app.demo.control.updateClient(id, { [field]: text })
  await app.demo.restart()
  await callMain(app, 'clients.sync')
  await app.services.idle()
}

/** The id of the one client the search finds in main's replica. */
export async function clientId(app: Pick<Harness, 'services'>, text: string): Promise<number> {
  const { rows } = await callMain(app, 'clients.lookup', { text, limit: 2 })
  const [row, other] = rows
  if (!row || other) throw new Error(`«${text}» finds ${rows.length} clients, not one`)
  return row.id
}
