import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ConcessionByGrantSchema,
  ConcessionByNifSchema,
  type ConcessionByGrant,
  type ConcessionByNif,
} from '@shared/wire/concession'
import { type Page } from '@shared/wire/page'
import { KIT_DIGITAL_ID } from '../seed/grants'
import { type DemoService } from '../server'
import {
  byGrantPath,
  byNifPath,
  EMAIL,
  login,
  type Reply,
  type Session,
  startDemoService,
  withQuery,
} from '../../../test/support/demo-service-http'

const BY_NIF = '/api/v2/funds/concessions/beneficiaries-by-cif/'
const BY_GRANT = '/api/v2/funds/concessions/beneficiaries/'
const NO_NIF = { detail: 'Es necesario enviar el campo nif' }

type Row = { concession_date?: string | null }

/** Follows `next` from `path` to the end and returns every row. */
async function walk<T>(session: Session, path: string): Promise<{ rows: T[]; count: number }> {
  const rows: T[] = []
  let next: string | null = path
  let count = 0
  while (next) {
    const reply: Reply<Page<T>> = await session.asUser<Page<T>>(next)
    expect(reply.status).toBe(200)
    count = reply.body.count
    rows.push(...reply.body.results)
    next = reply.body.next
  }
  return { rows, count }
}

/** SC-CONC-3 order, checked on what the client can see: undated first, then dates descending. */
function expectOrdered(rows: readonly Row[]): void {
  const dates = rows.map((row) => row.concession_date ?? null)
  const firstDated = dates.findIndex((date) => date !== null)
  if (firstDated > 0) expect(dates.slice(0, firstDated).every((d) => d === null)).toBe(true)
  const dated = dates.slice(Math.max(firstDated, 0)) as string[]
  expect(dated.every((date) => date !== null)).toBe(true)
  expect(dated).toEqual([...dated].sort().reverse())
}

/** Concessions of the sequential seed, and the same tests on concessions made by index. */
const SEEDS = [
  ['sequential seed', {}],
  ['concessions made by index', { sequentialSeed: { clients: 100, concessions: 0 } }],
] as const

