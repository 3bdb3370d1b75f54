import { z } from 'zod'
import {
  type GrantDetails,
  type GrantEdition,
  type GrantFile,
  type GrantDocumentsSchema,
  type GrantEvaluationSchema,
  type GrantNormativeSchema,
} from '../grant-info'
import { wireNumber } from './wire'

/**
 * Readers of a grant's five operations (SC-GRANT-2): every field optional and untrusted. A field of
 * the wrong type reads as missing instead of failing the answer, texts are cut at GRANT_TEXT_LIMIT
 * (titles at GRANT_TITLE_LIMIT) and lists at GRANT_LIST_LIMIT. Only the answer itself must be an
 * object (a list for `fund-related`). A file's `url` is read as sent; the service keeps it only on
 * an allowed host (`isGrantLink`).
 */

/** The longest text kept of a field (a grant's expenses or requirements run to a few pages). */
export const GRANT_TEXT_LIMIT = 20_000
/** The longest title, slug or file name kept. */
const GRANT_TITLE_LIMIT = 1_000
/** The most files, BDNS codes or editions kept of one answer. */
export const GRANT_LIST_LIMIT = 200

const text =
  (limit = GRANT_TEXT_LIMIT) =>
  (value: unknown): string | null =>
    typeof value === 'string' ? value.slice(0, limit) : null

const bodyText = text()
const shortText = text(GRANT_TITLE_LIMIT)

const number = (value: unknown): number | null => {
  const parsed = wireNumber.safeParse(value)
  return parsed.success && Number.isFinite(parsed.data) ? parsed.data : null
}

const integer = (value: unknown): number | null => {
  const read = number(value)
  return read !== null && Number.isSafeInteger(read) ? read : null
}

/** A text that is a plain number is that number; any other text is kept as written. */
const numberOrText = (value: unknown): number | string | null => {
  const read = number(value)
  if (read !== null) return read
  const written = bodyText(value)?.trim() ?? ''
  return written === '' ? null : written
}

/** A record's id: a positive integer, or none. */
const positiveId = (value: unknown): number | null => {
  const read = integer(value)
  return read !== null && read > 0 ? read : null
}

const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null)

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value.slice(0, GRANT_LIST_LIMIT) : []

const record = z.record(z.string(), z.unknown())
type Fields = Record<string, unknown>

/** `fund-details/{identifier}/`. */
export const GrantDetailsWireSchema = record.transform((f: Fields): GrantDetails => ({
  id: positiveId(f['id']),
  slug: shortText(f['slug']),
  title: shortText(f['formatted_title']),
  goal: bodyText(f['goal_extra']),
  statusText: shortText(f['status_text']),
  scope: shortText(f['scope']),
  totalAmount: number(f['total_amount']),
  requestAmount: number(f['request_amount']),
  publisher: bodyText(f['publisher']),
  applicants: bodyText(f['applicants']),
  term: bodyText(f['term']),
  helpType: bodyText(f['help_type']),
  expenses: bodyText(f['expenses']),
  executionPeriod: bodyText(f['fund_execution_period']),
  line: bodyText(f['line']),
  extraLimit: numberOrText(f['extra_limit']),
  infoExtra: bodyText(f['info_extra']),
}))

/** A template or official PDF; named by its title, else its file name (an unnamed one is left out). */
function fileOf(value: unknown): GrantFile | null {
  const parsed = record.safeParse(value)
  if (!parsed.success) return null
  const f = parsed.data
  const filename = shortText(f['filename'])
  const title = shortText(f['title']) ?? filename
  if (title === null || title.trim() === '') return null
  return {
    id: integer(f['id']),
    title,
    filename,
    primary: f['primary'] === true,
    documentType: shortText(f['document_type']),
    url: shortText(f['source']),
  }
}

const files = (value: unknown) => list(value).flatMap((item) => fileOf(item) ?? [])

/** `funds/fund-required-documents/{id}/`. */
export const GrantDocumentsWireSchema = record.transform(
  (f: Fields): z.infer<typeof GrantDocumentsSchema> => ({
    requiredDocuments: bodyText(f['required_documents']),
    templates: files(f['template_document']),
  }),
)

/** `funds/fund-evaluation/{id}/`. */
export const GrantEvaluationWireSchema = record.transform(
  (f: Fields): z.infer<typeof GrantEvaluationSchema> => ({
    requirements: bodyText(f['requirements']),
    minimis: flag(f['minimis']),
  }),
)

/** A BDNS code: digits, as text or as a number. */
const bdnsOf = (value: unknown): string | null => {
  const code = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  return typeof code === 'string' && /^\d{1,12}$/.test(code.trim()) ? code.trim() : null
}

/** `funds/fund-normative/{id}/`. */
export const GrantNormativeWireSchema = record.transform(
  (f: Fields): z.infer<typeof GrantNormativeSchema> => ({
    office: shortText(f['office']),
    department: shortText(f['department']),
    files: files(f['pdf_files']),
    bdns: list(f['bdns_list']).flatMap((code) => bdnsOf(code) ?? []),
    competitive: flag(f['competitiva']),
    nonCompetitive: flag(f['no_competitiva']),
    minimis: flag(f['minimis']),
  }),
)

/** An earlier edition; one without its slug cannot be opened (nor its concessions) and is left out. */
function editionOf(value: unknown): GrantEdition | null {
  const parsed = record.safeParse(value)
  if (!parsed.success) return null
  const f = parsed.data
  const slug = shortText(f['slug'])
  if (slug === null || slug.trim() === '') return null
  const date = shortText(f['start_date'])
  return {
    id: positiveId(f['id']),
    previous: positiveId(f['previous']),
    slug,
    title: shortText(f['cleaned_title']) ?? shortText(f['formatted_title']) ?? slug,
    statusText: shortText(f['status_text']),
    totalAmount: number(f['total_amount']),
    scope: shortText(f['fund_scope']) ?? shortText(f['scope']),
    concessionsCount: integer(f['concessions_count']),
    concessionsAmount: number(f['concessions_amount']),
    startDate: date === null ? null : (/^\d{4}-\d{2}-\d{2}/.exec(date)?.[0] ?? date),
    office: shortText(f['office']),
  }
}

/** `funds/fund-related/{id}/`: a bare list (the vendor), or a page's `results`. */
export const GrantRelatedWireSchema = z
  .union([z.array(z.unknown()), z.object({ results: z.array(z.unknown()) })])
  .transform((answer) => ({
    editions: list(Array.isArray(answer) ? answer : answer.results).flatMap(
      (item) => editionOf(item) ?? [],
    ),
  }))
