import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Page } from '@shared/wire/page'
import { foldText } from '@shared/text'
import { hasSimulatorProfile } from '../client-filters'
import { canSee } from '../permissions'
import { EXPERTS } from '../seed/accounts'
import { PROFILE_FIGURES, type StoredClient } from '../seed/clients-seed'
import { vendorCnaeId } from '../seed/vendor-cnaes'
import { type DemoService } from '../server'
import { createDemoServiceState } from '../state'
import {
  EMAIL,
  EXPERT_ID,
  login,
  type Reply,
  type Session,
  startDemoService,
  TODAY,
  withQuery,
} from '../../../test/support/demo-service-http'

const CLIENTS = '/api/v2/clients/'
type FieldErrors = Record<string, string[]>

describe('vendor dialect: clients (SC-DIALECT-1)', () => {
  let demoService: DemoService
  let advisor: Session
  let admin: Session
  /** What the admin may see now, by id: every client of platform 1 (other tests change them). */
  function visible(): StoredClient[] {
    const expert = EXPERTS.find((e) => e.id === EXPERT_ID.admin)
    if (!expert) throw new Error('Falta la experta administradora')
    return demoService.state.clients
      .sorted({ field: 'id', descending: false })
      .map((r) => r.client)
      .filter((c) => canSee(expert, c))
  }

  /** Every client of a listing with `query` (a query string after `page_size=200`). */
  async function list(session: Session, query = ''): Promise<StoredClient[]> {
    const clients: StoredClient[] = []
    let next: string | null = `${CLIENTS}?page_size=200${query ? `&${query}` : ''}`
    while (next) {
      const reply: Reply<Page<StoredClient>> = await session.asExpert<Page<StoredClient>>(next)
      expect(reply.status, reply.text).toBe(200)
      clients.push(...reply.body.results)
      next = reply.body.next
    }
    return clients
  }

  const ids = (clients: readonly StoredClient[]) => clients.map((c) => c.id)
  const expected = (test: (c: StoredClient) => boolean) => ids(visible().filter(test))

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 300, concessions: 0, dialect: 'vendor' })
    advisor = await login(demoService, EMAIL.advisor)
    admin = await login(demoService, EMAIL.admin)
  })
  afterAll(() => demoService.close())

  describe('incomplete profiles', () => {
    it('seeds a few clients with null figures, some without applicant types or actions', () => {
      const all = demoService.state.clients.sorted({ field: 'id', descending: false })
      const incomplete = all.map((r) => r.client).filter((c) => c.employees_quantity === null)
      expect(incomplete.length).toBeGreaterThanOrEqual(6)
      expect(incomplete.length).toBeLessThan(all.length / 10)
      for (const client of incomplete) {
        for (const figure of PROFILE_FIGURES) expect(client[figure], figure).toBeNull()
      }
      const bare = incomplete.filter((c) => c.applicant_types.length === 0)
      expect(bare.length).toBeGreaterThan(0)
      expect(bare.every((c) => c.action_items.length === 0)).toBe(true)
      expect(bare.length).toBeLessThan(incomplete.length)
      expect(incomplete.some((c) => c.experts.includes(EXPERT_ID.advisor))).toBe(true)
    })

    it('shows them to the expert like any other client', async () => {
      const mine = (await list(advisor)).filter((c) => c.employees_quantity === null)
      expect(mine.length).toBeGreaterThan(0)
      const reply = await advisor.asExpert<StoredClient>(`${CLIENTS}${mine[0]?.id}/`)
      expect(reply.body).toMatchObject({
        employees_quantity: null,
        constitution_date: null,
        last_year_billing: null,
        investment_budget: null,
      })
    })

    it('changes nothing else, and the interface dialect has no null figure', () => {
      const vendor = createDemoServiceState({
        seed: 5,
        clients: 120,
        today: TODAY,
        dialect: 'vendor',
      })
      const again = createDemoServiceState({
        seed: 5,
        clients: 120,
        today: TODAY,
        dialect: 'vendor',
      })
      const ours = createDemoServiceState({ seed: 5, clients: 120, today: TODAY })
      const byId = (state: typeof ours) =>
        state.clients.sorted({ field: 'id', descending: false }).map((r) => r.client)
      expect(byId(again)).toEqual(byId(vendor))
      expect(byId(ours).every((c) => c.employees_quantity !== null)).toBe(true)
      // Every client's CNAEs go by the vendor's ids (SC-CAT-5).
      for (const client of byId(vendor)) {
        const mine = ours.clients.get(client.id)?.client
        expect(client.cnaes).toEqual((mine?.cnaes ?? []).map(vendorCnaeId).sort((a, b) => a - b))
      }
      const sameCnaes = (client: StoredClient) => ({
        ...client,
        cnaes: ours.clients.get(client.id)?.client.cnaes ?? [],
      })
      const changed = byId(vendor).filter(
        (c, i) => JSON.stringify(sameCnaes(c)) !== JSON.stringify(byId(ours)[i]),
      )
      expect(changed.length).toBeGreaterThanOrEqual(3)
      // Our description has incomplete profiles of its own (profile-gaps.ts): lists, never figures.
      const PROFILE = [...PROFILE_FIGURES, 'province', 'applicant_types', 'action_items'] as const
      const rest = (client: StoredClient | undefined) => {
        const copy: Partial<StoredClient> = { ...client }
        for (const key of [...PROFILE, 'cnaes'] as const) delete copy[key]
        return copy
      }
      for (const client of changed) {
        expect(rest(client)).toEqual(rest(ours.clients.get(client.id)?.client))
      }
    })
  })

  describe('GET clients/', () => {
    it('requires page_size (400 without it or with a bad one) and clamps it at 200', async () => {
      for (const query of ['', '?page=1', '?page_size=0', '?page_size=abc', '?page_size=']) {
        const reply = await advisor.asExpert<{ detail: string }>(`${CLIENTS}${query}`)
        expect(reply.status, query).toBe(400)
        expect(reply.body.detail).toMatch(/page_size/)
      }
      const big = await admin.asExpert<Page<StoredClient>>(withQuery(CLIENTS, { page_size: 500 }))
      expect(big.status).toBe(200)
      expect(visible().length).toBeGreaterThan(200)
      expect(big.body.results).toHaveLength(200)
      expect(big.body.count).toBe(visible().length)
    })

    it('ignores filters and isActive, which the vendor does not document', async () => {
      const plain = ids(await list(advisor))
      const ignored = `filters=${encodeURIComponent('{"status__in":"2","order":"-id"}')}&isActive=1`
      expect(ids(await list(advisor, ignored))).toEqual(plain)
    })

    it('reads every filter as its own parameter', async () => {
      const sample = visible().find((c) => c.reference !== null && c.status === 1)
      if (!sample) throw new Error('La semilla no tiene el cliente que pide la prueba')
      const word = sample.business_name.split(' ')[0] ?? ''
      const cases: [string, (c: StoredClient) => boolean][] = [
        ['status__in=2,3', (c) => [2, 3].includes(c.status)],
        [
          `general_text=${encodeURIComponent(word.toUpperCase())}`,
          (c) =>
            foldText(
              [c.business_name, c.nif, c.email, c.reference ?? '', c.contacts].join('\n'),
            ).includes(foldText(word)),
        ],
        [
          `nif__icontains=${sample.nif.slice(1, 5).toLowerCase()}`,
          (c) => c.nif.toLowerCase().includes(sample.nif.slice(1, 5).toLowerCase()),
        ],
        [
          `business_name__icontains=${encodeURIComponent(word.toLowerCase())}`,
          (c) => c.business_name.toLowerCase().includes(word.toLowerCase()),
        ],
        ['email__contains=info%40', (c) => c.email.includes('info@')],
        [
          `reference__icontains=${encodeURIComponent((sample.reference ?? '').slice(-4))}`,
          (c) =>
            (c.reference ?? '\u0000')
              .toLowerCase()
              .includes((sample.reference ?? '').slice(-4).toLowerCase()),
        ],
        ['contacts__icontains=gerente', (c) => c.contacts.toLowerCase().includes('gerente')],
        [
          `expert__in=${EXPERT_ID.advisor},304`,
          (c) => c.experts.some((e) => [EXPERT_ID.advisor, 304].includes(e)),
        ],
        [
          'provinces_to_work__id__in=28,46',
          (c) => c.provinces_to_work.some((p) => [28, 46].includes(p)),
        ],
        [
          'applicant_types_v2__id__in=1,6',
          (c) => c.applicant_types.some((a) => [1, 6].includes(a)),
        ],
        ['province_id__in=28', (c) => c.province.includes(28)],
        [
          `cnaes__id__in=${sample.cnaes.join(',')}`,
          (c) => c.cnaes.some((n) => sample.cnaes.includes(n)),
        ],
        ['simulator_check=true', hasSimulatorProfile],
        ['simulator_check=0', (c) => !hasSimulatorProfile(c)],
      ]
      for (const [query, test] of cases) {
        const want = expected(test)
        expect(want.length, query).toBeGreaterThan(0)
        expect(want.length, query).toBeLessThan(visible().length)
        expect(ids(await list(admin, query)), query).toEqual(want)
      }
      const both = ids(await list(admin, 'status__in=1&province_id__in=28'))
      expect(both).toEqual(expected((c) => c.status === 1 && c.province.includes(28)))
    })

    it('takes lists comma-joined or repeated, and a repeated text by its last value', async () => {
      const joined = ids(await list(admin, 'expert__in=301,304'))
      expect(ids(await list(admin, 'expert__in=301&expert__in=304'))).toEqual(joined)
      expect(
        ids(await list(admin, 'business_name__icontains=zzz&business_name__icontains=s.l.')),
      ).toEqual(ids(await list(admin, 'business_name__icontains=s.l.')))
    })

    it('finds the clients without a simulator profile, incomplete ones among them', async () => {
      const without = await list(admin, 'simulator_check=false')
      expect(without.length).toBeGreaterThan(0)
      expect(without.every((c) => c.applicant_types.length === 0)).toBe(true)
      expect(without.every((c) => c.employees_quantity === null)).toBe(true)
      const reply = await admin.asExpert<{ detail: string }>(
        `${CLIENTS}?page_size=10&simulator_check=quizá`,
      )
      expect(reply.status).toBe(400)
    })

    it('orders with `order`, putting null figures last ascending and first descending', async () => {
      const up = await list(admin, 'order=employees_quantity')
      const down = await list(admin, 'order=-employees_quantity')
      const nulls = up.filter((c) => c.employees_quantity === null).length
      expect(nulls).toBeGreaterThan(0)
      expect(up.slice(-nulls).every((c) => c.employees_quantity === null)).toBe(true)
      expect(down.slice(0, nulls).every((c) => c.employees_quantity === null)).toBe(true)
      const figures = up.slice(0, -nulls).map((c) => c.employees_quantity ?? -1)
      expect(figures).toEqual([...figures].sort((a, b) => a - b))
      const byBilling = await list(admin, 'order=-last_year_billing')
      expect(byBilling[0]?.last_year_billing).toBeNull()
      expect(ids(await list(admin, 'order=business_name'))).not.toEqual(ids(visible()))
      const bad = await admin.asExpert(`${CLIENTS}?page_size=10&order=color`)
      expect(bad.status).toBe(400)
    })
  })

  describe('clients/<id>/', () => {
    const mine = () => {
      const client = visible().find(
        (c) => c.experts.includes(EXPERT_ID.advisor) && c.employees_quantity !== null,
      )
      if (!client) throw new Error('La semilla no tiene el cliente que pide la prueba')
      return client
    }
    const patch = <T>(id: number, json: unknown) =>
      advisor.asExpert<T>(`${CLIENTS}${id}/`, { method: 'PATCH', json })

    it('answers only with the trailing slash: without it, 404 as a server that does not redirect', async () => {
      const { id } = mine()
      expect((await advisor.asExpert(`${CLIENTS}${id}/`)).status).toBe(200)
      const bare = await advisor.asExpert<{ detail: string }>(`${CLIENTS}${id}`)
      expect(bare.status).toBe(404)
      expect(bare.headers.get('location')).toBeNull()
      const patched = await advisor.asExpert(`${CLIENTS}${id}`, {
        method: 'PATCH',
        json: { location: 'Getafe' },
      })
      expect(patched.status).toBe(404)
    })

    it('silently ignores reference, notes and contacts, and applies the rest', async () => {
      const before = (await advisor.asExpert<StoredClient>(`${CLIENTS}${mine().id}/`)).body
      const reply = await patch<StoredClient>(before.id, {
        reference: 'EXP-NUEVA',
        notes: 'No se guarda',
        contacts: 'Nadie',
        location: 'Alcobendas',
        employees_quantity: 14,
      })
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual({ ...before, location: 'Alcobendas', employees_quantity: 14 })
      const again = await advisor.asExpert<StoredClient>(`${CLIENTS}${before.id}/`)
      expect(again.body.reference).toBe(before.reference)
      expect(again.body.notes).toBe(before.notes)
      expect(again.body.contacts).toBe(before.contacts)
    })

    it('takes status as text and province as a number only; phone is not nullable', async () => {
      const { id } = mine()
      const ok = await patch<StoredClient>(id, { status: '3', province: 8, phone: '' })
      expect(ok.status).toBe(200)
      expect(ok.body).toMatchObject({ status: 3, province: [8], phone: '' })
      const bad = await patch<FieldErrors>(id, { phone: null, province: [28] })
      expect(bad.status).toBe(400)
      expect(Object.keys(bad.body).sort()).toEqual(['phone', 'province'])
      expect(bad.body.phone).toEqual(['Este campo no puede ser nulo.'])
      expect((await advisor.asExpert<StoredClient>(`${CLIENTS}${id}/`)).body.province).toEqual([8])
    })

    it('completes an incomplete profile', async () => {
      const client = visible().find(
        (c) => c.experts.includes(EXPERT_ID.advisor) && c.employees_quantity === null,
      )
      if (!client) throw new Error('La semilla no tiene el cliente que pide la prueba')
      const reply = await patch<StoredClient>(client.id, {
        employees_quantity: 3,
        constitution_date: '2020-01-15',
        last_year_billing: 120000,
        investment_budget: '15000.5',
        applicant_types: [2],
        action_items: [1],
      })
      expect(reply.status).toBe(200)
      expect(reply.body).toMatchObject({
        employees_quantity: 3,
        constitution_date: '2020-01-15',
        last_year_billing: 120000,
        investment_budget: 15000.5,
      })
      const complete = ids(await list(advisor, 'simulator_check=true'))
      expect(complete).toContain(client.id)
    })
  })
})
