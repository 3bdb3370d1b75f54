import { describe, expect, it } from 'vitest'
import { cnaeById } from '@shared/catalogues/cnae'
import { provinceOfPostalCode } from '@shared/catalogues/provinces'
import { ClientSchema } from '@shared/wire/client'
import { DataFiltersSchema } from '@shared/wire/data-filters'
import { isIsoDate } from '@shared/format'
import { isValidTaxId } from '@shared/tax-id'
import { createDemoServiceState } from '../state'
import { TODAY } from '../../../test/support/demo-service-http'
import { ACTION_IDS, APPLICANTS } from './catalogue-seed'
import { DEMO_ACCOUNTS, EXPERTS } from './accounts'
import { dayOf, isoOf } from '../dates'
import { generateGrants, KIT_DIGITAL_ID, statusTextOf } from './grants'
import { nameVariants, SECTORS } from './names'
import { TOWNS } from './places'
import { STATUS_GROUPS } from './status-groups'

const state = createDemoServiceState({ seed: 7, today: TODAY })
// The interface dialect stores complete clients only: parsing says so.
const clients = state.clients
  .sorted({ field: 'id', descending: false })
  .map((r) => ClientSchema.parse(r.client))

/** A client created with a NIF alone, or with a name and an e-mail besides (partial-clients.ts). */
const isPartial = (client: { address: string; postal_code: string; cnaes: number[] }) =>
  client.address === '' && client.postal_code === '' && client.cnaes.length === 0
const complete = clients.filter((client) => !isPartial(client))

describe('seeded clients', () => {
  it('has 300 clients by default, each a valid Client', () => {
    expect(clients).toHaveLength(300)
    for (const client of clients) expect(ClientSchema.safeParse(client).success).toBe(true)
  })

  it('gives every client and legal representative a valid, unique tax id', () => {
    for (const client of clients) expect(isValidTaxId(client.nif), client.nif).toBe(true)
    for (const client of complete) {
      expect(isValidTaxId(client.legal_representative_nif), client.legal_representative_nif).toBe(
        true,
      )
    }
    expect(new Set(clients.map((c) => c.nif)).size).toBe(clients.length)
  })

  it('has clients created with a NIF alone or with a name and an e-mail, the demo advisor’s among them', () => {
    for (const dialect of ['interface', 'vendor'] as const) {
      const seeded = createDemoServiceState({ seed: 7, today: TODAY, dialect })
        .clients.sorted({ field: 'id', descending: false })
        .map((record) => record.client)
      const partial = seeded.filter(isPartial)
      expect(partial.length, dialect).toBeGreaterThanOrEqual(6)
      const nifOnly = partial.filter((client) => client.business_name === '')
      const named = partial.filter((client) => client.business_name !== '' && client.email !== '')
      expect(nifOnly.length + named.length).toBe(partial.length)
      for (const group of [nifOnly, named]) {
        expect(group.some((client) => client.experts[0] === EXPERTS[0]?.id)).toBe(true)
      }
      for (const client of partial) {
        expect(client).toMatchObject({ province: [], location: '', contacts: '', phone: null })
        expect(isValidTaxId(client.nif)).toBe(true)
        // The vendor's create answer has no figures; our description types them as numbers.
        expect(client.employees_quantity === null).toBe(dialect === 'vendor')
      }
    }
  })

  it('uses mostly company CIFs, plus NIF and NIE for autónomos', () => {
    const cifs = clients.filter((c) => /^[A-W]\d{7}[0-9A-J]$/.test(c.nif) && !/^[XYZ]/.test(c.nif))
    const nies = clients.filter((c) => /^[XYZ]/.test(c.nif))
    const nifs = clients.filter((c) => /^\d{8}[A-Z]$/.test(c.nif))
    expect(cifs.length).toBeGreaterThan(clients.length / 2)
    expect(nies.length).toBeGreaterThan(0)
    expect(nifs.length).toBeGreaterThan(0)
  })

  it('puts each client in one province, with a matching postal code and town', () => {
    // A client whose profile lacks its province still has its address (profile-gaps.ts).
    const located = clients.filter((c) => c.province.length > 0)
    expect(located.length).toBeGreaterThan(clients.length * 0.95)
    for (const client of located) {
      expect(client.province).toHaveLength(1)
      const [province] = client.province
      expect(provinceOfPostalCode(client.postal_code), client.postal_code).toBe(province)
      expect(TOWNS[province ?? 0]).toContain(client.location)
      expect(client.provinces_to_work).toContain(province)
    }
  })

  it('uses CNAE classes, applicant types and actions that exist in the catalogues', () => {
    const applicantIds = APPLICANTS.map((a) => a.id)
    for (const client of complete) {
      expect(client.cnaes.length).toBeGreaterThan(0)
      for (const id of client.cnaes) expect(cnaeById(id), String(id)).toBeDefined()
      for (const id of client.applicant_types) expect(applicantIds).toContain(id)
      for (const id of client.action_items) expect(ACTION_IDS).toContain(id)
    }
    for (const sector of SECTORS) {
      for (const id of sector.cnaes) expect(cnaeById(id), `${sector.word} ${id}`).toBeDefined()
    }
  })

  it('mixes statuses, public and shared clients, and optional fields', () => {
    const statuses = new Set(clients.map((c) => c.status))
    expect([...statuses].sort()).toEqual([1, 2, 3])
    expect(clients.filter((c) => c.status === 1).length).toBeGreaterThan(clients.length / 2)
    expect(clients.some((c) => c.public)).toBe(true)
    expect(clients.some((c) => c.experts.length > 1)).toBe(true)
    expect(clients.some((c) => c.phone === null)).toBe(true)
    expect(clients.some((c) => c.reference === null)).toBe(true)
    expect(clients.some((c) => c.notes === null)).toBe(true)
    expect(clients.some((c) => /S\.L\.$/.test(c.business_name))).toBe(true)
  })

  it('dates constitutions in the past and keeps expert_data as the first expert', () => {
    for (const client of clients) {
      expect(isIsoDate(client.constitution_date)).toBe(true)
      expect(client.constitution_date < TODAY).toBe(true)
      expect(client.expert_data.id).toBe(client.experts[0])
      const expert = EXPERTS.find((e) => e.id === client.expert_data.id)
      expect(expert?.platform).toBe(client.platform_data.id)
    }
  })

  it('spreads clients over both platforms and every expert with a login', () => {
    expect(new Set(clients.map((c) => c.platform_data.id))).toEqual(new Set([1, 2]))
    for (const account of DEMO_ACCOUNTS.filter((a) => a.expert)) {
      const expert = EXPERTS.find((e) => e.email === account.email)
      const own = clients.filter((c) => expert && c.experts.includes(expert.id))
      expect(own.length, account.email).toBeGreaterThan(5)
    }
  })

  it('scales with the clients and concessions options', () => {
    const small = createDemoServiceState({ seed: 7, today: TODAY, clients: 25, concessions: 400 })
    expect(small.clients.size).toBe(25)
    expect(small.concessions.size).toBe(400)
    const none = createDemoServiceState({ seed: 7, today: TODAY, clients: 1, concessions: 0 })
    expect(none.concessions.size).toBe(0)
  })

  it('rejects counts out of range', () => {
    expect(() => createDemoServiceState({ clients: 0 })).toThrow(RangeError)
    expect(() => createDemoServiceState({ clients: 100_001 })).toThrow(RangeError)
    expect(() => createDemoServiceState({ concessions: 1_000_001 })).toThrow(RangeError)
    expect(() => createDemoServiceState({ today: '2026-02-30' })).toThrow(RangeError)
  })
})

