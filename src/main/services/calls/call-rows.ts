import { type Call } from '@shared/calls'
import { callStateOf } from '@shared/call-choices'
import { parseStatusText } from '@shared/portfolio/portfolio-deadlines'
import { type CallWire } from '@shared/wire/call'

/**
 * A row of `funds/` as the app shows it. Its closing date is read from `status_text`
 * («Abierta hasta el 31/12/2026», «Apertura el … y cierre el …», «Cerrada el …»), the only place
 * the vendor's rows carry it: a text that names none, or none at all, gives none.
 */
export function callOf(row: CallWire): Call {
  const text = row.status_text?.trim() || null
  const parsed = text === null ? null : parseStatusText(text)
  return {
    id: row.id,
    slug: row.slug,
    title: row.formatted_title,
    state: text === null ? null : callStateOf(text),
    closesOn: parsed?.kind === 'dates' ? parsed.close : null,
    amount: row.total_amount,
    statusText: text,
    recent: row.new_entity === 1,
  }
}
