import { isIsoDate } from '@shared/format'

const DAY_MS = 86_400_000

/** Dates are handled as whole UTC days, so no time zone can move them. */
export function dayOf(iso: string): number {
  if (isIsoDate(iso)) return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS)
  throw new RangeError(`Fecha no válida: ${String(iso)}`)
}

const isoCache = new Map<number, string>()

export function isoOf(day: number): string {
  let iso = isoCache.get(day)
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10)
    isoCache.set(day, iso)
  }
  return iso
}

export function todayIso(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10)
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4))
}

/** «31/12/2026» */
export function spanishDate(iso: string): string {
  const [year, month, day] = iso.split('-')
  return `${day}/${month}/${year}`
}

export function dayToEpochMs(day: number): number {
  return day * DAY_MS
}

/** The first day of the month after `iso`: when a monthly credit allowance starts again. */
export function firstOfNextMonth(iso: string): string {
  const year = yearOf(iso)
  const month = Number(iso.slice(5, 7))
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}
