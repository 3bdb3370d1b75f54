import { type ClientFieldKind } from '@shared/clients/client-fields'

/**
 * Where a client's e-mail or phone leads: `mailto:` and `tel:` links that the shell opens in the
 * system's mail and phone apps (ARCH-SEC-3). Null for any other field, an empty value, or a phone
 * that is not a number (an extension written in words stays text).
 */
export function contactHref(kind: ClientFieldKind, value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  if (kind === 'email') return `mailto:${encodeURI(value.trim())}`
  if (kind !== 'phone' || /[^\d\s().+-]/.test(value)) return null
  const digits = value.trim().replace(/[^\d+]/g, '')
  return /^\+?\d{3,20}$/.test(digits) ? `tel:${digits}` : null
}
