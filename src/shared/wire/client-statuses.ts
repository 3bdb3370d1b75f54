import { hasMessage, type Lang, renderMessage } from '../messages/catalogue-lookup'
import { ABSENT_ID } from './wire'

/**
 * Client `status` values of SC-CLIENT-3, each said by the catalogue's `client.status.<value>`. Any
 * other number is said as «Estado N»; a missing status (ABSENT_ID) as nothing.
 */
export const CLIENT_STATUSES = [{ value: 1 }, { value: 2 }, { value: 3 }] as const

export function clientStatusLabel(status: number, lang: Lang = 'es'): string {
  if (status === ABSENT_ID) return ''
  const key = `client.status.${status}`
  return hasMessage(key)
    ? renderMessage(lang, key)
    : renderMessage(lang, 'client.status.other', { status: String(status) })
}

/** Every status of SC-CLIENT-3 said in `lang`, keyed by value (the renderer's `statusLabel`). */
export function clientStatusLabels(lang: Lang): Record<string, string> {
  return Object.fromEntries(
    CLIENT_STATUSES.map(({ value }) => [value, clientStatusLabel(value, lang)]),
  )
}
