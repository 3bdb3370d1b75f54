import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ClientSchema, type Client } from '@shared/wire/client'
import { type Page } from '@shared/wire/page'
import { provinceOfPostalCode } from '@shared/catalogues/provinces'
import { isValidTaxId } from '@shared/tax-id'
import { FIRST_CLIENT_ID, type StoredClient } from './seed/clients-seed'
import {
  createDemoServiceState,
  type DemoServiceState,
  type DemoServiceStateOptions,
} from './state'
import { compareConcessions } from './store/concessions-table'
import {
  EMAIL,
  EXPERT_ID,
  login,
  startDemoService,
  TODAY,
} from '../../test/support/demo-service-http'

/** A small demo service whose clients past the 100th and all concessions are made one by one. */
const BY_INDEX: DemoServiceStateOptions = {
  clients: 600,
  concessions: 6000,
  today: TODAY,
  sequentialSeed: { clients: 100, concessions: 0 },
}

const ids = (state: DemoServiceState) =>
  state.clients.sorted({ field: 'id', descending: false }).map((r) => r.client.id)

const sha = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)

function everything(state: DemoServiceState) {
  return {
    clients: ids(state).map((id) => state.clients.get(id)),
    concessions: state.concessions.beneficiaries().map(({ nif }) => state.concessions.ofNif(nif)),
  }
}

describe('the per-index seed', () => {
  it('makes the same clients and concessions whatever is asked for first', () => {
    const forward = createDemoServiceState(BY_INDEX)
    const backward = createDemoServiceState(BY_INDEX)
    const [kit] = backward.grants
    if (!kit) throw new Error('no grants')
    backward.concessions.ofGrant(kit)
    const reversed = [...ids(backward)].reverse().map((id) => backward.clients.get(id))
    const nifs = backward.concessions.beneficiaries().map(({ nif }) => nif)
    const byNif = [...nifs].reverse().map((nif) => backward.concessions.ofNif(nif))
    const expected = everything(forward)
    expect(reversed.reverse()).toEqual(expected.clients)
    expect(byNif.reverse()).toEqual(expected.concessions)
    expect(expected.concessions.flat()).toHaveLength(6000)
  })

  it('keeps its data: fixed digests of seed 1 in both dialects', () => {
    const digest = (options: DemoServiceStateOptions) => {
      const state = createDemoServiceState({ ...BY_INDEX, ...options })
      return sha(everything(state))
    }
    expect({
      interface: digest({}),
      vendor: digest({ dialect: 'vendor' }),
      // The vendor's figures are whole euros since its dialect answers as its document types them.
    }).toEqual({ interface: '0d67929adeec3dc5', vendor: 'dead34b737789dcd' })
  })

  it('adds clients without changing the first ones: the sequential seed, then the same per index', () => {
    const small = createDemoServiceState({ today: TODAY, clients: 300, concessions: 0 })
    const large = createDemoServiceState({ today: TODAY, clients: 20_400, concessions: 0 })
    const larger = createDemoServiceState({ today: TODAY, clients: 21_000, concessions: 0 })
    const first = (state: DemoServiceState, from: number, count: number) =>
      Array.from({ length: count }, (_, i) => state.clients.get(FIRST_CLIENT_ID + from + i))
    expect(first(large, 0, 300)).toEqual(first(small, 0, 300))
    expect(first(larger, 20_000, 400)).toEqual(first(large, 20_000, 400))
  })

  it.each([['interface'], ['vendor']] as const)(
    'makes whole, valid clients with unique tax ids (%s)',
    (dialect) => {
      const state = createDemoServiceState({ ...BY_INDEX, dialect })
      const made = ids(state)
        .slice(100)
        .map((id) => state.clients.get(id)?.client)
        .filter((client): client is StoredClient => client !== undefined)
      expect(made).toHaveLength(500)
      const taxIds = new Set<string>()
      for (const client of made) {
        if (dialect === 'interface') ClientSchema.strict().parse(client)
        expect(isValidTaxId(client.nif), client.nif).toBe(true)
        expect(isValidTaxId(client.legal_representative_nif)).toBe(true)
        taxIds.add(client.nif)
        expect(client.expert_data.id).toBe(client.experts[0])
        // A client without a province in its profile still has an address in one.
        const located = provinceOfPostalCode(client.postal_code)
        expect(client.provinces_to_work).toContain(located)
        if (client.province.length > 0) expect(client.province).toEqual([located])
        if (client.constitution_date !== null) expect(client.constitution_date < TODAY).toBe(true)
      }
      const all = ids(state).map((id) => state.clients.get(id)?.client.nif)
      expect(new Set(all).size).toBe(600)
      expect(made.some((c) => /^[XYZ]/.test(c.nif))).toBe(true)
      expect(made.some((c) => /^\d{8}[A-Z]$/.test(c.nif))).toBe(true)
      expect(new Set(made.map((c) => c.platform_data.id))).toEqual(new Set([1, 2]))
    },
  )

  it('lists clients made by index as it lists the sequential ones: every order, filters and changes', async () => {
    const demoService = await startDemoService({ ...BY_INDEX, concessions: 0 })
    try {
      const admin = await login(demoService, EMAIL.admin)
      const all = demoService.state.clients
        .sorted({ field: 'id', descending: false })
        .map((r) => r.client)
      const mine = all.filter((c) => c.platform_data.id === 1)
      const listed = async (filters: Record<string, unknown>) => {
        const found: Client[] = []
        let next: string | null =
          `/api/v2/clients/?page_size=200&filters=${encodeURIComponent(JSON.stringify(filters))}`
        while (next) {
          const reply: { body: Page<Client> } = await admin.asExpert<Page<Client>>(next)
          found.push(...reply.body.results)
          next = reply.body.next
        }
        return found.map((c) => c.id)
      }
      const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })
      const byName = [...mine].sort(
        (a, b) => collator.compare(a.business_name, b.business_name) || a.id - b.id,
      )
      expect(await listed({ order: 'business_name' })).toEqual(byName.map((c) => c.id))
      const byBilling = [...mine].sort(
        (a, b) => (b.last_year_billing ?? 0) - (a.last_year_billing ?? 0) || a.id - b.id,
      )
      expect(await listed({ order: '-last_year_billing' })).toEqual(byBilling.map((c) => c.id))
      const madrid = mine.filter((c) => c.province.includes(28) && c.status === 1)
      expect(await listed({ province_id__in: [28], status__in: '1' })).toEqual(
        madrid.map((c) => c.id),
      )

      const last = mine.at(-1)
      if (!last) throw new Error('no clients')
      demoService.control.updateClient(last.id, { business_name: 'AAA Primera S.L.' })
      // Before every name but the empty ones (clients created with a NIF alone).
      const named = (await listed({ order: 'business_name' })).filter(
        (id) => demoService.state.clients.get(id)?.client.business_name !== '',
      )
      expect(named[0]).toBe(last.id)
      const [latest] = await listed({ order: '-updated_at', general_text: 'aaa primera' })
      expect(latest).toBe(last.id)
    } finally {
      await demoService.close()
    }
  })
})

