import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type ClientDetail,
  type ClientPage,
  type ClientUpdateResult,
  type OutboxEntry,
  type OutboxSummary,
} from '@shared/clients/clients'
import { DATABASE_FILE } from '../../../src/main/storage/database'
import { EXPERT, startSignedIn, type TestApp } from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

async function ready(): Promise<TestApp> {
  app = await startSignedIn(EXPERT, {}, 1_500)
  return app
}

async function ok<T>(a: TestApp, op: string, args?: unknown): Promise<T> {
  const result = await a.services.dispatch(op, args)
  if (!result.ok) throw new Error(`${op}: ${result.error.code} ${result.error.message}`)
  return result.value as T
}

async function clientIds(a: TestApp): Promise<number[]> {
  return (
    await ok<ClientPage>(a, 'clients.query', {
      sort: { field: 'nif', direction: 'asc' },
      limit: 1000,
    })
  ).rows.map((r) => r.id)
}

type Field = 'notes' | 'reference' | 'contacts' | 'employees_quantity'

async function edit(a: TestApp, id: number, field: Field, value: string | number) {
  const shown = (await ok<ClientDetail>(a, 'clients.get', { id })).client
  return ok<ClientUpdateResult>(a, 'clients.update', {
    id,
    patch: { [field]: value },
    base: { [field]: shown[field] },
  })
}

function serverValue(a: TestApp, id: number, field: Field): unknown {
  return a.demoService.state.clients.get(id)?.client[field]
}

describe('outbox', () => {
  it('an edit made offline is queued, shown as pending, and applied on reconnect', async () => {
    const a = await ready()
    const [id] = await clientIds(a)
    if (!id) throw new Error('no clients')
    await a.stopDemoService()
    const result = await edit(a, id, 'notes', 'Llamar al gerente el martes')
    expect(result.status).toBe('queued')
    expect(result.detail).toMatchObject({
      client: { notes: 'Llamar al gerente el martes' },
      pendingFields: ['notes'],
    })
    expect(await ok<OutboxSummary>(a, 'outbox.summary')).toEqual({
      pending: 1,
      conflicts: 0,
      failed: 0,
    })
    const rows = (await ok<ClientPage>(a, 'clients.query', { limit: 1000 })).rows
    expect(rows.find((r) => r.id === id)?.pending).toBe('pending')

    await a.restartDemoService()
    await ok(a, 'clients.sync')
    expect(serverValue(a, id, 'notes')).toBe('Llamar al gerente el martes')
    expect(await ok<OutboxSummary>(a, 'outbox.summary')).toEqual({
      pending: 0,
      conflicts: 0,
      failed: 0,
    })
  })

  it('goes back online by itself: the probe finds the service and the outbox replays', async () => {
    const a = await ready()
    const [id] = await clientIds(a)
    await a.stopDemoService()
    await edit(a, id ?? 0, 'reference', 'EXP-2026-77')
    expect((await ok<{ online: boolean }>(a, 'connectivity.state')).online).toBe(false)
    await a.restartDemoService()
    await expect
      .poll(() => serverValue(a, id ?? 0, 'reference'), { timeout: 15_000 })
      .toBe('EXP-2026-77')
    expect(a.events.some((e) => e.event === 'connectivity.changed')).toBe(true)
  })

  it('raises a conflict when the server changed the same field, and keeps mine when asked', async () => {
    const a = await ready()
    const [id] = await clientIds(a)
    if (!id) throw new Error('no clients')
    await a.stopDemoService()
    await edit(a, id, 'notes', 'mi versión')
    await edit(a, id, 'contacts', 'Ana (gerente)')
    a.demoService.control.updateClient(id, { notes: 'versión del servidor' })
    await a.restartDemoService()
    await ok(a, 'clients.sync')
    const [entry] = await ok<OutboxEntry[]>(a, 'outbox.list')
    expect(entry).toMatchObject({
      status: 'conflict',
      conflicts: [{ field: 'notes', mine: 'mi versión', theirs: 'versión del servidor' }],
    })
    // The later edit of the same client waits behind the conflict.
    expect(serverValue(a, id, 'contacts')).not.toBe('Ana (gerente)')
    await ok(a, 'outbox.resolve', { entryId: entry?.id, choices: { notes: 'mine' } })
    expect(serverValue(a, id, 'notes')).toBe('mi versión')
    expect(serverValue(a, id, 'contacts')).toBe('Ana (gerente)')
    expect(await ok<OutboxSummary>(a, 'outbox.summary')).toEqual({
      pending: 0,
      conflicts: 0,
      failed: 0,
    })
  })

  it('takes the server value when asked', async () => {
    const a = await ready()
    const [id] = await clientIds(a)
    await a.stopDemoService()
    await edit(a, id ?? 0, 'employees_quantity', 41)
    a.demoService.control.updateClient(id ?? 0, { employees_quantity: 77 })
    await a.restartDemoService()
    await ok(a, 'clients.sync')
    const [entry] = await ok<OutboxEntry[]>(a, 'outbox.list')
    await ok(a, 'outbox.resolve', { entryId: entry?.id, choices: { employees_quantity: 'theirs' } })
    expect(serverValue(a, id ?? 0, 'employees_quantity')).toBe(77)
    expect((await ok<ClientDetail>(a, 'clients.get', { id })).client.employees_quantity).toBe(77)
  })

  it('keeps an edit the service refuses, visible as failed, until the user discards it', async () => {
    const a = await ready()
    const [id] = await clientIds(a)
    await a.stopDemoService()
    await edit(a, id ?? 0, 'notes', 'para un cliente que desaparece')
    a.demoService.control.deleteClient(id ?? 0)
    await a.restartDemoService()
    await ok(a, 'clients.sync')
    const [entry] = await ok<OutboxEntry[]>(a, 'outbox.list')
    expect(entry).toMatchObject({
      status: 'failed',
      error: expect.objectContaining({ code: 'not_found', reason: 'missing' }) as unknown,
    })
    expect(await ok(a, 'outbox.discard', { entryId: entry?.id })).toEqual({
      pending: 0,
      conflicts: 0,
      failed: 0,
    })
  })

  it('never sends an edit twice: a PATCH whose answer was lost is recognised as applied', async () => {
    const a = await ready()
    const [id] = await clientIds(a)
    await a.stopDemoService()
    await edit(a, id ?? 0, 'notes', 'ya aplicada')
    // The server got it before the connection dropped.
    a.demoService.control.updateClient(id ?? 0, { notes: 'ya aplicada' })
    await a.restartDemoService()
    await ok(a, 'clients.sync')
    expect(a.demoService.control.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0)
    expect(await ok<OutboxSummary>(a, 'outbox.summary')).toEqual({
      pending: 0,
      conflicts: 0,
      failed: 0,
    })
  })
})

