import type Database from 'better-sqlite3'
import { type ReportCaseRow, type ReportLanguage } from '@shared/reports/client-report'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { CaseDeadlinesStore } from '../../storage/case-files/case-deadlines-table'
import { CaseDocumentsStore } from '../../storage/case-files/case-documents-table'

/** A case file as the report reads it, from the app's replica or the service's list. */
export interface ReportCaseFile {
  id: number
  identifier: string
  title: string
  status: string
  requested: number | null
  awarded: number | null
}

/**
 * The report's rows of a client's case files: each with its nearest running deadline and the
 * documents still owed, as this database keeps the advisor's work on it; names, never ids.
 */
export function reportCaseRows(db: Database.Database) {
  const deadlines = new CaseDeadlinesStore(db)
  const documents = new CaseDocumentsStore(db)
  return (
    account: string,
    files: readonly ReportCaseFile[],
    language: ReportLanguage,
  ): ReportCaseRow[] =>
    files.map((file) => {
      const next = deadlines
        .byCase(account, file.id)
        .filter((deadline) => deadline.doneOn === null)
        .sort((a, b) => a.until.localeCompare(b.until))[0]
      return {
        identifier: file.identifier,
        name: file.title,
        status: file.status,
        requested: file.requested,
        awarded: file.awarded,
        nextDeadline: next
          ? {
              label: next.label ?? renderMessage(language, `deadline.kind.${next.kind}`),
              date: next.until,
            }
          : null,
        pendingDocuments: documents
          .byCase(account, file.id)
          .filter((document) => document.state === 'pending')
          .map((document) => document.name),
      }
    })
}
