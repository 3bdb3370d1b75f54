import { type FieldErrors } from '@shared/validation'
import { MAX_ERROR_BODY_DEPTH, MAX_FIELD_ERRORS } from './answer-limits'
import { shortText } from './short-text'

/** The words in a JSON value; a body nested deeper than the bound adds nothing (no stack overflow). */
function textOf(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (depth >= MAX_ERROR_BODY_DEPTH) return null
  const inner = (item: unknown) => textOf(item, depth + 1)
  if (Array.isArray(value)) {
    const parts = value.map(inner).filter((part): part is string => part !== null)
    return parts.length > 0 ? parts.join(' ') : null
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    for (const key of ['message', 'detail', 'error']) {
      const text = inner(record[key])
      if (text) return text
    }
    const parts = Object.values(record)
      .map(inner)
      .filter((part): part is string => part !== null)
    return parts.length > 0 ? parts.join(' ') : null
  }
  return null
}

const KNOWN_KEYS = new Set([
  'detail',
  'error',
  'errors',
  'message',
  'non_field_errors',
  'code',
  'status',
])

/** `{ "<field>": ["msg", …] }`: kept per field so forms can show them (SC-ERR-3). */
export function fieldErrorsOf(body: unknown): FieldErrors | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const fields: FieldErrors = {}
  const record = body as Record<string, unknown>
  const source =
    record['errors'] && typeof record['errors'] === 'object' && !Array.isArray(record['errors'])
      ? (record['errors'] as Record<string, unknown>)
      : record
  for (const [key, value] of Object.entries(source)) {
    if (KNOWN_KEYS.has(key)) continue
    if (Object.keys(fields).length >= MAX_FIELD_ERRORS) break
    const messages = (
      Array.isArray(value)
        ? value.map((item) => textOf(item, 1)).filter((m): m is string => m !== null)
        : typeof value === 'string'
          ? [value]
          : []
    )
      .slice(0, MAX_FIELD_ERRORS)
      .map((message) => shortText(message))
    if (messages.length > 0) fields[key] = messages
  }
  return Object.keys(fields).length > 0 ? fields : null
}

/**
 * The human message of an error body, in SC-ERR-2's order: a bare string, `detail`, `error`, `errors`,
 * `message`, `non_field_errors`, the first field error; null when the service said nothing (the
 * error then names its HTTP status from the catalogue: an English reason phrase never reaches the
 * user). What the server wrote is cut down to a short, tag-free text (an HTML page, a long dump).
 */
export function serverMessageOf(body: unknown): string | null {
  const text = rawMessageOf(body)
  const short = text === null ? '' : shortText(text)
  return short || null
}

function rawMessageOf(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>
    for (const key of ['detail', 'error', 'errors', 'message', 'non_field_errors']) {
      const text = textOf(record[key])
      if (text) return text
    }
    const fields = fieldErrorsOf(body)
    const first = fields ? Object.entries(fields)[0] : undefined
    if (first) return `${first[0]}: ${first[1].join(' ')}`
  }
  if (Array.isArray(body)) return textOf(body)
  return null
}
