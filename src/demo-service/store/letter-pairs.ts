/**
 * Which pairs of adjacent letters (a–z) each client's folded text has: one bit per pair, 676 bits
 * a client. A `general_text` search asks for each pair of its needle before reading any text, and
 * a two-letter needle is answered by its bit alone, so a new search over 100,000 clients reads
 * numbers rather than strings.
 */

const LETTERS = 26
const A = 'a'.charCodeAt(0)
const WORDS = Math.ceil((LETTERS * LETTERS) / 32)

function letterOf(code: number): number {
  const letter = code - A
  return letter >= 0 && letter < LETTERS ? letter : -1
}

/** A folded `general_text` needle and its letter pairs. */
export interface Needle {
  text: string
  pairs: readonly number[]
  /** Whether the pairs alone decide (two letters a–z): no text needs reading. */
  exact: boolean
}

export function needleOf(folded: string): Needle {
  const pairs = new Set<number>()
  for (let i = 1; i < folded.length; i++) {
    const first = letterOf(folded.charCodeAt(i - 1))
    const second = letterOf(folded.charCodeAt(i))
    if (first >= 0 && second >= 0) pairs.add(first * LETTERS + second)
  }
  return { text: folded, pairs: [...pairs], exact: folded.length === 2 && pairs.size === 1 }
}

/** The letter pairs of `count` texts, filled in when first asked for. */
export class LetterPairs {
  private readonly bits: Uint32Array

  constructor(count: number, textOf: (index: number) => string) {
    this.bits = new Uint32Array(count * WORDS)
    for (let index = 0; index < count; index++) {
      const text = textOf(index)
      const base = index * WORDS
      let previous = -1
      for (let i = 0; i < text.length; i++) {
        const letter = letterOf(text.charCodeAt(i))
        if (previous >= 0 && letter >= 0) {
          const pair = previous * LETTERS + letter
          const at = base + (pair >>> 5)
          this.bits[at] = (this.bits[at] ?? 0) | (1 << (pair & 31))
        }
        previous = letter
      }
    }
  }

  /** False when text `index` lacks a pair of the needle; true when it has them all. */
  has(index: number, needle: Needle): boolean {
    const base = index * WORDS
    for (const pair of needle.pairs) {
      if (((this.bits[base + (pair >>> 5)] ?? 0) & (1 << (pair & 31))) === 0) return false
    }
    return true
  }
}
