import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CallWatchState } from '@shared/bdns/call-watch-state'
import { type ClientMinimis } from '@shared/bdns/client-minimis-report'
import { type TimelineEntry } from '@shared/cases/case-work'
import { type CaseFormOptions } from '@shared/cases/cases'
import { type CrossCheck } from '@shared/bdns/aid-cross-check'
import { initialStatusFor } from '@shared/cases/case-status-rules'
import { FIRST_CLIENT_ID } from '../../../src/demo-service/seed/clients-seed'
import { DEMO_PASSWORD, EXPERT, startTestApp, type TestApp } from '../../support/test-app'

/**
 * The official registry through main's real dispatch in demo mode: the demo service's demo BDNS,
 * de minimis with a group, the declaration, and the watch of the calls behind case files.
 */

let app: TestApp
const call = async <T>(op: string, args?: unknown): Promise<T> => {
  const result = await app.services.dispatch(op, args)
  if (!result.ok) throw new Error(`${op}: ${result.error.message}`)
  return result.value as T
}
const nifOf = (id: number) => app.demoService.state.clients.get(id)?.client.nif ?? ''

beforeAll(async () => {
  app = await startTestApp({ clients: 30, concessions: 50 })
  await call('session.login', { email: EXPERT, password: DEMO_PASSWORD })
  await app.services.idle()
})
afterAll(() => app.close())

describe('the registry through the bridge', () => {
  it('answers a client’s de minimis from the demo registry, and sums its group', async () => {
    const over = await call<ClientMinimis>('bdns.minimis', { nif: nifOf(FIRST_CLIENT_ID) })
    expect(over.group).toBeNull()
    expect(over.summary.ceilings[0]).toMatchObject({ regulation: '2023/2831', over: true })

    const [a, b] = [nifOf(FIRST_CLIENT_ID + 1), nifOf(FIRST_CLIENT_ID + 2)]
    const alone = await call<ClientMinimis>('bdns.minimis', { nif: a })
    expect(alone.summary.ceilings[0]?.over).toBe(false)
    const group = await call<{ id: number }>('bdns.saveGroup', {
      name: 'Grupo vinculado',
      members: [
        { nif: a, clientId: FIRST_CLIENT_ID + 1 },
        { nif: b, clientId: FIRST_CLIENT_ID + 2 },
      ],
    })
    const grouped = await call<ClientMinimis>('bdns.minimis', { nif: b })
    expect(grouped.group?.name).toBe('Grupo vinculado')
    expect(grouped.summary.ceilings[0]?.over).toBe(true)
    expect(await call('bdns.groups')).toHaveLength(1)
    expect(await call('bdns.removeGroup', { id: group.id })).toEqual({ removed: true })
    expect(await call('bdns.groups')).toEqual([])
  })

  it('refuses a NIF in two groups', async () => {
    const [a, b, c] = [1, 2, 3].map((n) => nifOf(FIRST_CLIENT_ID + n))
    const first = await call<{ id: number }>('bdns.saveGroup', {
      name: 'Uno',
      members: [{ nif: a }, { nif: b }],
    })
    const second = await app.services.dispatch('bdns.saveGroup', {
      name: 'Dos',
      members: [{ nif: b }, { nif: c }],
    })
    expect(second.ok ? null : second.error.code).toBe('conflict')
    await call('bdns.removeGroup', { id: first.id })
  })

  it('saves the declaration where the platform says', async () => {
    const result = await call<{ path: string | null; aid: number }>('bdns.exportDeclaration', {
      nif: nifOf(FIRST_CLIENT_ID),
      grant: 'Kit Digital',
    })
    expect(result.aid).toBeGreaterThan(0)
    expect(result.path && existsSync(result.path)).toBe(true)
  })

  it('watches the calls behind case files: a change goes to the history and the badge', async () => {
    // A case file opened here from a template of a grant: its grant, so its call, is known.
    const options = await call<CaseFormOptions>('cases.options')
    const template = options.templates.find((t) => t.fundId !== null)
    const initial = template ? initialStatusFor(options.catalogue, template.id) : null
    if (!template || !initial) throw new Error('no template of a grant')
    const shown = await call<{ rows: { id: number }[] }>('clients.query', {})
    const client = shown.rows[0]?.id
    if (client === undefined) throw new Error('no client shown')
    await call('cases.create', {
      client,
      title: 'Expediente vigilado',
      statusGroup: initial.group.id,
      status: initial.status.id,
      templateId: template.id,
    })
    const first = await call<{ checked: number; changes: unknown[] }>('bdns.checkNow', {})
    expect(first.checked).toBeGreaterThan(0)
    expect(first.changes).toEqual([])
    const state = await call<CallWatchState>('bdns.watchState')
    const watched = state.entries.find((entry) => entry.code !== null && entry.call !== null)
    if (!watched?.code) throw new Error('no case file with a known call')
    expect(watched.url).toContain(`/convocatorias/${watched.code}`)

    app.demoService.bdns.calls.change(watched.code, { closesOn: '2027-03-31' })
    const badge = app.nextEvent('bdns.watchChanged')
    const second = await call<{ changes: { caseId: number }[] }>('bdns.checkNow', {})
    expect(second.changes.length).toBeGreaterThan(0)
    expect(await badge).toEqual({ unseen: second.changes.length })
    const timeline = await call<TimelineEntry[]>('caseWork.timeline', { caseId: watched.caseId })
    expect(timeline[0]).toMatchObject({ kind: 'call_changed' })
    expect(timeline[0]?.text).toContain('31/03/2027')

    const seen = await call<{ unseen: number }>('bdns.markSeen', { caseId: watched.caseId })
    expect(seen.unseen).toBe(second.changes.length - 1)
  })

  it('cross-checks a NIF: the registry alone until its concessions are kept, then what each misses', async () => {
    const nif = nifOf(FIRST_CLIENT_ID + 6)
    const before = await call<CrossCheck>('bdns.crossCheck', { nif })
    expect(before).toMatchObject({
      concessionsKept: false,
      both: 0,
      onlyGrants: [],
      onlyRegistry: [],
    })
    await call('concessions.search', { query: { kind: 'nif', nif } })
    const after = await call<CrossCheck>('bdns.crossCheck', { nif })
    expect(after.concessionsKept).toBe(true)
    // The demo's registry and grants service know different aid of this NIF: each lists its own.
    const registry = await call<ClientMinimis>('bdns.minimis', { nif })
    expect(after.onlyRegistry.length + after.both).toBeGreaterThanOrEqual(
      registry.summary.aid.length,
    )
  })
})
