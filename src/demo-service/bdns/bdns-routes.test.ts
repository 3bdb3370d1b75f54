import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { deMinimisSummary, windowEndingOn } from '@shared/bdns/de-minimis'
import { BdnsMinimisPageWireSchema } from '@shared/wire/bdns-wire'
import { createDemoService, type DemoService } from '../server'
import { bdnsOf } from '../seed/grant-details'
import { FIRST_CLIENT_ID } from '../seed/clients-seed'
import { LINKED_CLIENT_IDS, OVER_CEILING_CLIENT_ID } from './bdns-seed'

const TODAY = '2026-05-14'
const document = parse(readFileSync(join(__dirname, 'openapi-bdns.yaml'), 'utf8')) as object
const ajv = new Ajv2020({ strict: false, allErrors: true })
ajv.addSchema(document, 'bdns')
const conforms = (schema: string, body: unknown) => {
  const validate = ajv.getSchema(`bdns#/components/schemas/${schema}`)
  if (!validate) throw new Error(`no schema ${schema}`)
  const ok = validate(body)
  expect(ok, JSON.stringify(validate.errors?.slice(0, 3))).toBe(true)
}

let demo: DemoService
beforeAll(async () => {
  demo = await createDemoService({ today: TODAY, clients: 40, concessions: 50 })
})
afterAll(() => demo.close())

const get = async (path: string, query: Record<string, string> = {}) => {
  const url = new URL(`${demo.bdnsUrl}/${path}`)
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
  const response = await fetch(url, { headers: { Accept: 'application/json' } })
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: response.status, headers: response.headers, body, text }
}

const nifOf = (id: number) => demo.state.clients.get(id)?.client.nif ?? ''
const rowsOf = async (nif: string) => {
  const reply = await get('minimis/busqueda', { nifCif: nif, page: '0', pageSize: '100' })
  return BdnsMinimisPageWireSchema.parse(reply.body).rows
}

