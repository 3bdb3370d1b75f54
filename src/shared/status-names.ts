// What a status's name tells, whatever its accents and case.

/** Which dated fact a status stands for: reaching it means the case file was presented, or awarded. */
export type StatusFactDate = 'presentationDate' | 'concessionDate'

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

// «Presentada», «Presentado», «Solicitud presentada»… but not «No presentada» nor «Sin presentar».
const WORDS: readonly [RegExp, StatusFactDate][] = [
  [/(?<!\bno )\bpresentad[oa]s?\b/, 'presentationDate'],
  [/(?<!\bno )\bconcedid[oa]s?\b/, 'concessionDate'],
]

/**
 * The date a status named `name` asks for when a case file moves to it, by its name, whatever its
 * accents and case: «Presentada» the presentation date, «Concedido» the concession date; null for
 * any other status.
 */
export function statusFactDate(name: string): StatusFactDate | null {
  const text = plain(name)
  return WORDS.find(([words]) => words.test(text))?.[1] ?? null
}

/**
 * Whether a status is named «Archivada» (or «Archivado»…): a status of the service like any other,
 * not the archiving that hides a case file from the active list.
 */
export function statusNamedArchived(name: string): boolean {
  return /\barchivad[oa]s?\b/.test(plain(name))
}
