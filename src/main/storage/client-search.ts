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
/** The trigram index finds fragments of this length and more. */
const TRIGRAM = 3

/** What unicode61 takes for a gap between words. */
const NON_WORD = /[^\p{L}\p{N}\p{Co}]+/u
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
 * consecutive words). A word with a digit also matches anywhere in the NIF, as a fragment from its
 * middle always did: through the NIF's trigrams (`clients_nif`) from three characters, by reading
 * the NIF index below that. A word with no letter or digit at all («%», «-») is looked for anywhere
 * in the text, as before the index.
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
    const inNif =
      [...word].length >= TRIGRAM
        ? `SELECT rowid FROM clients_nif WHERE clients_nif MATCH @${tag}n${i}`
        : `SELECT rid FROM clients WHERE account = @account AND nif LIKE @${tag}n${i} ESCAPE '\\'`
    params[`${tag}n${i}`] = [...word].length >= TRIGRAM ? quoted(word) : `%${escapeLike(word)}%`
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

const phrases = new Map<string, RegExp>()
/** Patterns kept for the words being typed; a new search seldom brings more than a few. */
const PHRASES_KEPT = 256

/**
 * Whether `word` (folded, with a letter or digit) matches `text` (folded) as `clients_fts` matches
 * `"word"*`: its words, in order, consecutive words of the text, the last one as a start.
 */
export function startsWords(text: string, word: string): boolean {
  let pattern = phrases.get(word)
  if (!pattern) {
    // The words hold letters and digits only: nothing in them means anything to a RegExp.
    const words = word.split(NON_WORD).filter(Boolean)
    pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{Co}])${words.join(NON_WORD.source)}`, 'u')
    if (phrases.size >= PHRASES_KEPT) phrases.clear()
    phrases.set(word, pattern)
  }
  return pattern.test(text)
}

/** The SQL function `startsWords` is registered as on the replica's connection. */
export const STARTS_WORDS_SQL = 'client_starts_words'

/**
 * The same matches as `textMatch`, looked for row by row in the columns they were indexed from:
 * how a search answers while the text indexes of a first sync's rows are still being built.
 */
export function textScan(text: string, tag = 't'): TextMatch {
  const clauses: string[] = []
  const params: Record<string, string> = {}
  searchWords(text).forEach((word, i) => {
    params[`${tag}s${i}`] = word
    if (!WORD_CHAR.test(word)) {
      clauses.push(`instr(c.search, @${tag}s${i}) > 0`)
      return
    }
    const inSearch = `${STARTS_WORDS_SQL}(c.search, @${tag}s${i})`
    // The trigram index and LIKE both find a fragment of the NIF, its case aside (NIFs are ASCII).
    clauses.push(
      DIGIT.test(word) ? `(${inSearch} OR instr(lower(c.nif), @${tag}s${i}) > 0)` : inSearch,
    )
  })
  return { sets: [], clauses, params }
}
