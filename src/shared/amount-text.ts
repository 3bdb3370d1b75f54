import { formatEurosInText } from './format'
import { type Lang } from './messages/keys'

/**
 * An amount as a grant's texts write it: grouped the Spanish way («1.000.000», «1.000,50») or plain
 * («75000», «12000.50», «12000,5»).
 */
const NUMBER = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?`
const EURO = String.raw`\s?(?:€|euros?\b|EUR\b)`
/** Between the two ends of a range: a dash, or «a», «hasta», «y» («entre … y …»), kept in prose. */
const TO = String.raw`\s*(?:-|–|—|\s(a|hasta|y)\s)\s*`
/** Not inside a longer number or a date («31/12/2026»). */
const START = String.raw`(?<![\d/.,])`
const END = String.raw`(?![\d/])`

const RANGE_IN_TEXT = new RegExp(
  String.raw`${START}(${NUMBER})(?:${EURO})?${TO}(${NUMBER})${EURO}${END}`,
  'gi',
)
const AMOUNT_IN_TEXT = new RegExp(String.raw`${START}(${NUMBER})${EURO}${END}`, 'gi')
const WHOLE_RANGE = new RegExp(
  String.raw`^(${NUMBER})(?:${EURO})?${TO}(${NUMBER})(?:${EURO})?$`,
  'i',
)
const WHOLE_AMOUNT = new RegExp(String.raw`^(${NUMBER})(?:${EURO})?$`, 'i')

const RANGE_WORD: Readonly<Record<Lang, string>> = { es: 'a', en: 'to' }

/** The number a text writes: a dot between groups of three is Spanish grouping, else a decimal. */
function amountOf(written: string): number {
  const grouped = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(written)
  const plain = grouped ? written.replaceAll('.', '').replace(',', '.') : written.replace(',', '.')
  return Number(plain)
}

const range = (from: string, to: string, lang: Lang, word = RANGE_WORD[lang]) =>
  `${formatEurosInText(amountOf(from), lang)} ${word} ${formatEurosInText(amountOf(to), lang)}`

/**
 * A grant's text with its amounts written as amounts: «de 75000 € a 1000000 €» reads «de 75.000 € a
 * 1.000.000 €». A field that is only an amount or a range («75000-1000000») is written in the
 * screen's language; amounts inside the service's prose keep the prose's (Spanish) way. Anything
 * that is not an amount in euros (a percentage, a year, a date) is left as written.
 */
export function amountsInText(text: string, lang: Lang = 'es'): string {
  const trimmed = text.trim()
  const wholeRange = WHOLE_RANGE.exec(trimmed)
  if (wholeRange) return range(wholeRange[1] ?? '', wholeRange[3] ?? '', lang)
  const wholeAmount = WHOLE_AMOUNT.exec(trimmed)
  if (wholeAmount && /€|eur/i.test(trimmed))
    return formatEurosInText(amountOf(wholeAmount[1] ?? ''), lang)
  return text
    .replace(RANGE_IN_TEXT, (_, from: string, word: string | undefined, to: string) =>
      range(from, to, 'es', word ?? RANGE_WORD.es),
    )
    .replace(AMOUNT_IN_TEXT, (_, amount: string) => formatEurosInText(amountOf(amount), 'es'))
}
