import { type ClientData } from './client'
import { CLIENT_EDITABLE_FIELDS, type ClientEditableField } from './client-editable'
import { type AppError, appError } from '../errors'

/**
 * Edits that did not take (SC-DIALECT-5): the vendor's PATCH lists neither `reference`, `notes` nor
 * `contacts`, so a server may answer 200 with them unchanged. The answer is the client as saved
 * (SC-EDIT-6): a field whose value there is not what was sent was not saved.
 *
 * The comparison forgives what a server may do to a value it did save: trim, case, spacing and
 * punctuation of a phone, a number sent as text, a list in another order, '' for null.
 */

const TEXT_CASELESS = new Set<string>(['nif', 'email', 'legal_representative_nif'])

function folded(text: string, caseless: boolean): string {
  const spaced = text.normalize('NFC').trim().replace(/\s+/g, ' ')
  return caseless ? spaced.toUpperCase() : spaced
}

function empty(value: unknown): boolean {
  return value === null || value === undefined || value === ''
}

function sortedIds(value: unknown): string | null {
  if (!Array.isArray(value)) return null
  return JSON.stringify([...new Set(value.map(Number))].sort((a, b) => a - b))
}

/** Whether the answer holds the value that was sent for `field`. */
export function sameFieldValue(field: string, sent: unknown, answer: unknown): boolean {
  if (field === 'province') {
    const sentIds = Array.isArray(sent) ? sent : [sent]
    const answerIds = Array.isArray(answer) ? answer : [answer]
    return sortedIds(sentIds.filter((id) => !empty(id))) === sortedIds(answerIds)
  }
  if (empty(sent) || empty(answer)) return empty(sent) && empty(answer)
  if (Array.isArray(sent) || Array.isArray(answer)) return sortedIds(sent) === sortedIds(answer)
  if (typeof sent === 'number' || typeof answer === 'number') {
    return Number(sent) === Number(answer)
  }
  if (typeof sent === 'string' && typeof answer === 'string') {
    if (field === 'phone') return sent.replace(/[\s().-]/g, '') === answer.replace(/[\s().-]/g, '')
    if (field === 'constitution_date') return sent.slice(0, 10) === answer.slice(0, 10)
    return folded(sent, TEXT_CASELESS.has(field)) === folded(answer, TEXT_CASELESS.has(field))
  }
  return JSON.stringify(sent) === JSON.stringify(answer)
}

/** The editable fields of `sent` that the answer does not hold, in the form's order. */
export function unsavedFields(
  sent: Record<string, unknown>,
  answer: ClientData,
): ClientEditableField[] {
  return CLIENT_EDITABLE_FIELDS.filter(
    (field) => field in sent && !sameFieldValue(field, sent[field], answer[field]),
  )
}

/**
 * «El servicio no ha guardado: Notas, Referencia. …» (SC-EDIT-6): the fields go as their names, so the
 * sentence is said in the language of whoever shows it. `via` chooses the next step: the outbox's
 * buttons (the app), or the command line's standard output (`cli`, `cli_partial` when other fields
 * were saved).
 */
export function notSavedError(fields: readonly string[], via?: 'cli' | 'cli_partial'): AppError {
  return appError('error.not_saved.fields_ignored', {
    fields: fields.join(','),
    ...(via ? { via } : {}),
  })
}