describe('the demo BDNS (contract: openapi-bdns.yaml, bdns.md)', () => {
  it('answers a NIF’s de minimis as a Spring page from 0, with no importe', async () => {
    const reply = await get('minimis/busqueda', { nifCif: nifOf(FIRST_CLIENT_ID + 5), vpd: 'GE' })
    expect(reply.status).toBe(200)
    conforms('MinimisPage', reply.body)
    expect(reply.body).toMatchObject({
      number: 0,
      first: true,
      advertencia: expect.any(String) as string,
    })
  })

  it('pages from 0 and clamps the page size at 10,000', async () => {
    const nif = nifOf(FIRST_CLIENT_ID + 5)
    const second = await get('minimis/busqueda', { nifCif: nif, page: '1', pageSize: '2' })
    expect(second.body).toMatchObject({
      number: 1,
      size: 2,
      totalElements: 3,
      totalPages: 2,
      last: true,
    })
    const huge = await get('minimis/busqueda', { nifCif: nif, pageSize: '50000' })
    expect(huge.body).toMatchObject({ size: 10_000 })
  })

  it('filters by concession date in dd/mm/yyyy, both ends included, and refuses ISO dates', async () => {
    const nif = nifOf(FIRST_CLIENT_ID + 4)
    const all = await rowsOf(nif)
    const day = all[0]?.grantedOn ?? ''
    const [y, m, d] = day.split('-')
    const reply = await get('minimis/busqueda', {
      nifCif: nif,
      fechaDesde: `${d}/${m}/${y}`,
      fechaHasta: `${d}/${m}/${y}`,
    })
    const rows = BdnsMinimisPageWireSchema.parse(reply.body).rows
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.grantedOn === day)).toBe(true)

    const iso = await get('minimis/busqueda', { nifCif: nif, fechaDesde: day })
    expect(iso.status).toBe(400)
    conforms('Error', iso.body)
    expect(iso.body).toMatchObject({
      codigo: 'ERR_VALIDACION',
      errores: expect.arrayContaining([
        "El parámetro 'fechaDesde' no tiene un formato correcto.",
      ]) as string[],
    })
  })

  it('matches the NIF exactly: another spelling finds nothing', async () => {
    const nif = nifOf(FIRST_CLIENT_ID + 3)
    expect(await rowsOf(nif)).not.toHaveLength(0)
    expect(await rowsOf(nif.toLowerCase())).toHaveLength(0)
  })

  it('seeds every client with rows under different regulations, at the window’s edges', async () => {
    const window = windowEndingOn(TODAY)
    const edges = new Set<string>()
    for (let id = FIRST_CLIENT_ID + 3; id < FIRST_CLIENT_ID + 11; id++) {
      const rows = await rowsOf(nifOf(id))
      expect(rows.length).toBeGreaterThanOrEqual(3)
      expect(new Set(rows.map((r) => r.regulationText)).size).toBeGreaterThanOrEqual(2)
      for (const row of rows) if (row.grantedOn && row.grantedOn < window.from) edges.add('outside')
      for (const row of rows) if (row.grantedOn === window.from) edges.add('inside')
    }
    expect(edges).toEqual(new Set(['inside', 'outside']))
  })

  it('has one client over the general ceiling, and two linked ones over it only together', async () => {
    const over = deMinimisSummary(await rowsOf(nifOf(OVER_CEILING_CLIENT_ID)), TODAY)
    expect(over.ceilings[0]).toMatchObject({ regulation: '2023/2831', over: true })
    const [a, b] = await Promise.all(LINKED_CLIENT_IDS.map((id) => rowsOf(nifOf(id))))
    expect(deMinimisSummary(a ?? [], TODAY).ceilings[0]?.over).toBe(false)
    expect(deMinimisSummary(b ?? [], TODAY).ceilings[0]?.over).toBe(false)
    expect(deMinimisSummary([...(a ?? []), ...(b ?? [])], TODAY).ceilings[0]?.over).toBe(true)
  })

  it('answers a call’s detail as a bare object, and changes it on command', async () => {
    const grant = demo.state.grants[0]
    if (!grant) throw new Error('no grant seeded')
    const code = bdnsOf(grant)
    const first = await get('convocatorias', { numConv: code, vpd: 'GE' })
    expect(first.status).toBe(200)
    conforms('ConvocatoriaDetalle', first.body)
    demo.bdns.calls.change(code, { closesOn: '2026-12-31', document: 'Resolución provisional' })
    const changed = await get('convocatorias', { numConv: code })
    expect(changed.body).toMatchObject({ fechaFinSolicitud: '2026-12-31' })
    const docs = (changed.body as { documentos: { id: number; descripcion: string }[] }).documentos
    const added = docs.find((d) => d.descripcion === 'Resolución provisional')
    expect(added).toBeDefined()
    const bytes = await fetch(`${demo.bdnsUrl}/convocatorias/documentos?idDocumento=${added?.id}`)
    expect(bytes.headers.get('content-type')).toBe('application/octet-stream')
    expect((await bytes.text()).startsWith('%PDF')).toBe(true)

    demo.bdns.calls.dates = 'instant'
    demo.bdns.calls.nullDates = true
    const instant = await get('convocatorias', { numConv: code })
    conforms('ConvocatoriaDetalle', instant.body)
    expect(instant.body).toMatchObject({
      fechaFinSolicitud: null,
      fechaRecepcion: expect.stringMatching(/T00:00/) as string,
    })
    demo.bdns.calls.dates = 'day'
    demo.bdns.calls.nullDates = false
  })

  it('answers an unknown path or call with Tomcat’s HTML page', async () => {
    const unknown = await get('convocatorias', { numConv: '1' })
    expect(unknown.status).toBe(404)
    expect(unknown.text).toContain('<html')
    expect((await get('nada')).status).toBe(404)
  })

  it('serves its faults when told: an error inside a 200, 429 with and without Retry-After, bursts', async () => {
    const nif = nifOf(FIRST_CLIENT_ID + 3)
    demo.bdns.faults.queue('maintenance')
    demo.bdns.faults.queue('429-retry-after')
    demo.bdns.faults.queue('429')
    const maintenance = await get('minimis/busqueda', { nifCif: nif })
    expect(maintenance.status).toBe(200)
    conforms('Error', maintenance.body)
    expect(maintenance.body).toMatchObject({ codigo: 'ERR_MANTENIMIENTO_BBDD' })
    const hinted = await get('minimis/busqueda', { nifCif: nif })
    expect([hinted.status, hinted.headers.get('retry-after')]).toEqual([429, '1'])
    const bare = await get('minimis/busqueda', { nifCif: nif })
    expect([bare.status, bare.headers.get('retry-after')]).toEqual([429, null])
    expect((await get('minimis/busqueda', { nifCif: nif })).status).toBe(200)

    // Two requests at once: the second arrives within the gap.
    demo.bdns.faults.setBurstGap(60_000)
    const burst = await Promise.all([1, 2].map(() => get('minimis/busqueda', { nifCif: nif })))
    expect(burst.map((r) => r.status).sort()).toEqual([200, 429])
    demo.bdns.faults.clear()
  })
})
