import { formatDate, formatDateTime, formatEuros, formatNumber } from '@shared/format'
import { uiLanguage } from '../i18n/i18n'

export interface Formatters {
  /** «1.234,56 €» in Spanish, «€1,234.56» in English; «—» for no amount. */
  formatEuros: (amount: number | null | undefined) => string
  /** Up to 2 decimals, or exactly `decimals`; grouped in the UI language's style. */
  formatNumber: (n: number | null | undefined, decimals?: number) => string
  /** YYYY-MM-DD → dd/mm/aaaa; «Sin fecha» / «No date» for none. */
  formatDate: (iso: string | null | undefined) => string
  /** Epoch milliseconds → «dd/mm/aaaa hh:mm»; «Sin fecha» / «No date» for none. */
  formatDateTime: (ms: number | null | undefined) => string
  /** A number the user typed, read with the UI language's separators (either style accepted). */
  parseNumber: (text: string) => number | null
  /** Work under way as the messages' `{done}` and `{total}`, whole numbers grouped. */
  formatProgress: (progress: { done: number; total: number }) => { done: string; total: string }
}

// The grouping separator is dropped only before exactly three digits, so «1,5» still reads as
// one and a half in English and «1.5» in Spanish: people type both styles.
function parseIn(text: string, group: '.' | ','): number | null {
  const cleaned = text
    .replace(/\s|€/g, '')
    .replace(group === '.' ? /\.(?=\d{3}(\D|$))/g : /,(?=\d{3}(\D|$))/g, '')
    .replace(',', '.')
  if (cleaned === '') return null
  const n = Number(cleaned)
  return Number.isFinite(n) ? n : null
}

const formatters: Formatters = {
  formatEuros: (amount) => formatEuros(amount, uiLanguage()),
  formatNumber: (n, decimals) => formatNumber(n, decimals, uiLanguage()),
  formatDate: (iso) => formatDate(iso, uiLanguage()),
  formatDateTime: (ms) => formatDateTime(ms, uiLanguage()),
  parseNumber: (text) => parseIn(text, uiLanguage() === 'en' ? ',' : '.'),
  formatProgress: ({ done, total }) => ({
    done: formatNumber(done, 0, uiLanguage()),
    total: formatNumber(total, 0, uiLanguage()),
  }),
}

/**
 * The app's formatters in the UI language. Each call reads the language, so text built in a
 * template, a render function or a computed follows a change of language at once. Works outside
 * components too (stores, other composables).
 */
export function useFormat(): Formatters {
  return formatters
}
