import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ClientSchema, type Client } from '@shared/wire/client'
import { type StoredClient } from '../seed/clients-seed'
import { type Page } from '@shared/wire/page'
import { foldText } from '@shared/text'
import { type DemoService } from '../server'
import {
  EMAIL,
  EXPERT_ID,
  login,
  type Reply,
  type Session,
  startDemoService,
  withQuery,
} from '../../../test/support/demo-service-http'

const CLIENTS = '/api/v2/clients/'

/** Clients of the sequential seed, and the same tests on clients all made by index. */
const SEEDS = [
  ['sequential seed', {}],
  ['clients made by index', { sequentialSeed: { clients: 0 } }],
] as const

describe.each(SEEDS)('GET clients/ (SC-CLIENT-1), %s', (_, seed) => {
  let demoService: DemoService
  let advisor: Session
  let admin: Session
  let north: Session
  let all: Client[]

  /** Every client the session may list with `params`, following `next`. */
  async function list(session: Session, params: Record<string, string | number> = {}) {
    const clients: Client[] = []
    let next: string | null = withQuery(CLIENTS, { page_size: 200, ...params })
    while (next) {
      const reply: Reply<Page<Client>> = await session.asExpert<Page<Client>>(next)
      expect(reply.status, reply.text).toBe(200)
      clients.push(...reply.body.results)
      next = reply.body.next
    }
    return clients
  }

  const filtered = (session: Session, filters: unknown) =>
    list(session, { filters: JSON.stringify(filters) })

  const ids = (clients: readonly Client[]) => clients.map((c) => c.id)

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 300, concessions: 0, ...seed })
    advisor = await login(demoService, EMAIL.advisor)
    admin = await login(demoService, EMAIL.admin)
    north = await login(demoService, EMAIL.north)
    all = demoService.state.clients
      .sorted({ field: 'id', descending: false })
      .map((r) => ClientSchema.parse(r.client))
  })
  afterAll(() => demoService.close())

  describe('permission', () => {
    it('shows an expert its assigned clients plus the public ones of its platform', async () => {
      const seen = await list(advisor)
      const expected = all.filter(
        (c) => c.experts.includes(EXPERT_ID.advisor) || (c.public && c.platform_data.id === 1),
      )
      expect(ids(seen)).toEqual(ids(expected))
      expect(seen.some((c) => !c.experts.includes(EXPERT_ID.advisor))).toBe(true)
      expect(seen.length).toBeLessThan(all.filter((c) => c.platform_data.id === 1).length)
      for (const client of seen) ClientSchema.strict().parse(client)
    })

    it('shows an admin every client of its platform and none of the other', async () => {
      const seen = await list(admin)
      expect(ids(seen)).toEqual(ids(all.filter((c) => c.platform_data.id === 1)))
    })

    it('keeps the other platform apart', async () => {
      const seen = await list(north)
      const expected = all.filter(
        (c) => c.experts.includes(EXPERT_ID.north) || (c.public && c.platform_data.id === 2),
      )
      expect(ids(seen)).toEqual(ids(expected))
      expect(seen.every((c) => c.platform_data.id === 2)).toBe(true)
    })

    it('follows changes made on the server', async () => {
      const mine = all.find(
        (c) => c.experts.includes(EXPERT_ID.advisor) && !c.public && c.platform_data.id === 1,
      )
      expect(mine).toBeDefined()
      const id = mine?.id ?? 0
      demoService.control.setClientExperts(id, [304])
      expect(ids(await list(advisor))).not.toContain(id)
      expect((await advisor.asExpert(`/api/v2/clients/${id}`)).status).toBe(404)
      demoService.control.setClientExperts(id, mine?.experts ?? [])
      expect(ids(await list(advisor))).toContain(id)
    })
  })

  describe('isActive', () => {
    it('keeps only status 1 with isActive=1, and filters nothing with 0 or without it', async () => {
      const active = await list(admin, { isActive: 1 })
      expect(active.length).toBeGreaterThan(0)
      expect(active.every((c) => c.status === 1)).toBe(true)
      const everything = await list(admin)
      expect(everything.some((c) => c.status !== 1)).toBe(true)
      expect(ids(await list(admin, { isActive: 0 }))).toEqual(ids(everything))
    })

    it('answers 400 to another value', async () => {
      const reply = await admin.asExpert(withQuery(CLIENTS, { isActive: 2 }))
      expect(reply.status).toBe(400)
      expect(reply.body).toEqual({ detail: '«isActive» debe ser 0 o 1.' })
    })
  })

  describe('order', () => {
    const fields: [string, (c: Client) => number | string][] = [
      ['id', (c) => c.id],
      ['nif', (c) => c.nif],
      ['employees_quantity', (c) => c.employees_quantity],
      ['last_year_billing', (c) => c.last_year_billing],
    ]

    it.each(fields)('orders by %s, ascending and descending', async (field, value) => {
      const ascending = (await filtered(admin, { order: field })).map(value)
      const descending = (await filtered(admin, { order: `-${field}` })).map(value)
      const sorted = [...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      expect(ascending).toEqual(sorted)
      expect(descending).toEqual([...sorted].reverse())
    })

    it('orders by business_name as Spanish text', async () => {
      const names = (await filtered(admin, { order: 'business_name' })).map((c) => c.business_name)
      const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })
      for (let i = 1; i < names.length; i++) {
        expect(collator.compare(names[i - 1] ?? '', names[i] ?? '')).toBeLessThanOrEqual(0)
      }
    })

    it('puts the last edited client first with -updated_at', async () => {
      const target = all.find((c) => c.experts.includes(EXPERT_ID.advisor))
      expect(target).toBeDefined()
      demoService.control.updateClient(target?.id ?? 0, { notes: 'Editado en el servidor.' })
      const [first] = await filtered(advisor, { order: '-updated_at' })
      expect(first?.id).toBe(target?.id)
      expect(first?.notes).toBe('Editado en el servidor.')
    })

    it('answers 400 to an unknown order field', async () => {
      for (const order of ['created_at', '-email', '--id', 5]) {
        const reply = await admin.asExpert<{ detail: string }>(
          withQuery(CLIENTS, { filters: JSON.stringify({ order }) }),
        )
        expect(reply.status).toBe(400)
        expect(reply.body.detail).toMatch(/^Campo de ordenación desconocido/)
      }
    })
  })

  describe('filters', () => {
    it('answers 400 to filters that are not a JSON object', async () => {
      for (const filters of ['{order: id}', '{"order":', '[1,2]', '"id"', '12']) {
        const reply = await admin.asExpert<{ detail: string }>(withQuery(CLIENTS, { filters }))
        expect(reply.status, filters).toBe(400)
        expect(reply.body.detail, filters).toMatch(/filters/)
      }
    })

    it('filters by status__in, as "1,2" or a single status', async () => {
      const twoThree = await filtered(admin, { status__in: '2,3' })
      expect(twoThree.length).toBeGreaterThan(0)
      expect(twoThree.every((c) => c.status === 2 || c.status === 3)).toBe(true)
      const three = await filtered(admin, { status__in: '3' })
      expect(three.every((c) => c.status === 3)).toBe(true)
      expect(three.length).toBeLessThan(twoThree.length)
    })

    it('searches general_text in name, NIF, e-mail, reference and contacts, ignoring accents', async () => {
      const mine = await list(admin)
      const withAccent = mine.find((c) => /[áéíóú]/i.test(c.business_name))
      const word = withAccent?.business_name.split(' ').find((w) => /[áéíóú]/i.test(w)) ?? ''
      const plain = foldText(word).toUpperCase()
      const found = await filtered(admin, { general_text: plain })
      expect(ids(found)).toContain(withAccent?.id)
      const sample = mine.find((c) => c.reference !== null)
      for (const needle of [
        sample?.nif.toLowerCase() ?? '',
        sample?.email ?? '',
        sample?.reference ?? '',
        sample?.contacts.split(' (')[0] ?? '',
      ]) {
        const hits = await filtered(admin, { general_text: needle })
        expect(ids(hits), needle).toContain(sample?.id)
        for (const hit of hits) {
          const haystack = foldText(
            [hit.business_name, hit.nif, hit.email, hit.reference ?? '', hit.contacts].join(' '),
          )
          expect(haystack).toContain(foldText(needle))
        }
      }
    })

    it('finds exactly the clients whose texts hold general_text, whatever its length', async () => {
      const local = await startDemoService({ clients: 300, concessions: 0, ...seed })
      try {
        const session = await login(local, EMAIL.admin)
        const search = async (needle: string) => {
          const found: Client[] = []
          let next: string | null = withQuery(CLIENTS, {
            page_size: 200,
            filters: JSON.stringify({ general_text: needle }),
          })
          while (next) {
            const reply: Reply<Page<Client>> = await session.asExpert<Page<Client>>(next)
            found.push(...reply.body.results)
            next = reply.body.next
          }
          return ids(found)
        }
        const [first] = local.state.clients.sorted({ field: 'id', descending: false })
        if (!first) throw new Error('no clients')
        local.control.updateClient(first.client.id, { business_name: 'Qwxz Kayak S.L.' })
        const visible = local.state.clients
          .sorted({ field: 'id', descending: false })
          .map((r) => r.client)
          .filter((c) => c.platform_data.id === 1)
        const folded = (c: StoredClient) =>
          foldText([c.business_name, c.nif, c.email, c.reference ?? '', c.contacts].join('\n'))
        for (const needle of ['ar', 'QW', 'xz', 'ña', 'ez ', 'garc', 'ÁLVAREZ', 'b2', '@', 'a']) {
          const expected = visible.filter((c) => folded(c).includes(foldText(needle.trim())))
          expect(await search(needle), needle).toEqual(expected.map((c) => c.id))
        }
        expect(await search('kayak')).toEqual(
          first.client.platform_data.id === 1 ? [first.client.id] : [],
        )
      } finally {
        await local.close()
      }
    })

    it('applies each substring filter, case-insensitive except email__contains', async () => {
      const sample = all.find((c) => c.platform_data.id === 1 && c.reference !== null)
      expect(sample).toBeDefined()
      const cases: [string, string, (c: Client) => string][] = [
        ['nif__icontains', sample?.nif.slice(2, 6).toLowerCase() ?? '', (c) => c.nif.toLowerCase()],
        [
          'business_name__icontains',
          sample?.business_name.slice(0, 6).toUpperCase() ?? '',
          (c) => c.business_name.toUpperCase(),
        ],
        [
          'reference__icontains',
          sample?.reference?.toLowerCase() ?? '',
          (c) => (c.reference ?? '').toLowerCase(),
        ],
        [
          'contacts__icontains',
          sample?.contacts.slice(0, 5).toLowerCase() ?? '',
          (c) => c.contacts.toLowerCase(),
        ],
        ['email__contains', sample?.email.split('@')[1] ?? '', (c) => c.email],
      ]
      for (const [key, needle, field] of cases) {
        const hits = await filtered(admin, { [key]: needle })
        expect(ids(hits), key).toContain(sample?.id)
        expect(
          hits.every((c) => field(c).includes(needle)),
          key,
        ).toBe(true)
      }
      const upper = await filtered(admin, { email__contains: sample?.email.toUpperCase() })
      expect(upper).toEqual([])
    })

    it('applies list filters given as arrays or comma-separated text', async () => {
      const madrid = await filtered(admin, { province_id__in: [28] })
      expect(madrid.length).toBeGreaterThan(0)
      expect(madrid.every((c) => c.province.includes(28))).toBe(true)
      const two = await filtered(admin, { province_id__in: '28,8' })
      expect(two.length).toBeGreaterThan(madrid.length)
      expect(two.every((c) => c.province[0] === 28 || c.province[0] === 8)).toBe(true)

      const cnae = all.find((c) => c.platform_data.id === 1)?.cnaes[0] ?? 0
      const byCnae = await filtered(admin, { cnaes__id__in: [String(cnae)] })
      expect(byCnae.length).toBeGreaterThan(0)
      expect(byCnae.every((c) => c.cnaes.includes(cnae))).toBe(true)

      const work = await filtered(admin, { provinces_to_work__id__in: '45' })
      expect(work.every((c) => c.provinces_to_work.includes(45))).toBe(true)

      const byExpert = await filtered(admin, { expert__in: [EXPERT_ID.noCredits] })
      expect(byExpert.length).toBeGreaterThan(0)
      expect(byExpert.every((c) => c.experts.includes(EXPERT_ID.noCredits))).toBe(true)
    })

    it('answers 400 to list filters that are not lists of numbers', async () => {
      for (const value of ['28,x', [true], { id: 28 }]) {
        const reply = await admin.asExpert(
          withQuery(CLIENTS, { filters: JSON.stringify({ province_id__in: value }) }),
        )
        expect(reply.status).toBe(400)
      }
    })

    it('combines filters, and ignores unknown keys and empty values', async () => {
      const combined = await filtered(admin, { status__in: '1', province_id__in: [28] })
      expect(combined.every((c) => c.status === 1 && c.province[0] === 28)).toBe(true)
      const withNoise = await filtered(admin, {
        status__in: '1',
        province_id__in: [28],
        color: 'azul',
        general_text: '',
      })
      expect(ids(withNoise)).toEqual(ids(combined))
    })
  })

  it('needs the expert token', async () => {
    expect((await advisor.asUser(CLIENTS)).status).toBe(403)
  })
})
