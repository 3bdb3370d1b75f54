import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type CaseFolder, type CaseWork, type TimelineEntry } from '@shared/cases/case-work'
import { type CasePage } from '@shared/cases/cases'
import { EXPERT, startSignedIn, startTestApp, type TestApp, value } from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

/** Waits for `caseWork.changed` until the case file's history says what `done` wants. */
async function until(a: TestApp, caseId: number, done: (history: TimelineEntry[]) => boolean) {
  for (;;) {
    const changed = a.nextEvent('caseWork.changed')
    const history = await value<TimelineEntry[]>(a, 'caseWork.timeline', { caseId })
    if (done(history)) return history
    await changed
  }
}
const names = (work: CaseWork) => work.folder.files.map((f) => f.name)

describe('a case file’s folder in the app', () => {
  it('is watched while the app runs, and read again at the next start for what changed meanwhile', async () => {
    const a = (app = await startSignedIn(EXPERT))
    const page = await value<CasePage>(a, 'cases.query', { limit: 1 })
    const caseId = page.rows[0]?.id ?? 0
    const chosen = await value<CaseFolder>(a, 'caseWork.chooseFolder', { caseId })
    const folder = chosen.path ?? ''
    expect(folder).toContain(page.rows[0]?.identifier ?? '?')

    writeFileSync(join(folder, 'escrituras.pdf'), 'pdf')
    await until(a, caseId, (history) => history.some((e) => e.text === 'escrituras.pdf'))
    const { userDataDir, secrets } = a
    await a.close()

    // Closed: one added, one removed.
    writeFileSync(join(folder, 'memoria.docx'), 'memoria')
    rmSync(join(folder, 'escrituras.pdf'))
    const b = (app = await startTestApp({}, undefined, { userDataDir, secrets }))
    await b.services.idle()
    const history = await value<TimelineEntry[]>(b, 'caseWork.timeline', { caseId })
    const lines = history.map((e) => [e.kind, e.text])
    // The two changes seen at the start have the same time: either order.
    expect(lines.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['file_removed', 'escrituras.pdf'],
        ['file_added', 'memoria.docx'],
      ]),
    )
    expect(lines.slice(2)).toEqual([['file_added', 'escrituras.pdf']])
    expect(names(await value<CaseWork>(b, 'caseWork.get', { caseId }))).toEqual(['memoria.docx'])
  })
})