describe('outbox against the vendor dialect, whose PATCH ignores notes (SC-DIALECT-5)', () => {
  it('an edit the service answered without stays visible as not saved until discarded, holding nothing back', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect: 'vendor' }, 1_500))
    const [id = 0] = await clientIds(a)
    const notesBefore = serverValue(a, id, 'notes')
    await a.stopDemoService()
    expect((await edit(a, id, 'notes', 'Llamar al gerente')).status).toBe('queued')
    expect((await edit(a, id, 'employees_quantity', 33)).status).toBe('queued')
    await a.restartDemoService()
    await ok(a, 'clients.sync')

    // The replay sent both; the service kept the figure and not the note, and said 200 to both.
    expect(serverValue(a, id, 'employees_quantity')).toBe(33)
    expect(serverValue(a, id, 'notes')).toBe(notesBefore)
    const entries = await ok<OutboxEntry[]>(a, 'outbox.list')
    expect(entries).toEqual([
      expect.objectContaining({
        clientId: id,
        status: 'failed',
        reason: 'not_saved',
        fields: ['notes'],
        error: expect.objectContaining({
          code: 'not_saved',
          reason: 'fields_ignored',
          params: { fields: 'notes' },
        }) as unknown,
      }),
    ])
    expect(await ok<OutboxSummary>(a, 'outbox.summary')).toMatchObject({ pending: 0, failed: 1 })
    const shown = await ok<ClientDetail>(a, 'clients.get', { id })
    expect(shown.client.notes).toBe(notesBefore)
    expect(shown.pendingFields).toEqual([])

    // Later edits of the client are not held behind it.
    expect((await edit(a, id, 'employees_quantity', 34)).status).toBe('saved')
    // «Reintentar»: sent again, not saved again, still there.
    const [entry] = entries
    await ok(a, 'outbox.retry', { entryId: entry?.id })
    expect((await ok<OutboxEntry[]>(a, 'outbox.list')).map((e) => e.fields)).toEqual([['notes']])
    // A newer note replaces the older one that was not saved: one entry, the newer one.
    expect((await edit(a, id, 'notes', 'Otra nota')).status).toBe('not_saved')
    const now = await ok<OutboxEntry[]>(a, 'outbox.list')
    expect(now).toHaveLength(1)
    expect(now[0]?.id).not.toBe(entry?.id)
    expect(await ok<OutboxSummary>(a, 'outbox.discard', { entryId: now[0]?.id })).toEqual({
      pending: 0,
      conflicts: 0,
      failed: 0,
    })
  })
})

