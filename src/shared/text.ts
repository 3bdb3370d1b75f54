/** Lower-cases and strips diacritics («Programación» → «programacion», «ñ» → «n»), for search. */
export function foldText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}
