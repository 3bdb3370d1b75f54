import { foldText } from '@shared/text'

/**
 * What a search asks of the replica: sets of rows (SELECTs of `rid`) every match belongs to, and
 * conditions on `clients c`, with the named parameters they use.
 */
export interface TextMatch {
  sets: string[]
  clauses: string[]
  params: Record<string, string>
}

/** What unicode61 keeps as part of a word: letters, digits and private-use characters. */
const WORD_CHAR = /[\p{L}\p{N}\p{Co}]/u
const DIGIT = /\p{N}/u

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A NIF, NIE or CIF as the `nif` column holds it: a letter or digit, seven or eight digits, another. */
const TAX_ID_SHAPE = /^[a-z0-9]\d{7}[a-z0-9]$/
/** How a tax id is written with separators: «B-41073750», «12.345.678-Z», «X 1234567 L». */
const TAX_ID_SEPARATORS = /[\s.-]+/g

/**
 * The words of a search, folded as the replica's `search` column is. A tax id written with hyphens,
 * dots or spaces is one word, written as the NIF column holds it (the concessions' NIF field
 * accepts it so too).
 */
export function searchWords(text: string): string[] {
  const folded = foldText(text).trim()
  const compact = folded.replace(TAX_ID_SEPARATORS, '')
  if (compact !== folded && TAX_ID_SHAPE.test(compact)) return [compact]
  return folded.split(/\s+/).filter(Boolean)
}

/**
 * Every word must match. A word matches where a word of the name, NIF, e-mail, reference or
 * contacts starts with it (`clients_fts`, unicode61 with accents and case folded: «alvarez» finds
 * «Álvarez»; a word with punctuation, such as «ref-ebano» or «info@alamo», is a phrase of
 * consecutive words). A word with a digit also matches anywhere in the NIF, a fragment from its
 * middle included, read from every NIF of the account (a few milliseconds over 70,000). A word with
 * no letter or digit at all («%», «-») is looked for anywhere in the text, as before the index.
 */
export function textMatch(text: string, tag = 't'): TextMatch {
  const sets: string[] = []
  const clauses: string[] = []
  const params: Record<string, string> = {}
  const prefixes: string[] = []
  searchWords(text).forEach((word, i) => {
    if (!WORD_CHAR.test(word)) {
      clauses.push(`instr(c.search, @${tag}s${i}) > 0`)
      params[`${tag}s${i}`] = word
      return
    }
    if (!DIGIT.test(word)) {
      prefixes.push(`${quoted(word)}*`)
      return
    }
    params[`${tag}f${i}`] = `${quoted(word)}*`
    const inNif = `SELECT rid FROM clients WHERE account = @account AND nif LIKE @${tag}n${i} ESCAPE '\\'`
    params[`${tag}n${i}`] = `%${escapeLike(word)}%`
    sets.push(
      `SELECT rowid AS rid FROM clients_fts WHERE clients_fts MATCH @${tag}f${i} UNION ${inNif}`,
    )
  })
  if (prefixes.length > 0) {
    sets.unshift(`SELECT rowid AS rid FROM clients_fts WHERE clients_fts MATCH @${tag}p`)
    params[`${tag}p`] = prefixes.join(' AND ')
  }
  return { sets, clauses, params }
}
