/** Lower-cases and strips diacritics («Programación» → «programacion», «ñ» → «n»), for search. */
export function foldText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Every word of `pattern` is somewhere in `text`, ignoring case and accents («coruna» → «A Coruña»). */
export function matchesWords(text: string, pattern: string): boolean {
  const folded = foldText(text)
  return foldText(pattern)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word))
}