/** mulberry32: a seeded generator, so a failing run can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('outbox under a flaky service (randomised)', () => {
  it('200 edits with the service stopped and started at random: each ends applied or in conflict', async () => {
    const a = await ready()
    const next = random(Number(process.env['OUTBOX_SEED'] ?? 20261121))
    const ids = (await clientIds(a)).slice(0, 24)
    const calm = ids.slice(0, 18) // only the app writes these
    const contested = ids.slice(18) // the server changes these too, to provoke conflicts
    const fields: Field[] = ['notes', 'reference', 'contacts', 'employees_quantity']
    const last = new Map<string, string | number>()
    let up = true
    let queued = 0
    let saved = 0
    let successfulPatches = 0
    const countPatches = () =>
      (successfulPatches += a.demoService.control.requests.filter(
        (r) => r.method === 'PATCH' && r.status === 200,
      ).length)

    for (let n = 0; n < 200; n++) {
      if (next() < 0.15) {
        if (up) {
          countPatches()
          await a.stopDemoService()
        } else await a.restartDemoService()
        up = !up
      }
      const contestedTurn = next() < 0.15
      const pool = contestedTurn ? contested : calm
      const id = pool[Math.floor(next() * pool.length)] ?? 0
      const field = fields[Math.floor(next() * fields.length)] ?? 'notes'
      const value = field === 'employees_quantity' ? 1000 + n : `edición ${n}`
      if (contestedTurn && up && next() < 0.5) {
        a.demoService.control.updateClient(id, {
          [field]: field === 'employees_quantity' ? 5000 + n : `servidor ${n}`,
        })
      }
      const result = await edit(a, id, field, value)
      // As on reconnect: replay and sync now and then, interleaved with new edits.
      if (up && next() < 0.2) await a.services.dispatch('clients.sync', undefined)
      if (result.status === 'queued') queued++
      else saved++
      last.set(`${id}:${field}`, value)
    }
    if (!up) await a.restartDemoService()
    await ok(a, 'clients.sync')

    const entries = outboxRows(a)
    // None lost: every queued edit has its entry; none is left pending or failed.
    expect(entries).toHaveLength(queued)
    expect(saved + queued).toBe(200)
    expect(entries.filter((e) => e.status === 'failed')).toEqual([])
    // Conflicts are only where the server changed things too…
    const conflicted = new Set(
      entries.filter((e) => e.status === 'conflict').map((e) => e.clientId),
    )
    for (const id of conflicted) expect(contested).toContain(id)
    // …and an edit still pending is one waiting behind a conflict of its own client.
    for (const entry of entries.filter((e) => e.status === 'pending'))
      expect(conflicted).toContain(entry.clientId)

    // Resolve every conflict keeping mine: then the last edit of every field is what the server has.
    for (let round = 0; round < 50; round++) {
      const open = await ok<OutboxEntry[]>(a, 'outbox.list')
      const conflict = open.find((e) => e.status === 'conflict')
      if (!conflict) break
      await ok(a, 'outbox.resolve', {
        entryId: conflict.id,
        choices: Object.fromEntries(conflict.conflicts.map((c) => [c.field, 'mine'])),
      })
    }
    expect(await ok<OutboxSummary>(a, 'outbox.summary')).toEqual({
      pending: 0,
      conflicts: 0,
      failed: 0,
    })
    expect(outboxRows(a).every((e) => e.status === 'done')).toBe(true)
    for (const [key, value] of last) {
      const [id, field] = key.split(':') as [string, Field]
      expect(serverValue(a, Number(id), field), key).toBe(value)
    }
    // Not duplicated: never more successful PATCHes than edits (plus the resolutions).
    countPatches()
    expect(successfulPatches).toBeLessThanOrEqual(200 + conflicted.size * 10)
  }, 180_000)
})

/** Every outbox row the app wrote, read straight from its SQLite file. */
function outboxRows(a: TestApp): { clientId: number; status: string }[] {
  const db = new Database(join(a.userDataDir, DATABASE_FILE), { readonly: true })
  try {
    return db.prepare('SELECT client_id AS clientId, status FROM outbox ORDER BY id').all() as {
      clientId: number
      status: string
    }[]
  } finally {
    db.close()
  }
}
