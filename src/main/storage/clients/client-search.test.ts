import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ClientQuerySchema } from '@shared/clients/clients'
import { type ClientData } from '@shared/wire/client'
import { foldText } from '@shared/text'
import { createRandom } from '../../../demo-service/random'
import { DemoServiceState } from '../../../demo-service/state'
import { openClientsReplica } from './clients-replica'
import { migrate } from '../migrations'

/**
 * The full-text search against the search it replaced (every folded word anywhere in name, NIF,
 * e-mail, reference and contacts), over many terms drawn from a seeded replica: word starts with
 * their case and accents changed, fragments of NIFs from any position, and pairs of words.
 */
const ACCOUNT = 'demo#1'
const CLIENTS = new DemoServiceState({ clients: 2500, concessions: 0, today: '2026-05-14' }).clients
  .sorted({ field: 'id', descending: false })
  .map((record) => record.client)
const db = new Database(':memory:')
migrate(db)
const store = openClientsReplica(db)
db.transaction(() => CLIENTS.forEach((client) => store.writer.put(ACCOUNT, client, client)))()

const searchable = (c: ClientData) =>
  foldText([c.business_name, c.nif, c.email, c.reference ?? '', c.contacts].join(' '))
const TEXT = new Map(CLIENTS.map((c) => [c.id, searchable(c)]))
const wordsOf = (text: string) => foldText(text).split(/\s+/).filter(Boolean)

/** What the old search found: every word anywhere in the text. */
function oldSearch(text: string): Set<number> {
  const words = wordsOf(text)
  return new Set(
    CLIENTS.filter((c) => words.every((w) => TEXT.get(c.id)?.includes(w))).map((c) => c.id),
  )
}

/** The old matches where each word starts a word of the text, or lies in the NIF (with a digit). */
function oldAtWordStarts(text: string): Set<number> {
  const words = wordsOf(text)
  const startsAWord = (haystack: string, word: string) => {
    for (let at = haystack.indexOf(word); at >= 0; at = haystack.indexOf(word, at + 1)) {
      if (at === 0 || !/[\p{L}\p{N}]/u.test(haystack[at - 1] ?? '')) return true
    }
    return false
  }
  return new Set(
    CLIENTS.filter((c) =>
      words.every(
        (w) =>
          startsAWord(TEXT.get(c.id) ?? '', w) || (/\d/.test(w) && c.nif.toLowerCase().includes(w)),
      ),
    ).map((c) => c.id),
  )
}

const found = (text: string) =>
  new Set(store.reader.matchingIds(ACCOUNT, ClientQuerySchema.parse({ text })))

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ' }

function terms(): { term: string; from: number; kind: string }[] {
  const random = createRandom(20260514)
  const tokens = (c: ClientData) =>
    [c.business_name, c.email, c.reference ?? '', c.contacts]
      .join(' ')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  const disguise = (word: string) =>
    [...word]
      .map((ch) => {
        const lower = foldText(ch)
        const accented = ACCENTED[lower]
        if (accented && random.chance(0.3))
          return random.chance(0.5) ? accented : accented.toUpperCase()
        return random.chance(0.3) ? ch.toUpperCase() : ch.toLowerCase()
      })
      .join('')
  const prefix = (c: ClientData) => {
    const token = random.pick(tokens(c))
    return disguise(token.slice(0, random.int(1, token.length)))
  }
  // The clients with words to search for (one created with a NIF alone has none).
  const wordy = CLIENTS.filter((client) => tokens(client).length > 0)
  const out: { term: string; from: number; kind: string }[] = []
  for (let i = 0; i < 300; i++) {
    const c = random.pick(wordy)
    out.push({ term: prefix(c), from: c.id, kind: 'word start' })
  }
  for (let i = 0; i < 150; i++) {
    const c = random.pick(CLIENTS)
    const start = random.int(0, c.nif.length - 1)
    const fragment = c.nif.slice(start, random.int(start + 1, c.nif.length))
    out.push({
      term: random.chance(0.5) ? fragment.toLowerCase() : fragment,
      from: c.id,
      kind: 'NIF fragment',
    })
  }
  for (let i = 0; i < 100; i++) {
    const c = random.pick(wordy)
    out.push({ term: `${prefix(c)} ${prefix(c)}`, from: c.id, kind: 'two words' })
  }
  return out
}

