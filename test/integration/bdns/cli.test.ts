import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { bdnsOf } from '../../../src/demo-service/seed/grant-details'
import { FIRST_CLIENT_ID } from '../../../src/demo-service/seed/clients-seed'
import { MemorySecretStore } from '../../../src/main/session/secret-store'
import { connectionTo, newHome, runCli, sessionEnv } from '../../support/cli'
import { zipEntries } from '../../support/zip-entries'

/**
 * `grants-desk bdns …` in this process against the demo registry: no sign-in, the JSON shapes of
 * issue 36 (point 8), usage errors that send nothing (exit 2), an unreachable registry (exit 1).
 */

const TODAY = '2026-05-14'
let demo: DemoService
const noKeychain = () =>
  Promise.resolve({ store: new MemorySecretStore(), keychainAvailable: false, reason: 'test' })

beforeAll(async () => {
  demo = await createDemoService({ today: TODAY, clients: 20, concessions: 20 })
})
afterAll(() => demo.close())

const bdns = (args: string[], home = newHome()) =>
  runCli(['bdns', ...args, '--bdns-url', demo.bdnsUrl], { home, openSecrets: noKeychain })
const registryRequests = () => demo.control.requests.filter((r) => r.path.startsWith('/bdnstrans'))
const nifOf = (id: number) => demo.state.clients.get(id)?.client.nif ?? ''
const codeOf = (index: number) => {
  const grant = demo.state.grants[index]
  if (!grant) throw new Error('no grant seeded')
  return bdnsOf(grant)
}

describe('grants-desk bdns minimis', () => {
  it('prints each NIF’s window, aid, ceilings and other rows, with no sign-in', async () => {
    const nif = nifOf(FIRST_CLIENT_ID)
    const result = await bdns([
      'minimis',
      '--nif',
      `${nif},${nifOf(FIRST_CLIENT_ID + 5)}`,
      '--as-of',
      TODAY,
    ])
    expect(result.code, result.stderr).toBe(0)
    const [first, second] = JSON.parse(result.stdout) as Record<string, unknown>[]
    expect(first).toMatchObject({
      nif,
      group: null,
      window: { from: '2023-05-15', to: TODAY },
      other: 0,
      stale: false,
    })
    const aid = first?.['aid'] as Record<string, unknown>[]
    expect(Object.keys(aid[0] ?? {})).toEqual([
      'nif',
      'bdns_code',
      'granted_on',
      'regulation',
      'grantor',
      'amount',
    ])
    expect(first?.['ceilings']).toEqual([
      { regulation: '2023/2831', ceiling: 300_000, used: 325_000, left: -25_000 },
      { regulation: '2023/2832', ceiling: 750_000, used: 325_000, left: 425_000 },
      { regulation: '1408/2013', ceiling: 50_000, used: 0, left: 50_000 },
      { regulation: '717/2014', ceiling: 40_000, used: 0, left: 40_000 },
    ])
    expect(second?.['nif']).toBe(nifOf(FIRST_CLIENT_ID + 5))
  })

  it('keeps the answer a day: the same question sends nothing the second time', async () => {
    const home = newHome()
    const nif = nifOf(FIRST_CLIENT_ID + 3)
    await bdns(['minimis', '--nif', nif], home)
    const asked = registryRequests().length
    const again = await bdns(['minimis', '--nif', nif], home)
    expect(again.code, again.stderr).toBe(0)
    expect(registryRequests().length).toBe(asked)
  })

  it('writes one row per aid to csv', async () => {
    const home = newHome()
    const out = join(home, 'minimis.csv')
    const result = await bdns(
      ['minimis', '--nif', nifOf(FIRST_CLIENT_ID + 4), '--format', 'csv', '--out', out],
      home,
    )
    expect(result.code, result.stderr).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({ file: out, format: 'csv' })
    expect(readFileSync(out, 'utf8')).toContain('Código BDNS')
  })

  it('refuses a NIF that is not valid, an ISO --as-of or an unknown group, sending nothing (exit 2)', async () => {
    const before = registryRequests().length
    for (const args of [
      ['minimis', '--nif', 'B1234567X'],
      ['minimis', '--nif', nifOf(FIRST_CLIENT_ID), '--as-of', '14/05/2026'],
      ['minimis', '--nif', nifOf(FIRST_CLIENT_ID), '--group', 'Nadie'],
      ['call', '80000A'],
      ['watch', ''],
      ['declaration', '--nif', nifOf(FIRST_CLIENT_ID), '--grant', 'X', '--out', 'a.pdf'],
    ]) {
      const result = await bdns(args)
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(2)
    }
    expect(registryRequests().length).toBe(before)
  })

  it('says in one sentence that the registry cannot be reached (exit 1)', async () => {
    const result = await runCli(
      [
        'bdns',
        'minimis',
        '--nif',
        nifOf(FIRST_CLIENT_ID),
        '--bdns-url',
        'http://127.0.0.1:9/bdnstrans/api',
      ],
      { openSecrets: noKeychain },
    )
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toContain('BDNS')
  })

  it('uses the demo service’s own registry with --env demo', async () => {
    const own = await createDemoService({ today: TODAY, clients: 5, concessions: 5 })
    const nif = own.state.clients.get(FIRST_CLIENT_ID)?.client.nif ?? ''
    const result = await runCli(['bdns', 'minimis', '--nif', nif, '--env', 'demo'], {
      openSecrets: noKeychain,
      startDemoService: () => Promise.resolve(own),
    })
    expect(result.code, result.stderr).toBe(0)
    expect(own.control.requests.some((r) => r.path.endsWith('/minimis/busqueda'))).toBe(true)
  })

  it('takes the registry from GRANTS_DESK_BDNS_URL', async () => {
    const result = await runCli(['bdns', 'call', codeOf(1)], {
      env: { GRANTS_DESK_BDNS_URL: demo.bdnsUrl },
      openSecrets: noKeychain,
    })
    expect(result.code, result.stderr).toBe(0)
  })
})

