import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ClientMatches, intersect, MATCHED_SQL } from './client-matches'
import { type Where } from './client-filter'

/** A table of rows 1…n, `account` alternating between two accounts, `k` = rid % 7. */
function fixture(n: number) {
  const db = new Database(':memory:')
  db.exec('CREATE TABLE clients (rid INTEGER PRIMARY KEY, account TEXT NOT NULL, k INTEGER)')
  const insert = db.prepare('INSERT INTO clients VALUES (?, ?, ?)')
  for (let rid = 1; rid <= n; rid++) insert.run(rid, rid % 2 === 0 ? 'a#1' : 'b#2', rid % 7)
  const read: string[] = []
  const matches = new ClientMatches(db, (sql) => {
    read.push(sql)
    return db.prepare(sql)
  })
  return { db, matches, read }
}

const part = (k: number) => ({
  set: `SELECT rid FROM clients WHERE k = @k${k}`,
  check: `c.k = ${k}`,
})

describe('ClientMatches', () => {
  it('intersects sorted lists of rows', () => {
    const a = Int32Array.from([1, 3, 5, 7, 9, 11])
    const b = Int32Array.from([2, 3, 4, 9, 10, 11, 12])
    expect(Array.from(intersect(a, b))).toEqual([3, 9, 11])
    expect(Array.from(intersect(a, new Int32Array(0)))).toEqual([])
  })

  it('selects the rows every part selects, of the account asked for when others are stored', () => {
    const { matches } = fixture(100)
    const w: Where = {
      parts: [part(3), { set: 'SELECT rid FROM clients WHERE rid > @from', check: '' }],
      clauses: [],
      params: { account: 'a#1', k3: 3, from: 50 },
    }
    const expected = (onlyAccount: boolean) =>
      Array.from({ length: 100 }, (_, i) => i + 1).filter(
        (rid) => rid % 7 === 3 && rid > 50 && (onlyAccount || rid % 2 === 0),
      )
    expect(Array.from(matches.of(w, true))).toEqual(expected(true))
    expect(Array.from(matches.of(w, false))).toEqual(expected(false))
  })

  it('reads a part once until the replica changes, whatever else the filter holds', () => {
    const { matches, read } = fixture(50)
    const reads = () => read.filter((sql) => sql.includes('k = @k')).length
    const one: Where = { parts: [part(1)], clauses: [], params: { account: 'a#1', k1: 1 } }
    const two: Where = { ...one, parts: [part(1), part(2)], params: { ...one.params, k2: 2 } }
    matches.of(one, true)
    matches.of(two, true)
    matches.of(two, true)
    expect(reads()).toBe(2)
    matches.forget()
    matches.of(one, true)
    expect(reads()).toBe(3)
  })

  it('answers MATCHED_SQL for the rows it was last given', () => {
    const { db, matches } = fixture(20)
    matches.mark(Int32Array.from([2, 4, 19]))
    const matched = () =>
      db.prepare(`SELECT rid FROM clients WHERE ${MATCHED_SQL}(rid) ORDER BY rid`).pluck().all()
    expect(matched()).toEqual([2, 4, 19])
    matches.mark(Int32Array.from([1]))
    expect(matched()).toEqual([1])
    matches.mark(new Int32Array(0))
    expect(matched()).toEqual([])
  })
})