describe('search with the full-text index', () => {
  const drawn = terms()

  it('finds what the old search found at the start of a word, or in the NIF', () => {
    for (const { term, from, kind } of drawn) {
      const now = found(term)
      // A NIF fragment of letters only (its check letter) is not a word start: not looked for.
      if (kind !== 'NIF fragment' || /\d/.test(term)) {
        expect(now.has(from), `${kind} «${term}» finds the client it came from`).toBe(true)
      }
      expect([...now].sort(), `${kind} «${term}»`).toEqual([...oldAtWordStarts(term)].sort())
    }
  })

  it('never finds a client the old search did not', () => {
    for (const { term, kind } of drawn) {
      const before = oldSearch(term)
      expect(
        [...found(term)].filter((id) => !before.has(id)),
        `${kind} «${term}»`,
      ).toEqual([])
    }
  })

  it('ignores accents and case on both sides: «alvarez» finds «Álvarez»', () => {
    const alvarez = CLIENTS.filter((c) => /Álvarez/.test(c.business_name + c.contacts))
    expect(alvarez.length).toBeGreaterThan(0)
    for (const term of ['alvarez', 'ÁLVAREZ', 'Alvar', 'álv']) {
      const now = found(term)
      for (const client of alvarez) expect(now.has(client.id), term).toBe(true)
    }
  })

  it('finds a NIF by any fragment with a digit, of any length, from any position', () => {
    for (const client of CLIENTS.slice(0, 20)) {
      const nif = client.nif
      for (let length = 1; length <= nif.length; length++) {
        for (let start = 0; start + length <= nif.length; start++) {
          const fragment = nif.slice(start, start + length)
          if (!/\d/.test(fragment)) continue
          expect(found(fragment).has(client.id), `${fragment} of ${nif}`).toBe(true)
        }
      }
    }
  })

  it('finds a NIF written with hyphens, dots or spaces, as the concessions field takes it', () => {
    for (const client of CLIENTS.slice(0, 20)) {
      const nif = client.nif
      const head = nif.slice(0, 1)
      const body = nif.slice(1, -1)
      const tail = nif.slice(-1)
      for (const written of [
        `${head}-${body}${tail}`,
        `${head}.${body.slice(0, 2)}.${body.slice(2)}-${tail}`,
        `${head} ${body} ${tail}`,
        ` ${nif.toLowerCase()} `,
      ]) {
        expect(found(written), `${written} of ${nif}`).toEqual(new Set([client.id]))
      }
    }
  })
})

describe('search during a first sync and while its sort indexes are built', () => {
  const drawn = terms()
  // Words with punctuation (phrases), and words with none of letters or digits.
  const phrases = CLIENTS.slice(0, 40).flatMap((c) => [
    c.email,
    c.email.slice(0, c.email.indexOf('@') + 3),
    c.reference ?? 'ref-',
    c.business_name.replaceAll(' ', '-'),
  ])
  const all = [...drawn.map((d) => d.term), ...phrases, 's.l.', 'S.L', '%', '-', '@', 'ñ', '']

  it('finds nothing of the load until it ends, then what a replica written client by client finds', () => {
    const db = new Database(':memory:')
    migrate(db)
    const loaded = openClientsReplica(db)
    const ids = (text: string) =>
      loaded.reader.matchingIds(ACCOUNT, ClientQuerySchema.parse({ text })).sort((a, b) => a - b)
    db.transaction(() => loaded.writer.dropIndexes())()
    const during: number[][] = []
    for (let i = 0; i < CLIENTS.length; i += 200) {
      const page = CLIENTS.slice(i, i + 200).map((client) => ({
        client,
        json: JSON.stringify(client),
      }))
      db.transaction(() => loaded.writer.load(ACCOUNT, page))()
      during.push(...all.slice(0, 40).map(ids))
      // Its text indexes are built as the rows come, behind them.
      loaded.writer.indexLoaded(150)
      during.push(...all.slice(0, 40).map(ids))
    }
    expect(during.every((matches) => matches.length === 0)).toBe(true)
    // The sync ends: what is left is indexed, and its rows show, in the default order's index;
    // the other orders' indexes come after.
    expect(loaded.writer.indexLoaded()).toBe(0)
    db.transaction(() => loaded.writer.buildIndexes(['clients_by_name']))()
    loaded.writer.showLoaded(ACCOUNT)
    expect(loaded.writer.missingIndexes().length).toBeGreaterThan(0)
    const building = all.map(ids)
    db.transaction(() => loaded.writer.buildIndexes())()
    const after = all.map(ids)
    all.forEach((term, i) => {
      const indexed = [...found(term)].sort((a, b) => a - b)
      expect(building[i], `«${term}» while the indexes are built`).toEqual(indexed)
      expect(after[i], `«${term}» after`).toEqual(indexed)
    })
    expect(after.filter((matches) => matches.length > 0).length).toBeGreaterThan(all.length / 2)
  })
})
