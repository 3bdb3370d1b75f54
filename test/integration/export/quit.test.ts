import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ExportStartResult } from '@shared/exports'
import { EXPERT, startSignedIn } from '../../support/test-app'
import { waitFor } from '../../support/wait-for'

describe('quitting the app mid-export', () => {
  it('aborts the export, removes its .part and leaves no file', async () => {
    const app = await startSignedIn(EXPERT, { concessions: 60_000 })
    const folder = join(app.userDataDir, 'Exportaciones')
    const grant = app.demoService.state.grants.find(
      (g) => app.demoService.state.concessions.ofGrant(g).length > 2_100,
    )
    if (!grant) throw new Error('no big grant')
    const source = { kind: 'concessions', query: { kind: 'grant-slug', fundSlug: grant.slug } }
    const ask = await app.services.dispatch('export.start', { exportId: 'quit-ask-01', source })
    const asked = (ask.ok ? ask.value : null) as ExportStartResult | null
    const requests = asked?.status === 'needs-confirmation' ? asked.requests : 0
    expect(requests).toBeGreaterThan(20)

    // The walk's first page answered, the rest held: it is mid-way when the app quits.
    app.demoService.control.hold({ path: /^\/api\/v2\/funds\/concessions\// }, 1)
    const started = app.services.dispatch('export.start', {
      exportId: 'quit-0001',
      source,
      confirmedRequests: requests,
    })
    await waitFor(
      () => {
        expect(app.events.some((e) => e.event === 'export.progress')).toBe(true)
        expect(readdirSync(folder).filter((name) => name.endsWith('.part'))).toHaveLength(1)
      },
      { timeout: 30_000, interval: 10 },
    )

    await app.close()

    expect(await started).toEqual({ ok: true, value: { status: 'cancelled' } })
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([])
    const walked = app.demoService.control.requests.filter((r) =>
      r.path.endsWith('/beneficiaries/'),
    )
    expect(walked.length).toBeLessThan(requests)
  })
})