describe.each(SEEDS)('concessions, %s', (_, seed) => {
  let demoService: DemoService
  let user: Session
  let heavyNif: string
  let heavyCount: number

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 200, concessions: 4000, ...seed })
    user = await login(demoService, EMAIL.user)
    const [heavy] = demoService.state.concessions.beneficiaries()
    heavyNif = heavy?.nif ?? ''
    heavyCount = heavy?.count ?? 0
  })
  afterAll(() => demoService.close())

  describe('by tax id (SC-CONC-1)', () => {
    it('walks every page of a beneficiary with more than 50 rows: none lost, none repeated, in order', async () => {
      expect(heavyCount).toBeGreaterThan(50)
      const { rows, count } = await walk<ConcessionByNif>(user, byNifPath(heavyNif))
      expect(count).toBe(heavyCount)
      const expected = demoService.state.concessions.ofNif(heavyNif).map((c) => ({
        fund_id: c.grant.id,
        fund_title: c.grant.title,
        beneficiary_name: c.beneficiaryName,
        concession_date: c.date,
        awarded_amount: c.amount,
      }))
      expect(rows).toEqual(expected)
      expectOrdered(rows)
      expect(rows[0]?.concession_date).toBeNull()
      const bySeven = await walk<ConcessionByNif>(user, byNifPath(heavyNif, { page_size: 7 }))
      expect(bySeven.rows).toEqual(rows)
    })

    it('breaks date ties by internal id, descending', () => {
      const internal = demoService.state.concessions.ofNif(heavyNif)
      let ties = 0
      for (let i = 1; i < internal.length; i++) {
        const [a, b] = [internal[i - 1], internal[i]]
        if (a && b && a.date === b.date) {
          ties += 1
          expect(a.id).toBeGreaterThan(b.id)
        }
      }
      expect(ties).toBeGreaterThan(0)
    })

    it('sends exactly the SC-CONC-4 fields, with a null date on undated rows', async () => {
      const reply = await user.asUser<Page<ConcessionByNif>>(byNifPath(heavyNif))
      for (const row of reply.body.results) {
        expect(Object.keys(row).sort()).toEqual([
          'awarded_amount',
          'beneficiary_name',
          'concession_date',
          'fund_id',
          'fund_title',
        ])
        ConcessionByNifSchema.strict().parse(row)
      }
    })

    it('shows the spelling variants of one beneficiary', async () => {
      const { rows } = await walk<ConcessionByNif>(user, byNifPath(heavyNif, { page_size: 100 }))
      expect(new Set(rows.map((row) => row.beneficiary_name)).size).toBeGreaterThan(1)
    })

    it('compares the NIF trimmed and in upper case', async () => {
      const exact = await user.asUser<Page<ConcessionByNif>>(byNifPath(heavyNif))
      const sloppy = await user.asUser<Page<ConcessionByNif>>(
        byNifPath(`  ${heavyNif.toLowerCase()} `),
      )
      expect(sloppy.status).toBe(200)
      expect(sloppy.body.results).toEqual(exact.body.results)
      expect(sloppy.body.count).toBe(heavyCount)
    })

    it('ignores fund_id and fund_slug inside requestData', async () => {
      const plain = await user.asUser<Page<ConcessionByNif>>(byNifPath(heavyNif))
      for (const extra of [{ fund_id: KIT_DIGITAL_ID }, { fund_slug: 'kit-digital-2026' }]) {
        const path = withQuery(BY_NIF, { requestData: JSON.stringify({ nif: heavyNif, ...extra }) })
        const reply = await user.asUser<Page<ConcessionByNif>>(path)
        expect(reply.body.count).toBe(plain.body.count)
        expect(reply.body.results).toEqual(plain.body.results)
      }
    })

    it('answers 400 «Es necesario enviar el campo nif» when there is no usable nif', async () => {
      const cases = [
        BY_NIF,
        withQuery(BY_NIF, { requestData: '' }),
        withQuery(BY_NIF, { requestData: '{nif: B1}' }),
        withQuery(BY_NIF, { requestData: '["B12345678"]' }),
        withQuery(BY_NIF, { requestData: '{}' }),
        withQuery(BY_NIF, { requestData: '{"nif": ""}' }),
        withQuery(BY_NIF, { requestData: '{"nif": "   "}' }),
        withQuery(BY_NIF, { requestData: '{"nif": null}' }),
        withQuery(BY_NIF, { requestData: '{"fund_id": 916430}' }),
        withQuery(BY_NIF, { nif: heavyNif }),
      ]
      for (const path of cases) {
        const reply = await user.asUser(path)
        expect(reply.status, path).toBe(400)
        expect(reply.body, path).toEqual(NO_NIF)
      }
    })

    it('answers an unknown NIF with an empty page, and 404 past it', async () => {
      const reply = await user.asUser<Page<ConcessionByNif>>(byNifPath('B00000000'))
      expect(reply.body).toEqual({ count: 0, next: null, previous: null, results: [] })
      expect((await user.asUser(byNifPath('B00000000', { page: 2 }))).status).toBe(404)
    })

    it('answers 404 «Página inválida.» past the last page', async () => {
      const last = Math.ceil(heavyCount / 10)
      expect((await user.asUser(byNifPath(heavyNif, { page: last }))).status).toBe(200)
      const past = await user.asUser(byNifPath(heavyNif, { page: last + 1 }))
      expect(past.status).toBe(404)
      expect(past.body).toEqual({ detail: 'Página inválida.' })
    })

    it('shows concessions of seeded clients', async () => {
      const advisor = await login(demoService, EMAIL.advisor)
      const clients = await advisor.asExpert<Page<{ nif: string }>>(
        withQuery('/api/v2/clients/', { page_size: 200 }),
      )
      let withData = 0
      for (const client of clients.body.results.slice(0, 20)) {
        const reply = await user.asUser<Page<ConcessionByNif>>(byNifPath(client.nif))
        if (reply.body.count > 0) withData += 1
      }
      expect(withData).toBeGreaterThan(5)
    })
  })

  describe('by grant (SC-CONC-2)', () => {
    it('selects the grant by fund_id or by fund_slug, with the same rows', async () => {
      const byId = await user.asUser<Page<ConcessionByGrant>>(
        byGrantPath({ fund_id: KIT_DIGITAL_ID }),
      )
      const bySlug = await user.asUser<Page<ConcessionByGrant>>(
        byGrantPath({ fund_slug: 'kit-digital-2026' }),
      )
      expect(byId.status).toBe(200)
      expect(byId.body.count).toBeGreaterThan(50)
      expect(bySlug.body.results).toEqual(byId.body.results)
      const asText = await user.asUser<Page<ConcessionByGrant>>(
        byGrantPath({ fund_id: String(KIT_DIGITAL_ID) }),
      )
      expect(asText.body.results).toEqual(byId.body.results)
    })

    it('sends exactly the SC-CONC-4 fields, and walks every page in the SC-CONC-3 order', async () => {
      const { rows, count } = await walk<ConcessionByGrant>(
        user,
        byGrantPath({ fund_id: KIT_DIGITAL_ID }, { page_size: 100 }),
      )
      expect(rows).toHaveLength(count)
      expectOrdered(rows)
      for (const row of rows) {
        ConcessionByGrantSchema.strict().parse(row)
        expect(row.fund_slug).toBe('kit-digital-2026')
      }
      expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
        'awarded_amount',
        'beneficiary_cif',
        'beneficiary_name',
        'concession_date',
        'fund_slug',
        'fund_title',
      ])
      const kitDigital = demoService.state.grantById(KIT_DIGITAL_ID)
      const internal = kitDigital ? demoService.state.concessions.ofGrant(kitDigital) : []
      expect(rows.map((row) => row.beneficiary_cif)).toEqual(internal.map((c) => c.nif))
    })

    it('answers 400 when neither or both keys are sent', async () => {
      for (const data of [{}, { nif: heavyNif }, { fund_id: null }, { fund_slug: '' }]) {
        const reply = await user.asUser(byGrantPath(data))
        expect(reply.status).toBe(400)
        expect(reply.body).toEqual({ detail: 'Es necesario enviar el campo fund_id o fund_slug' })
      }
      expect((await user.asUser(BY_GRANT)).body).toEqual({
        detail: 'Es necesario enviar el campo fund_id o fund_slug',
      })
      const both = await user.asUser(
        byGrantPath({ fund_id: KIT_DIGITAL_ID, fund_slug: 'kit-digital-2026' }),
      )
      expect(both.status).toBe(400)
      expect(both.body).toEqual({ detail: 'Envíe solo fund_id o fund_slug' })
    })

    it('answers 400 to a fund_id that is not an integer', async () => {
      for (const fundId of ['abc', 1.5, true, [1]]) {
        const reply = await user.asUser(byGrantPath({ fund_id: fundId }))
        expect(reply.status).toBe(400)
        expect(reply.body).toEqual({ detail: 'fund_id debe ser un número entero.' })
      }
    })

    it('answers an unknown grant with an empty page', async () => {
      for (const data of [{ fund_id: 1 }, { fund_slug: 'no-existe-2026' }]) {
        const reply = await user.asUser<Page<ConcessionByGrant>>(byGrantPath(data))
        expect(reply.status).toBe(200)
        expect(reply.body).toEqual({ count: 0, next: null, previous: null, results: [] })
      }
    })
  })

  describe('credits (SC-COST-1)', () => {
    it('answers 403 «No dispone de créditos…» to an account without credits', async () => {
      const broke = await login(demoService, EMAIL.noCredits)
      for (const path of [byNifPath(heavyNif), byGrantPath({ fund_id: KIT_DIGITAL_ID })]) {
        const reply = await broke.asUser(path)
        expect(reply.status).toBe(403)
        expect(reply.body).toEqual({
          detail: 'No dispone de créditos suficientes para esta consulta',
        })
      }
    })

    it('spends one credit per answered request, and refuses once none are left', async () => {
      demoService.control.setCredits(EMAIL.admin, 2)
      const admin = await login(demoService, EMAIL.admin)
      expect((await admin.asUser(byNifPath(heavyNif))).status).toBe(200)
      expect((await admin.asUser(byNifPath(''))).status).toBe(400)
      expect(demoService.state.creditsOf(admin.login.user.id)).toBe(1)
      expect((await admin.asUser(byGrantPath({ fund_id: KIT_DIGITAL_ID }))).status).toBe(200)
      expect((await admin.asUser(byNifPath(heavyNif))).status).toBe(403)
      expect((await admin.asUser('/api/v2/data-filters/')).status).toBe(200)
      demoService.control.setCredits(EMAIL.admin, 1_000_000)
    })

    it('needs the user token', async () => {
      const advisor = await login(demoService, EMAIL.advisor)
      expect((await advisor.asExpert(byNifPath(heavyNif))).status).toBe(403)
      expect((await advisor.asExpert(byGrantPath({ fund_id: KIT_DIGITAL_ID }))).status).toBe(403)
    })
  })
})