describe('grants-desk bdns call and watch', () => {
  it('prints a call with its dates, documents, notices and public page', async () => {
    const code = codeOf(2)
    const result = await bdns(['call', code])
    expect(result.code, result.stderr).toBe(0)
    const call = JSON.parse(result.stdout) as Record<string, unknown>
    expect(call).toMatchObject({
      code,
      opens_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      closes_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      open_text: null,
      close_text: null,
      url: `https://www.infosubvenciones.es/bdnstrans/GE/es/convocatorias/${code}`,
    })
    const [doc] = call['documents'] as { url: string }[]
    expect(doc).toMatchObject({
      id: expect.any(String) as string,
      name: expect.any(String) as string,
    })
    expect((await fetch(doc?.url ?? '')).headers.get('content-type')).toBe(
      'application/octet-stream',
    )
    expect(call['notices']).toEqual([
      expect.objectContaining({ title: expect.any(String) as string }) as unknown,
    ])
  })

  it('reports nothing the first time, then each change once', async () => {
    const home = newHome()
    const [a, b] = [codeOf(3), codeOf(4)]
    const first = await bdns(['watch', `${a},${b}`], home)
    expect(first.code, first.stderr).toBe(0)
    expect(JSON.parse(first.stdout)).toEqual({ changes: [] })
    demo.bdns.calls.change(b, { closesOn: '2027-02-01', document: 'Resolución provisional' })
    const second = await bdns(['watch', `${a},${b}`], home)
    expect(JSON.parse(second.stdout)).toEqual({
      changes: [
        { code: b, field: 'closes_on', before: expect.any(String) as string, after: '2027-02-01' },
        { code: b, field: 'document', before: null, after: 'Resolución provisional' },
      ],
    })
    expect(JSON.parse((await bdns(['watch', `${a},${b}`], home)).stdout)).toEqual({ changes: [] })
  })
})

describe('grants-desk bdns declaration', () => {
  it('writes the DOCX with the aid and totals, and prints where', async () => {
    const home = newHome()
    const out = join(home, 'declaracion.docx')
    const nif = nifOf(FIRST_CLIENT_ID + 1)
    const result = await bdns(
      ['declaration', '--nif', nif, '--grant', 'Kit Digital', '--out', out, '--place', 'Sevilla'],
      home,
    )
    expect(result.code, result.stderr).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({ file: out, aid: 1, nifs: [nif] })
    expect(existsSync(out)).toBe(true)
    const xml = zipEntries(readFileSync(out)).get('word/document.xml')?.toString('utf8') ?? ''
    expect(xml).toContain('DECLARACIÓN RESPONSABLE DE AYUDAS DE MINIMIS')
    expect(xml).toContain('180.000,00')
    expect(xml).toContain('En Sevilla')
  })
})

describe('grants-desk portfolio aid with the registry kept', () => {
  it('counts the registry’s de minimis for a NIF whose rows `bdns minimis` kept, and nothing else of it', async () => {
    const home = newHome()
    const env = await sessionEnv(demo.url)
    const signedIn = (args: string[]) =>
      runCli([...args, ...connectionTo(demo.url)], { home, env, openSecrets: noKeychain })
    const listed = await signedIn(['clients', 'list', '--page-size', '1'])
    expect(listed.code, listed.stderr).toBe(0)
    const nif = (JSON.parse(listed.stdout) as { results: { nif: string }[] }).results[0]?.nif ?? ''
    const filters = ['--filters', `{"nif__icontains":"${nif}"}`, '--yes']

    const before = await signedIn(['portfolio', 'aid', ...filters])
    expect(before.code, before.stderr).toBe(0)
    type Aid = {
      clients: {
        de_minimis_source: string
        de_minimis_total: number
        only_grants: number | null
        only_registry: number | null
      }[]
    }
    expect((JSON.parse(before.stdout) as Aid).clients[0]).toMatchObject({
      de_minimis_source: 'grants',
      // The registry not read: what each source misses is not known.
      only_grants: null,
      only_registry: null,
    })

    const minimis = await signedIn(['bdns', 'minimis', '--nif', nif, '--bdns-url', demo.bdnsUrl])
    expect(minimis.code, minimis.stderr).toBe(0)
    const [kept] = JSON.parse(minimis.stdout) as { aid: { amount: number }[] }[]
    const official = (kept?.aid ?? []).reduce((sum, aid) => sum + aid.amount, 0)

    const after = await signedIn(['portfolio', 'aid', ...filters])
    const row = (JSON.parse(after.stdout) as Aid).clients[0]
    expect(row).toMatchObject({
      de_minimis_source: 'registry',
      de_minimis_total: Math.round(official * 100) / 100,
    })
    // Both sides known now: each registry row is either paired with a concession or only there.
    expect(row?.only_grants).toBeGreaterThanOrEqual(0)
    expect(row?.only_registry).toBeGreaterThanOrEqual(0)
    expect(row?.only_registry).toBeLessThanOrEqual(kept?.aid.length ?? 0)
  })
})
