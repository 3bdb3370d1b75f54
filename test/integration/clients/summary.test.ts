import { afterEach, describe, expect, it } from 'vitest'
import { type ClientSummary } from '@shared/clients/client-summary'
import { type OpportunitiesRun } from '@shared/portfolio/portfolio'
import { inWindow } from '@shared/portfolio/portfolio-aid'
import { startSignedIn, type TestApp, value } from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

/** A client of the replica whose NIF has concessions, with at most one page of them. */
async function clientWithConcessions(a: TestApp): Promise<{ id: number; nif: string }> {
  const { concessions } = a.demoService.state
  const page = await value<{ rows: { id: number; nif: string }[] }>(a, 'clients.query', {
    limit: 500,
  })
  const found = page.rows.find((row) => {
    const count = concessions.ofNif(row.nif).length
    return count > 0 && count <= 100
  })
  if (!found) throw new Error('no client with concessions')
  return found
}

describe('a client’s summary', () => {
  it('sends no request: nothing kept is said so; once looked up, the kept concessions are summed as «Ayudas recibidas» sums them', async () => {
    const a = (app = await startSignedIn())
    const client = await clientWithConcessions(a)
    a.demoService.control.clearRequests()
    const input = { clientId: client.id, nif: ` ${client.nif.toLowerCase()} ` }
    const before = await value<ClientSummary>(a, 'clients.summary', input)
    expect(before).toMatchObject({ nif: client.nif, concessions: null, opportunities: null })
    expect(before.threshold).toBe(300_000)
    expect(a.demoService.control.requests).toEqual([])

    // The user asks (a paid search); the page then reads what it kept, and asks nothing more.
    const search = await value<{
      rows: { concession_date?: string | null; awarded_amount: number | null }[]
    }>(a, 'concessions.search', { query: { kind: 'nif', nif: client.nif } })
    a.demoService.control.clearRequests()
    const after = await value<ClientSummary>(a, 'clients.summary', input)
    expect(a.demoService.control.requests).toEqual([])
    const kept = after.concessions
    if (!kept) throw new Error('nothing kept after the search')
    const euros = (rows: typeof search.rows) =>
      Math.round(rows.reduce((sum, row) => sum + (row.awarded_amount ?? 0), 0) * 100) / 100
    const dated = search.rows.filter((row) => row.concession_date)
    expect(kept).toMatchObject({
      old: false,
      complete: true,
      count: search.rows.length,
      loaded: search.rows.length,
      total: euros(search.rows),
      window_total: euros(dated.filter((row) => inWindow(row.concession_date ?? '', kept.window))),
      undated_count: search.rows.length - dated.length,
      last_date:
        dated
          .map((row) => row.concession_date)
          .sort()
          .at(-1) ?? null,
    })

    // Offline, what is kept is still there.
    await a.stopDemoService()
    expect((await value<ClientSummary>(a, 'clients.summary', input)).concessions).toEqual(kept)
  })

  it('lists the client’s opportunities of the latest «Cartera» run, the largest first, a few of them; one left out says what it lacked', async () => {
    const a = (app = await startSignedIn())
    const run = await value<OpportunitiesRun>(a, 'portfolio.run', {
      kind: 'opportunities',
      confirmedRequests: 10_000,
    })
    const counts = new Map<number, number>()
    for (const row of run.rows) counts.set(row.client_id, (counts.get(row.client_id) ?? 0) + 1)
    const [clientId, count] = [...counts].sort((x, y) => y[1] - x[1])[0] ?? [0, 0]
    expect(count).toBeGreaterThan(5)
    a.demoService.control.clearRequests()
    const summary = await value<ClientSummary>(a, 'clients.summary', { clientId, nif: '' })
    expect(a.demoService.control.requests).toEqual([])
    expect(summary.concessions).toBeNull()
    const mine = run.rows.filter((row) => row.client_id === clientId)
    expect(summary.opportunities).toMatchObject({
      runAt: run.runAt,
      missing: [],
      count,
      newCount: 0,
    })
    const shown = summary.opportunities?.rows ?? []
    expect(shown).toHaveLength(5)
    expect(shown.every((row) => mine.some((r) => r.slug === row.slug))).toBe(true)
    const amounts = shown.map((row) => row.total_amount ?? -1)
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x))

    // A client the run left out for its profile says what it lacked.
    const [incomplete] = run.incomplete
    if (!incomplete) throw new Error('the demo portfolio has no incomplete profile')
    const apart = await value<ClientSummary>(a, 'clients.summary', {
      clientId: incomplete.id,
      nif: incomplete.nif,
    })
    expect(apart.opportunities).toMatchObject({ count: 0, missing: incomplete.missing })
  })
})
