// es-ES formatting for the UI and the exports. Pure: only the Intl global.

const EMPTY = '—'
const NO_DATE = 'Sin fecha'

// es-ES leaves 4-digit numbers ungrouped by default (1234,50); the app always groups them.
const euros = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
})

const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}-${max}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('es-ES', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: 'always',
    })
    numberFormats.set(key, format)
  }
  return format
}

/** «1.234,56 €» (a no-break space U+00A0 before €), or «—» when there is no amount. */
export function formatEuros(amount: number | null | undefined): string {
  if (amount == null || !Number.isFinite(amount)) return EMPTY
  return euros.format(amount)
}

/** «1.234,5»; with `decimals`, exactly that many (0–20), otherwise up to 2. «—» for no number. */
export function formatNumber(n: number | null | undefined, decimals?: number): string {
  if (n == null || !Number.isFinite(n)) return EMPTY
  if (decimals === undefined) return numberFormat(0, 2).format(n)
  const fixed = Math.min(20, Math.max(0, Math.trunc(decimals)))
  return numberFormat(fixed, fixed).format(n)
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function daysInMonth(year: number, month: number): number {
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
 * YYYY-MM-DD → dd/mm/aaaa by rearranging the text, so no time zone can shift the day.
 * «Sin fecha» when there is none; malformed text comes back as it was. Never throws.
 */
export function formatDate(iso: string | null | undefined): string {
  if (iso == null || iso.trim() === '') return NO_DATE
  if (!isIsoDate(iso)) return iso
  const [year, month, day] = iso.split('-')
  return `${day}/${month}/${year}`
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** Epoch milliseconds → «dd/mm/aaaa hh:mm» in local time; «Sin fecha» for no valid instant. */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return NO_DATE
  const date = new Date(ms)
  if (Number.isNaN(date.getTime())) return NO_DATE
  const day = `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${date.getFullYear()}`
  return `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`
}
