import { type CaseDeadline } from '@shared/cases/case-deadlines'
import { type CaseDocument } from '@shared/cases/case-work'
import { type Lang, renderMessage } from '@shared/messages/catalogue-lookup'
import { column } from './columns'
import { type Dataset, dataset } from './datasets'

/** The case file a row of the dossier's «Plazos» or «Documentación» belongs to. */
interface OfCase {
  identifier: string
  caseTitle: string
}
export type DossierDeadlineRow = CaseDeadline & OfCase
export type DossierDocumentRow = CaseDocument & OfCase

/** «25/12 Navidad, 01/01 Año Nuevo, 3 fines de semana», as the case file's page says it. */
function skippedIn(row: DossierDeadlineRow, lang: Lang): string | null {
  if (!row.period) return null
  const days = row.skipped.map((h) => `${h.date.slice(8, 10)}/${h.date.slice(5, 7)} ${h.name}`)
  if (row.weekends > 0)
    days.push(renderMessage(lang, 'deadline.skipped.weekends', { n: row.weekends }))
  return days.length > 0 ? days.join(', ') : renderMessage(lang, 'deadline.skipped.none')
}

const caseColumns = <T extends OfCase>() => [
  column<T>('identifier', 'text', (r) => r.identifier),
  column<T>('title', 'text', (r) => r.caseTitle),
]

/** The dossier's «Plazos»: every deadline of the client's case files, met ones too. */
export const dossierDeadlinesDataset: Dataset<DossierDeadlineRow> = dataset<DossierDeadlineRow>(
  'export.sheet.deadlines',
  [
    ...caseColumns<DossierDeadlineRow>(),
    column('deadline_kind', 'text', (r, lang) =>
      r.label ? r.label : renderMessage(lang, `deadline.kind.${r.kind}`),
    ),
    column('notified_on', 'date', (r) => r.from),
    column('period', 'text', (r, lang) =>
      r.period
        ? renderMessage(lang, `deadline.period.${r.period.unit}`, { count: r.period.count })
        : null,
    ),
    column('last_day', 'date', (r) => r.until),
    column('skipped', 'text', skippedIn),
    column('done_on', 'date', (r) => r.doneOn),
  ],
)

/** The dossier's «Documentación»: what the client owes for each case file, and what came. */
export const dossierDocumentsDataset: Dataset<DossierDocumentRow> = dataset<DossierDocumentRow>(
  'export.sheet.documents',
  [
    ...caseColumns<DossierDocumentRow>(),
    column('document', 'text', (r) => r.name),
    column('document_state', 'text', (r, lang) => renderMessage(lang, `document.state.${r.state}`)),
    column('received_on', 'date', (r) => r.receivedOn),
    column('file', 'text', (r) => r.file),
  ],
)
