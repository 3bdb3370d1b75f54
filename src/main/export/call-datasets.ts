import { type Call, type FittingClient, type SavedRun } from '@shared/calls'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { column } from './columns'
import { type Dataset, dataset } from './datasets'

/** «Convocatorias»: the calls of a search (SC-CALLS-2), their closing date read from the status. */
export const callsDataset: Dataset<Call> = dataset('export.sheet.calls', [
  column('fund_id', 'id', (r) => r.id),
  column('formatted_title', 'text', (r) => r.title),
  column('status_text', 'text', (r) => r.statusText),
  column('deadline', 'date', (r) => r.closesOn),
  column('total_amount', 'money', (r) => r.amount),
  column('slug', 'text', (r) => r.slug),
])

/** A run of a saved search: its calls, each marked new when the previous run did not list it. */
export const savedRunDataset: Dataset<SavedRun['results'][number]> = dataset('export.sheet.calls', [
  ...callsDataset.columns,
  column('new', 'boolean', (r) => r.isNew),
])

/** The clients that fit a call (SC-CALLS-7), best first, with the criteria each one meets. */
export const callFitsDataset: Dataset<FittingClient> = dataset('export.sheet.call_fits', [
  column('client_id', 'id', (r) => r.id),
  column('client_name', 'text', (r) => r.name),
  column('nif', 'text', (r) => r.nif),
  column('matched', 'text', (r, lang) =>
    r.matched.map((criterion) => renderMessage(lang, `calls.criterion.${criterion}`)).join(', '),
  ),
  column('score', 'integer', (r) => r.score),
])