describe('seeded grants', () => {
  it('has at least 60 grants with unique ids and slugs, Kit Digital under its known id', () => {
    expect(state.grants.length).toBeGreaterThanOrEqual(60)
    expect(new Set(state.grants.map((g) => g.id)).size).toBe(state.grants.length)
    expect(new Set(state.grants.map((g) => g.slug)).size).toBe(state.grants.length)
    expect(state.grantById(KIT_DIGITAL_ID)?.slug).toBe('kit-digital-2026')
    expect(state.grantBySlug('kit-digital-2026')?.id).toBe(KIT_DIGITAL_ID)
  })

  it('has open, upcoming and closed grants relative to today, with matching status texts', () => {
    const texts = state.grants.map((g) => statusTextOf(g, TODAY))
    expect(texts.some((t) => /^Abierta hasta el \d{2}\/\d{2}\/\d{4}$/.test(t))).toBe(true)
    expect(
      texts.some((t) =>
        /^Apertura el \d{2}\/\d{2}\/\d{4} y cierre el \d{2}\/\d{2}\/\d{4}$/.test(t),
      ),
    ).toBe(true)
    expect(texts.some((t) => t.startsWith('Cerrada el'))).toBe(true)
    for (const grant of state.grants) expect(grant.startDate <= grant.endDate).toBe(true)
  })

  it('offers one call of a programme at a time, whatever the day', () => {
    for (let day = dayOf('2026-01-01'); day < dayOf('2028-01-01'); day += 13) {
      const today = isoOf(day)
      const offered = generateGrants(7, today)
        .filter((g) => g.endDate >= today)
        .map((g) => g.slug.replace(/-\d{4}$/, ''))
      expect(new Set(offered).size, today).toBe(offered.length)
    }
  })

  it('scopes grants nationally, by community or by province', () => {
    const scopes = new Set(state.grants.map((g) => g.scope))
    expect(scopes).toContain('Nacional')
    expect(scopes).toContain('Comunidad de Madrid')
    expect(scopes).toContain('Valencia')
    for (const grant of state.grants) {
      expect(grant.provinces === null).toBe(grant.scope === 'Nacional')
    }
  })

  it("keeps each programme's calendar: another today opens, closes and announces calls", () => {
    const later = createDemoServiceState({ seed: 7, today: '2027-01-10' })
    expect(later.grantById(KIT_DIGITAL_ID)?.slug).toBe('kit-digital-2027')
    expect(later.grants.every((g) => /-202[4-8]$/.test(g.slug))).toBe(true)
    const before = new Map(state.grants.map((g) => [g.slug, g]))
    const kept = later.grants.filter((g) => before.has(g.slug))
    expect(kept.length).toBeGreaterThan(20)
    for (const grant of kept) {
      const { id, ...rest } = grant
      const { id: earlier, ...was } = before.get(grant.slug) ?? grant
      expect(rest).toEqual(was)
      if (grant.slug !== 'kit-digital-2026') expect(id).toBe(earlier)
    }
    expect(later.grants.some((g) => !before.has(g.slug))).toBe(true)
    const changed = kept.filter(
      (g) => statusTextOf(g, '2027-01-10') !== statusTextOf(g, TODAY) && g.endDate >= TODAY,
    )
    expect(changed.length).toBeGreaterThan(0)
  })
})

