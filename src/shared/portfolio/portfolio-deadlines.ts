import { isoDateOf } from '../format'
import {
  type Deadline,
  type DeadlineKind,
  type DeadlinesView,
  type OpportunitiesRun,
  type UnparsedDeadline,
} from './portfolio'

/**
 * What a simulator `status_text` says about dates. `none`: a text that names no date («Abierta»,
 * «Próxima apertura», «Abierta hasta agotar fondos»); `unparsed`: one that seems to carry a date
 * the parser cannot read: shown as it is, never guessed.
 */
export type ParsedStatus =
  | { kind: 'dates'; open: string | null; close: string | null }
  | { kind: 'none' }
  | { kind: 'unparsed' }

const DATE = String.raw`(\d{1,2})/(\d{1,2})/(\d{4})`
const FORMS: readonly { pattern: RegExp; open: number | null; close: number | null }[] = [
  // «Abierta hasta el 30/06/2026»
  { pattern: new RegExp(`^abierta hasta el ${DATE}$`), open: null, close: 1 },
  // «Apertura el 02/12/2026 y cierre el 15/01/2027»
  { pattern: new RegExp(`^apertura el ${DATE} y cierre el ${DATE}$`), open: 1, close: 4 },
  // «Cerrada el 31/03/2026» (the grant catalogue; the simulator offers no closed grant)
  { pattern: new RegExp(`^cerrada el ${DATE}$`), open: null, close: 1 },
]
const NO_DATE = new Set(['abierta', 'próxima apertura', 'abierta hasta agotar fondos'])

/** `DD/MM/YYYY` groups as YYYY-MM-DD, or null when that day does not exist (31/02). */
function isoOf(day: string, month: string, year: string): string | null {
  return isoDateOf(Number(year), Number(month), Number(day))
}

/** Reads the dates of a `status_text` (case and surrounding spaces ignored). */
export function parseStatusText(text: string): ParsedStatus {
  const normal = text.trim().replace(/\s+/g, ' ').toLowerCase()
  if (NO_DATE.has(normal)) return { kind: 'none' }
  for (const form of FORMS) {
    const match = form.pattern.exec(normal)
    if (!match) continue
    const at = (index: number | null) =>
      index === null
        ? null
        : isoOf(match[index] ?? '', match[index + 1] ?? '', match[index + 2] ?? '')
    const open = at(form.open)
    const close = at(form.close)
    if ((form.open !== null && open === null) || (form.close !== null && close === null))
      return { kind: 'unparsed' }
    return { kind: 'dates', open, close }
  }
  return { kind: 'unparsed' }
}

/**
 * The deadlines of an opportunities run: one per grant and dated closing or opening, with the
 * clients that qualify, sorted by date then slug (past ones included); texts not read as dates
 * apart. Grants are told by slug.
 */
export function deadlinesOf(run: OpportunitiesRun | null): DeadlinesView {
  if (!run) return { runAt: null, deadlines: [], unparsed: [] }
  const grants = new Map<
    string,
    { slug: string; formatted_title: string; status_text: string; ids: number[]; names: string[] }
  >()
  for (const row of run.rows) {
    const grant = grants.get(row.slug)
    if (grant) {
      if (!grant.ids.includes(row.client_id)) {
        grant.ids.push(row.client_id)
        grant.names.push(row.client_name)
      }
    } else {
      grants.set(row.slug, {
        slug: row.slug,
        formatted_title: row.formatted_title,
        status_text: row.status_text,
        ids: [row.client_id],
        names: [row.client_name],
      })
    }
  }
  const deadlines: Deadline[] = []
  const unparsed: UnparsedDeadline[] = []
  for (const grant of grants.values()) {
    const parsed = parseStatusText(grant.status_text)
    if (parsed.kind === 'unparsed') {
      unparsed.push({
        slug: grant.slug,
        formatted_title: grant.formatted_title,
        status_text: grant.status_text,
        client_ids: grant.ids,
      })
      continue
    }
    if (parsed.kind === 'none') continue
    const add = (kind: DeadlineKind, date: string | null) => {
      if (date === null) return
      deadlines.push({
        slug: grant.slug,
        formatted_title: grant.formatted_title,
        kind,
        date,
        client_ids: grant.ids,
        client_names: grant.names,
      })
    }
    add('open', parsed.open)
    add('close', parsed.close)
  }
  deadlines.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.slug.localeCompare(b.slug) ||
      // An opening before a closing on the same day.
      (a.kind === b.kind ? 0 : a.kind === 'open' ? -1 : 1),
  )
  unparsed.sort((a, b) => a.slug.localeCompare(b.slug))
  return { runAt: run.runAt, deadlines, unparsed }
}

/**
 * The closing date of a grant (YYYY-MM-DD) as «Plazos» reads it from its `status_text`; null when
 * the text names none or cannot be read.
 */
export function closingDateOf(statusText: string): string | null {
  const parsed = parseStatusText(statusText)
  return parsed.kind === 'dates' ? parsed.close : null
}
