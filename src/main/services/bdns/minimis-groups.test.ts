import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { isAppFailure } from '@shared/errors'
import { MinimisGroupInputSchema } from '@shared/bdns/minimis-group-schemas'
import { type BdnsMinimisRow } from '@shared/wire/bdns-wire'
import { migrate } from '../../storage/migrations'
import { MinimisGroupsStore } from '../../storage/minimis-groups-table'
import { type BdnsService } from './bdns-service'
import { clientMinimis } from './client-minimis'
import { createMinimisGroupsService } from './minimis-groups'

// Valid CIFs (control digit checked by TaxIdSchema).
const A = 'B12345674'
const B = 'A58818501'
const C = 'B86561412'

function setUp() {
  const db = new Database(':memory:')
  migrate(db)
  const who = { account: 'demo#1' }
  const store = new MinimisGroupsStore(db)
  return {
    db,
    who,
    groups: createMinimisGroupsService(
      store,
      () => who.account,
      () => 5,
    ),
  }
}

const input = (name: string, ...nifs: string[]) =>
  MinimisGroupInputSchema.parse({ name, members: nifs.map((nif) => ({ nif })) })

const codeOf = (work: () => unknown) => {
  try {
    work()
  } catch (error) {
    if (isAppFailure(error)) return error.appError.code
    throw error
  }
  return null
}

describe('«empresa única» groups', () => {
  it('are kept per account, with their members', () => {
    const { groups, who } = setUp()
    const saved = groups.save(null, input('Grupo Norte', A, B))
    expect(saved).toMatchObject({ name: 'Grupo Norte', members: [{ nif: B }, { nif: A }] })
    expect(groups.groupOf(A)?.id).toBe(saved.id)
    who.account = 'demo#2'
    expect(groups.list()).toEqual([])
    expect(groups.groupOf(A)).toBeNull()
  })

  it('refuse a NIF already in another group, and a name already used', () => {
    const { groups } = setUp()
    groups.save(null, input('Grupo Norte', A, B))
    expect(codeOf(() => groups.save(null, input('Grupo Sur', B, C)))).toBe('conflict')
    expect(codeOf(() => groups.save(null, input('Grupo Norte', C, 'B00000000')))).not.toBeNull()
  })

  it('change members and go away whole', () => {
    const { groups } = setUp()
    const saved = groups.save(null, input('Grupo Norte', A, B))
    groups.save(saved.id, input('Grupo Norte', A, C))
    expect(groups.groupOf(B)).toBeNull()
    expect(groups.groupOf(C)?.name).toBe('Grupo Norte')
    groups.remove(saved.id)
    expect(groups.list()).toEqual([])
    expect(groups.groupOf(A)).toBeNull()
    expect(codeOf(() => groups.remove(saved.id))).toBe('not_found')
  })

  it('are never written to a database that would lose them', () => {
    const db = new Database(':memory:')
    migrate(db)
    const groups = createMinimisGroupsService(
      new MinimisGroupsStore(db),
      () => 'demo#1',
      () => 5,
      () => 'read-only',
    )
    expect(codeOf(() => groups.save(null, input('Grupo Norte', A, B)))).toBe('storage')
    expect(groups.list()).toEqual([])
  })

  it('need two NIFs, each valid', () => {
    expect(MinimisGroupInputSchema.safeParse({ name: 'X', members: [{ nif: A }] }).success).toBe(
      false,
    )
    expect(
      MinimisGroupInputSchema.safeParse({ name: 'X', members: [{ nif: A }, { nif: 'B1' }] })
        .success,
    ).toBe(false)
  })
})

describe('a client’s de minimis with its group', () => {
  const row = (id: string, amount: number): BdnsMinimisRow => ({
    id,
    callCode: '600001',
    grantor: 'AYUNTAMIENTO',
    regulationText: 'REGLAMENTO (UE) 2023/2831 de minimis',
    grantedOn: '2025-06-01',
    registeredOn: null,
    beneficiary: null,
    instrument: null,
    amount,
  })
  const registry: Record<string, BdnsMinimisRow[]> = {
    [A]: [row('1', 180_000)],
    [B]: [row('2', 150_000)],
  }
  const asked: string[] = []
  const bdns = {
    minimis: (nif: string) => {
      asked.push(nif)
      return Promise.resolve({
        value: registry[nif] ?? [],
        fetchedAt: 7,
        source: 'network',
        stale: false,
      })
    },
  } as unknown as BdnsService

  it('sums every member’s aid for each of them, and says so', async () => {
    const { groups } = setUp()
    const alone = await clientMinimis(bdns, groups, A, { asOf: '2026-01-01' })
    expect(alone.group).toBeNull()
    expect(alone.summary.ceilings[0]).toMatchObject({ used: 180_000, over: false })

    groups.save(null, input('Grupo Norte', A, B))
    for (const nif of [A, B]) {
      const grouped = await clientMinimis(bdns, groups, nif, { asOf: '2026-01-01' })
      expect(grouped.group?.name).toBe('Grupo Norte')
      expect(grouped.summary.ceilings[0]).toMatchObject({
        used: 330_000,
        left: -30_000,
        over: true,
      })
      expect(grouped.sources.map((s) => s.nif).sort()).toEqual([A, B].sort())
      expect(grouped.summary.aid.map((a) => a.nif).sort()).toEqual([A, B].sort())
    }
  })
})