describe('seeded concessions', () => {
  const beneficiaries = state.concessions.beneficiaries()

  it('has 5,000 concessions by default, indexed by beneficiary and by grant', () => {
    expect(state.concessions.size).toBe(5000)
    const total = beneficiaries.reduce((sum, b) => sum + b.count, 0)
    expect(total).toBe(5000)
  })

  it('gives some beneficiaries more than 50 concessions, including seeded clients', () => {
    const heavy = beneficiaries.filter((b) => b.count > 50)
    expect(heavy.length).toBeGreaterThanOrEqual(3)
    const clientNifs = new Set(clients.map((c) => c.nif))
    expect(heavy.some((b) => clientNifs.has(b.nif))).toBe(true)
  })

  it('gives a good share of concessions to seeded clients', () => {
    const clientNifs = new Set(clients.map((c) => c.nif))
    const toClients = beneficiaries
      .filter((b) => clientNifs.has(b.nif))
      .reduce((sum, b) => sum + b.count, 0)
    expect(toClients / state.concessions.size).toBeGreaterThan(0.25)
  })

  it('has undated rows and spelling variants of one beneficiary', () => {
    const [top] = beneficiaries
    const rows = state.concessions.ofNif(top?.nif ?? '')
    expect(rows.some((r) => r.date === null)).toBe(true)
    expect(new Set(rows.map((r) => r.beneficiaryName)).size).toBeGreaterThan(1)
    for (const row of rows) expect(isValidTaxId(row.nif)).toBe(true)
  })

  it('dates concessions within their grant, never after today', () => {
    for (const { nif } of beneficiaries.slice(0, 50)) {
      for (const row of state.concessions.ofNif(nif)) {
        if (row.date === null) continue
        expect(row.date >= row.grant.startDate).toBe(true)
        expect(row.date <= TODAY).toBe(true)
      }
    }
  })

  it('spells names as the public database does: case, accents and legal-form dots vary', () => {
    expect(nameVariants('Talleres Fernández S.L.')).toEqual(
      expect.arrayContaining([
        'TALLERES FERNÁNDEZ S.L.',
        'TALLERES FERNANDEZ S.L.',
        'TALLERES FERNÁNDEZ SL',
        'Talleres Fernández, S.L.',
      ]),
    )
  })
})

describe('catalogues', () => {
  it('has 5–6 status groups of 2–5 statuses, at most one initial each, unique ids', () => {
    expect(STATUS_GROUPS.length).toBeGreaterThanOrEqual(5)
    expect(STATUS_GROUPS.length).toBeLessThanOrEqual(6)
    const ids = STATUS_GROUPS.flatMap((g) => g.status.map((s) => s.id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const group of STATUS_GROUPS) {
      expect(group.status.length).toBeGreaterThanOrEqual(2)
      expect(group.status.length).toBeLessThanOrEqual(5)
      expect(group.status.filter((s) => s.initial_state).length).toBeLessThanOrEqual(1)
    }
  })

  it('serves a data-filters catalogue with 30–50 actions in about six groups', () => {
    const filters = DataFiltersSchema.parse(state.dataFilters)
    expect(filters.applicants?.length).toBeGreaterThanOrEqual(8)
    expect(ACTION_IDS.length).toBeGreaterThanOrEqual(30)
    expect(ACTION_IDS.length).toBeLessThanOrEqual(50)
    expect(new Set(ACTION_IDS).size).toBe(ACTION_IDS.length)
    expect(filters.action_items).toHaveLength(6)
    expect(filters.provinces).toHaveLength(52)
    expect(filters.communities).toHaveLength(19)
    const madrid = filters.communities?.find((c) => c.id === 13)
    expect(madrid?.provinces).toEqual([{ id: 28, name: 'Madrid' }])
  })
})

describe('determinism', () => {
  it('builds the same data from the same seed, and other data from another', () => {
    const again = createDemoServiceState({ seed: 7, today: TODAY })
    const other = createDemoServiceState({ seed: 8, today: TODAY })
    const dump = (s: typeof state) =>
      JSON.stringify({
        clients: s.clients.sorted({ field: 'id', descending: false }).map((r) => r.client),
        grants: s.grants,
        concessions: s.concessions.beneficiaries(),
      })
    expect(dump(again)).toBe(dump(state))
    expect(dump(other)).not.toBe(dump(state))
  })
})
