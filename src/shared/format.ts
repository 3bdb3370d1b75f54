// Every date, number and amount the app writes for people (screens, messages, exports, the command
// line) and the calendar-date helpers they share. Pure: only the Intl global. Spanish unless told.
import { type Lang } from './messages/keys'

const EMPTY = '—'
const NO_DATE: Readonly<Record<Lang, string>> = { es: 'Sin fecha', en: 'No date' }
const LOCALES: Readonly<Record<Lang, string>> = { es: 'es-ES', en: 'en-GB' }

const numberFormats = new Map<string, Intl.NumberFormat>()

// es-ES leaves 4-digit numbers ungrouped by default (1234,50); the app always groups them.
function numberFormat(lang: Lang, min: number, max: number, euros = false): Intl.NumberFormat {
  const key = `${lang}-${min}-${max}-${euros}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      ...(euros ? { style: 'currency', currency: 'EUR' } : {}),
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: 'always',
    })
    numberFormats.set(key, format)
  }
  return format
}

/**
 * «1.234,56 €» (a no-break space U+00A0 before €; «€1,234.56» in English), or «—» when there is
 * no amount.
 */
export function formatEuros(amount: number | null | undefined, lang: Lang = 'es'): string {
  if (amount == null || !Number.isFinite(amount)) return EMPTY
  return numberFormat(lang, 2, 2, true).format(amount)
}

/** «75.000 €» for a whole amount, «1.234,56 €» otherwise: an amount inside a sentence. */
export function formatEurosInText(amount: number, lang: Lang = 'es'): string {
  return Number.isInteger(amount)
    ? numberFormat(lang, 0, 0, true).format(amount)
    : formatEuros(amount, lang)
}

/**
 * «1.234,5» («1,234.5» in English); with `decimals`, exactly that many (0–20), otherwise up to 2.
 * «—» for no number.
 */
export function formatNumber(
  n: number | null | undefined,
  decimals?: number,
  lang: Lang = 'es',
): string {
  if (n == null || !Number.isFinite(n)) return EMPTY
  if (decimals === undefined) return numberFormat(lang, 0, 2).format(n)
  const fixed = Math.min(20, Math.max(0, Math.trunc(decimals)))
  return numberFormat(lang, fixed, fixed).format(n)
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A month YYYY-MM as read: «octubre de 2026» («October 2026»), or short for a chart's axis
 * («oct 2026»). Malformed text comes back as it was.
 */
export function formatMonth(month: string, lang: Lang = 'es', short = false): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  if (!match) return month
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15))
  return new Intl.DateTimeFormat(LOCALES[lang], {
    month: short ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(day)
    .replace('.', '')
}

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`
}

/** The days of a month (1–12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
    return leap ? 29 : 28
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** Whether `s` is exactly YYYY-MM-DD and names a real calendar day. */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string') return false
  const match = ISO_DATE.exec(s)
  if (!match) return false
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/**
 * YYYY-MM-DD → dd/mm/aaaa (both languages write the day first) by rearranging the text, so no time
 * zone can shift the day. «Sin fecha» when there is none; malformed text comes back as it was.
 * Never throws.
 */
export function formatDate(iso: string | null | undefined, lang: Lang = 'es'): string {
  if (iso == null || iso.trim() === '') return NO_DATE[lang]
  if (!isIsoDate(iso)) return iso
  const [year, month, day] = iso.split('-')
  return `${day}/${month}/${year}`
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** Epoch milliseconds → «dd/mm/aaaa hh:mm» in local time; «Sin fecha» for no valid instant. */
export function formatDateTime(ms: number | null | undefined, lang: Lang = 'es'): string {
  if (ms == null || !Number.isFinite(ms)) return NO_DATE[lang]
  const date = new Date(ms)
  if (Number.isNaN(date.getTime())) return NO_DATE[lang]
  const day = `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${date.getFullYear()}`
  return `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`
}

const madridDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today's date in Madrid, YYYY-MM-DD (the service's dates are Spanish calendar dates). */
export function madridToday(now: number): string {
  return madridDate.format(new Date(now))
}

/** The calendar day of `now` on this computer, as YYYY-MM-DD. */
export function localIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`
}

/** A calendar date from its numbers, as YYYY-MM-DD; null when that day does not exist (31/02). */
export function isoDateOf(year: number, month: number, day: number): string | null {
  const iso = `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`
  return isIsoDate(iso) ? iso : null
}

const DAY_MS = 86_400_000
const utcDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`)

/** The calendar date `days` after `iso` (before, when negative); null when `iso` is no date. */
export function addDays(iso: string, days: number): string | null {
  if (!isIsoDate(iso)) return null
  return new Date(utcDay(iso) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null unless both are dates. */
export function daysBetween(from: string, to: string): number | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return null
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS)
}

/** The year of a YYYY-MM-DD date; null for none or for text that is no date. */
export function yearOfDate(iso: string | null | undefined): number | null {
  return isIsoDate(iso) ? Number(iso.slice(0, 4)) : null
}