describe('incomplete profiles', () => {
  const incomplete = (client: StoredClient) =>
    client.province.length === 0 ||
    client.applicant_types.length === 0 ||
    client.action_items.length === 0

  it('has a few per hundred in our description, one of the demo advisor among them', () => {
    const state = createDemoServiceState({ today: TODAY })
    const clients = state.clients.sorted({ field: 'id', descending: false }).map((r) => r.client)
    // Clients created with little more than a NIF (partial-clients.ts) lack all three lists.
    const partial = (client: StoredClient) => client.postal_code === '' && client.address === ''
    for (const client of clients.filter(partial)) expect(incomplete(client)).toBe(true)
    const gaps = clients.filter((client) => incomplete(client) && !partial(client))
    expect(gaps.length).toBeGreaterThanOrEqual(3)
    expect(gaps.length).toBeLessThanOrEqual(clients.length * 0.05)
    expect(gaps.some((c) => c.experts.includes(EXPERT_ID.advisor))).toBe(true)
    for (const client of gaps) {
      const missing = [client.province, client.applicant_types, client.action_items]
      expect(missing.filter((list) => list.length === 0)).toHaveLength(1)
      expect(client.employees_quantity).not.toBeNull()
    }
    const kinds = (list: 'province' | 'applicant_types' | 'action_items') =>
      gaps.filter((c) => c[list].length === 0).length
    expect([kinds('province'), kinds('applicant_types'), kinds('action_items')]).not.toContain(0)
  })

  it('has about two per hundred among clients made by index, in both dialects', () => {
    const options = { ...BY_INDEX, clients: 5000, concessions: 0 }
    for (const dialect of ['interface', 'vendor'] as const) {
      const state = createDemoServiceState({ ...options, dialect })
      const clients = state.clients
        .sorted({ field: 'id', descending: false })
        .slice(100)
        .map((r) => r.client)
      const share = clients.filter(incomplete).length / clients.length
      expect(share, dialect).toBeGreaterThan(0.005)
      expect(share, dialect).toBeLessThan(0.04)
      const nulls = clients.filter((c) => c.employees_quantity === null).length
      if (dialect === 'interface') expect(nulls).toBe(0)
      else expect(nulls / clients.length).toBeGreaterThan(0.01)
    }
  })
})

describe('concessions made by index', () => {
  const state = createDemoServiceState(BY_INDEX)
  const beneficiaries = state.concessions.beneficiaries()

  it('keeps every list in the SC-CONC-3 order and every row in its grant and beneficiary', () => {
    expect(beneficiaries.reduce((sum, b) => sum + b.count, 0)).toBe(6000)
    for (const { nif, count } of beneficiaries.slice(0, 200)) {
      const rows = state.concessions.ofNif(nif)
      expect(rows).toHaveLength(count)
      expect(rows.every((row) => row.nif === nif)).toBe(true)
      expect([...rows].sort(compareConcessions)).toEqual(rows)
    }
    let total = 0
    for (const grant of state.grants) {
      const rows = state.concessions.ofGrant(grant)
      total += rows.length
      expect(rows.every((row) => row.grant === grant)).toBe(true)
      expect([...rows].sort(compareConcessions)).toEqual(rows)
      for (const row of rows) {
        if (row.date !== null) expect(row.date >= grant.startDate && row.date <= TODAY).toBe(true)
      }
    }
    expect(total).toBe(6000)
  })

  it('gives heavy beneficiaries several pages, undated rows and spellings, and clients a share', () => {
    const heavy = beneficiaries.filter((b) => b.count > 50)
    expect(heavy.length).toBeGreaterThanOrEqual(3)
    const rows = state.concessions.ofNif(heavy[0]?.nif ?? '')
    expect(rows.some((row) => row.date === null)).toBe(true)
    expect(new Set(rows.map((row) => row.beneficiaryName)).size).toBeGreaterThan(1)
    const clientNifs = new Set(ids(state).map((id) => state.clients.get(id)?.client.nif))
    const toClients = beneficiaries
      .filter((b) => clientNifs.has(b.nif))
      .reduce((sum, b) => sum + b.count, 0)
    expect(toClients / 6000).toBeGreaterThan(0.25)
    for (const { nif } of beneficiaries) expect(isValidTaxId(nif), nif).toBe(true)
  })
})
