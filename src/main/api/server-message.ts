import { type FieldErrors } from '@shared/validation'

/** Spanish status phrases: an English HTTP reason phrase never reaches the user (G5). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Petición no válida',
  401: 'No autorizado',
  403: 'Acceso denegado',
  404: 'No encontrado',
  405: 'Método no permitido',
  408: 'Tiempo de espera agotado',
  409: 'Conflicto',
  413: 'Petición demasiado grande',
  422: 'Datos no procesables',
  429: 'Demasiadas peticiones',
  500: 'Error interno del servidor',
  502: 'Pasarela incorrecta',
  503: 'Servicio no disponible',
  504: 'Tiempo de espera agotado en la pasarela',
}

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? `Error HTTP ${status}`
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (Array.isArray(value)) {
    const parts = value.map(textOf).filter((part): part is string => part !== null)
    return parts.length > 0 ? parts.join(' ') : null
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    for (const key of ['message', 'detail', 'error']) {
      const inner = textOf(record[key])
      if (inner) return inner
    }
    const parts = Object.values(record)
      .map(textOf)
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

/** `{ "<field>": ["msg", …] }`: kept per field so forms can show them (G5 item 7, G11). */
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
    const messages = Array.isArray(value)
      ? value.map(textOf).filter((m): m is string => m !== null)
      : typeof value === 'string'
        ? [value]
        : []
    if (messages.length > 0) fields[key] = messages
  }
  return Object.keys(fields).length > 0 ? fields : null
}

/**
 * The human message of an error body, in G5's order: a bare string, `detail`, `error`, `errors`,
 * `message`, `non_field_errors`, the first field error, and finally the (Spanish) status text.
 */
export function serverMessageOf(
  body: unknown,
  status: number,
): { text: string; fromServer: boolean } {
  if (typeof body === 'string' && body.trim()) return { text: body.trim(), fromServer: true }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>
    for (const key of ['detail', 'error', 'errors', 'message', 'non_field_errors']) {
      const text = textOf(record[key])
      if (text) return { text, fromServer: true }
    }
    const fields = fieldErrorsOf(body)
    const first = fields ? Object.entries(fields)[0] : undefined
    if (first) return { text: `${first[0]}: ${first[1].join(' ')}`, fromServer: true }
  }
  if (Array.isArray(body)) {
    const text = textOf(body)
    if (text) return { text, fromServer: true }
  }
  return { text: statusText(status), fromServer: false }
}
