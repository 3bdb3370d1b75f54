import { foldText } from '@shared/text'

/** SQL conditions on `clients c` (ANDed) and the named parameters they use. */
export interface TextMatch {
  clauses: string[]
  params: Record<string, string>
}

/** What unicode61 keeps as part of a token: letters, digits and private-use characters. */
const TOKEN_CHAR = /[\p{L}\p{N}\p{Co}]/u
const DIGIT = /\p{N}/u
/** Shorter words are looked for anywhere, as before the index: they match most of a list anyway. */
const SHORTEST_INDEXED = 3

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`

/** The words of a search, folded as the replica's `search` column is. */
export function searchWords(text: string): string[] {
  return foldText(text).split(/\s+/).filter(Boolean)
}

/**
 * Every word must match, as before the full-text index. A word of three characters or more matches
 * where a word of the name, NIF, e-mail, reference or contacts starts with it (`clients_fts`:
 * accents and case folded, «alvarez» finds «Álvarez»; a word with punctuation, such as «ref-ebano»
 * or «info@alamo», is a phrase of consecutive words); one with a digit also matches anywhere in the
 * NIF (`clients_nif`, trigrams), as a fragment from its middle always did. A shorter word, or one
 * with no letter or digit at all, is looked for anywhere in the text, as before.
 */
export function textMatch(text: string, tag = 't'): TextMatch {
  const clauses: string[] = []
  const params: Record<string, string> = {}
  const prefixes: string[] = []
  searchWords(text).forEach((word, i) => {
    if ([...word].length < SHORTEST_INDEXED || !TOKEN_CHAR.test(word)) {
      clauses.push(`instr(c.search, @${tag}s${i}) > 0`)
      params[`${tag}s${i}`] = word
      return
    }
    if (!DIGIT.test(word)) {
      prefixes.push(`${quoted(word)}*`)
      return
    }
    clauses.push(
      `(c.rid IN (SELECT rowid FROM clients_fts WHERE clients_fts MATCH @${tag}f${i})` +
        ` OR c.rid IN (SELECT rowid FROM clients_nif WHERE clients_nif MATCH @${tag}n${i}))`,
    )
    params[`${tag}f${i}`] = `${quoted(word)}*`
    params[`${tag}n${i}`] = quoted(word)
  })
  if (prefixes.length > 0) {
    clauses.unshift(`c.rid IN (SELECT rowid FROM clients_fts WHERE clients_fts MATCH @${tag}p)`)
    params[`${tag}p`] = prefixes.join(' AND ')
  }
  return { clauses, params }
}
