import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ClientDetail,
  type ClientPage,
  type ClientUpdateResult,
  type OutboxEntry,
} from '@shared/clients'
import { type ConcessionResult, CONFIRM_ABOVE_REQUESTS } from '@shared/concessions'
import { type CreditsView } from '@shared/credits'
import { type ClientData, type ClientListFilters } from '@shared/wire/client'
import { type ExportStartResult } from '@shared/exports'
import { describeError } from '@shared/errors'
import { type OpportunitiesRun, type PortfolioPlan } from '@shared/portfolio'
import { type ProfileView } from '@shared/profile'
import { type SessionView } from '@shared/session'
import { type SimulatorResult } from '@shared/simulator'
import { type StatusList } from '@shared/statuses'
import { cnaeById } from '@shared/catalogues/cnae'
import { CLIENT_FIELD_LABELS } from '@shared/client-field-labels'
import { clientProfile } from '@shared/client-profile'
import { type GrantSectionResult } from '@shared/grant-info'
import { madridToday } from '@shared/format'
import { vendorCnaeId } from '../../src/demo-service/seed/vendor-cnaes'
import { createApiClient } from '../../src/main/api/operations'
import { walkAll } from '../../src/main/api/page-walker'
import { createLogger, Redactor } from '../../src/main/log/logger'
import { type Intercept, type Intercepted, startInterposer } from '../support/interposer'
import {
  DEMO_PASSWORD,
  DIALECTS,
  EXPERT,
  NO_CREDITS,
  NOT_EXPERT,
  runPortfolio,
  startSignedIn,
  startTestApp,
  type TestApp,
  value,
} from './support'

/**
 * The app against both readings of the service (SC-DIALECT-1): our description (`interface`) and the
 * vendor's document (`vendor`), each served by the demo service. The same behaviours must hold; where
 * the vendor differs (users/current/, edits it ignores, untitled grants, a one-page simulator,
 * credits), the test says what the app shows instead.
 */

const SIZE = { clients: 120, concessions: 3_000 }
const PROFILE = { province: 28, applicants_v2: [2], actions_v2: [1, 2, 3, 4, 5, 6, 7, 8] }

const failure = async (app: TestApp, op: string, args?: unknown) => {
  const result = await app.services.dispatch(op, args)
  if (result.ok) throw new Error(`${op} no ha fallado`)
  return result.error
}

let exportIds = 0
const exportOf = (app: TestApp, input: object) =>
  value<ExportStartResult>(app, 'export.start', { exportId: `dialect-${++exportIds}`, ...input })

describe.each(DIALECTS)('the app against the %s dialect', (dialect) => {
  const vendor = dialect === 'vendor'
  let app: TestApp
  let clients: ClientData[]

  beforeAll(async () => {
    app = await startSignedIn(EXPERT, { dialect, ...SIZE })
    const page = await value<ClientPage>(app, 'clients.query', { limit: 1000 })
    clients = await Promise.all(
      page.rows.map((row) =>
        value<ClientDetail>(app, 'clients.get', { id: row.id }).then((d) => d.client),
      ),
    )
  })
  afterAll(() => app.close())

  /** The service's own client API with the expert's tokens, to list clients with filters. */
  async function expertApi() {
    const base = app.demoService.url
    const login = await createApiClient({
      endpoints: () => Promise.resolve({ baseUrl: base, testBaseUrl: base }),
      credentials: () => null,
      prefixes: () => ({ user: 'Token', expert: 'ExpertToken' }),
      log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
    }).login({ email: EXPERT, password: DEMO_PASSWORD })
    return createApiClient({
      endpoints: () => Promise.resolve({ baseUrl: base, testBaseUrl: base }),
      credentials: () => ({ token: login.token, expertToken: login.ExpertToken }),
      prefixes: () => ({ user: 'Token', expert: 'ExpertToken' }),
      log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
    })
  }

  describe('sign-in and profile', () => {
    it('signs the expert in and shows the profile in the detail form', async () => {
      const profile = await value<ProfileView>(app, 'profile.get')
      expect(profile).toMatchObject({
        userSource: 'detail',
        user: { email: EXPERT, platform: 'Grants Desk Demo', first_name: 'Laura' },
        catalogueSource: 'service',
      })
      expect(profile.user.groups_data.length).toBeGreaterThan(0)
      const provinces = profile.lists.find((l) => l.key === 'provinces')?.items
      expect(provinces).toContainEqual({ id: 28, name: 'Madrid' })
    })

    it('a wrong password is refused as such, and the right one signs in', async () => {
      const fresh = await startTestApp({ dialect, clients: 10, concessions: 0 })
      try {
        const error = await failure(fresh, 'session.login', {
          email: EXPERT,
          password: 'otra-clave',
        })
        expect(error).toMatchObject({ code: 'validation', reason: 'wrong_credentials' })
        await value(fresh, 'session.login', { email: EXPERT, password: DEMO_PASSWORD })
        expect(await value<SessionView>(fresh, 'session.state')).toMatchObject({
          status: 'signed-in',
          email: EXPERT,
        })
      } finally {
        await fresh.close()
      }
    })

    it('an expired token asks for the password again, keeping the profile shown', async () => {
      const user = await startSignedIn(EXPERT, { dialect, clients: 10, concessions: 0 })
      try {
        await value(user, 'profile.get')
        user.demoService.control.expireTokens()
        user.events.length = 0
        // An expired key is a 401 in both dialects (SC-AUTH-4, SC-DIALECT-9).
        expect(await failure(user, 'profile.get')).toMatchObject({ code: 'unauthorized' })
        expect(user.events.filter((e) => e.event === 'session.expired')).toEqual([
          { event: 'session.expired', payload: { email: EXPERT } },
        ])
        expect(await value<SessionView>(user, 'session.state')).toMatchObject({
          status: 'expired',
          email: EXPERT,
        })
        expect(await value<ProfileView>(user, 'profile.get')).toMatchObject({
          source: 'cache',
          user: { email: EXPERT },
        })
        await value(user, 'session.reauth', { password: DEMO_PASSWORD })
        expect(await value<ProfileView>(user, 'profile.get')).toMatchObject({
          source: 'network',
          userSource: 'detail',
          user: { email: EXPERT },
        })
      } finally {
        await user.close()
      }
    })

    it('a user without an expert token sees the profile: the detail, or users/current/', async () => {
      const user = await startSignedIn(NOT_EXPERT, { dialect, clients: 10, concessions: 0 })
      try {
        const profile = await value<ProfileView>(user, 'profile.get')
        expect(profile.user.email).toBe(NOT_EXPERT)
        // Refused before anything is sent: a missing token would be a 401, ending the session.
        expect(await failure(user, 'clients.sync')).toMatchObject({ code: 'no_expert' })
        const asked = user.demoService.control.requests.map((r) => r.path)
        expect(asked).not.toContain('/api/v2/clients/')
        if (vendor) {
          // The vendor answers users/<id>/ only to the expert token: the login-shaped user, read
          // into the detail form, with the groups unknown.
          expect(profile.userSource).toBe('current')
          expect(profile.user.platform).toMatch(/^#\d+$/)
          expect(asked).toContain('/api/v2/users/current/')
        } else {
          expect(profile.userSource).toBe('detail')
          expect(asked).not.toContain('/api/v2/users/current/')
        }
      } finally {
        await user.close()
      }
    })
  })

  describe('clients', () => {
    it('syncs every client the expert sees, keeping missing figures null', async () => {
      const api = await expertApi()
      const server = await walkAll(api.listClients({ pageSize: 200 }))
      expect(clients.map((c) => c.id).sort((a, b) => a - b)).toEqual(
        server.rows.map((c) => c.id).sort((a, b) => a - b),
      )
      const incomplete = clients.filter((c) => c.employees_quantity === null)
      if (vendor) {
        expect(incomplete.length).toBeGreaterThan(0)
        for (const client of incomplete) {
          expect(client).toMatchObject({
            constitution_date: null,
            last_year_billing: null,
            investment_budget: null,
          })
        }
      } else expect(incomplete).toEqual([])
    })

    it('lists clients on the service with every filter, sent in both forms', async () => {
      const api = await expertApi()
      const sample = clients.find((c) => c.reference && c.contacts.length > 3) ?? clients[0]
      if (!sample) throw new Error('sin clientes')
      const fold = (text: string) => text.toLowerCase()
      const anyOf = (values: readonly number[], wanted: readonly number[]) =>
        values.some((v) => wanted.includes(v))
      const cases: [ClientListFilters, (c: ClientData) => boolean][] = [
        [{ status__in: '1,3' }, (c) => [1, 3].includes(c.status)],
        [
          { business_name__icontains: sample.business_name.slice(0, 4) },
          (c) => fold(c.business_name).includes(fold(sample.business_name.slice(0, 4))),
        ],
        [
          { nif__icontains: sample.nif.slice(1, 4).toLowerCase() },
          (c) => fold(c.nif).includes(fold(sample.nif.slice(1, 4))),
        ],
        [
          { email__contains: sample.email.split('@')[1] ?? '' },
          (c) => c.email.includes(sample.email.split('@')[1] ?? ''),
        ],
        [
          { reference__icontains: (sample.reference ?? '').slice(0, 3) },
          (c) =>
            c.reference !== null &&
            fold(c.reference).includes(fold((sample.reference ?? '').slice(0, 3))),
        ],
        [
          { contacts__icontains: sample.contacts.slice(0, 3) },
          (c) => fold(c.contacts).includes(fold(sample.contacts.slice(0, 3))),
        ],
        [{ province_id__in: [28, 8] }, (c) => anyOf(c.province, [28, 8])],
        [
          { cnaes__id__in: sample.cnaes.slice(0, 1) },
          (c) => anyOf(c.cnaes, sample.cnaes.slice(0, 1)),
        ],
        [{ provinces_to_work__id__in: [46, 41] }, (c) => anyOf(c.provinces_to_work, [46, 41])],
        [{ expert__in: [301] }, (c) => c.experts.includes(301)],
      ]
      for (const [filters, keep] of cases) {
        const { rows } = await walkAll(api.listClients({ pageSize: 50, filters }))
        const expected = clients.filter(keep).map((c) => c.id)
        expect(
          rows.map((c) => c.id).sort((a, b) => a - b),
          JSON.stringify(filters),
        ).toEqual(expected.sort((a, b) => a - b))
        expect(expected.length, JSON.stringify(filters)).toBeGreaterThan(0)
      }
      const active = await walkAll(api.listClients({ pageSize: 50, isActive: 1 }))
      expect(active.rows.map((c) => c.id).sort((a, b) => a - b)).toEqual(
        clients
          .filter((c) => c.status === 1)
          .map((c) => c.id)
          .sort((a, b) => a - b),
      )
    })

    it('orders the service’s list by every order field, both ways', async () => {
      const api = await expertApi()
      const all = clients.map((c) => c.id).sort((a, b) => a - b)
      const figures = {
        id: (c: ClientData) => c.id,
        nif: (c: ClientData) => c.nif,
        employees_quantity: (c: ClientData) => c.employees_quantity,
        last_year_billing: (c: ClientData) => c.last_year_billing,
      }
      for (const field of ['id', 'nif', 'business_name', 'updated_at', ...Object.keys(figures)]) {
        for (const order of [field, `-${field}`]) {
          const { rows } = await walkAll(api.listClients({ pageSize: 200, filters: { order } }))
          expect(
            rows.map((c) => c.id).sort((a, b) => a - b),
            order,
          ).toEqual(all)
          const of = figures[field as keyof typeof figures] as
            ((c: ClientData) => string | number | null) | undefined
          if (!of) continue
          const values = rows.map(of).filter((v): v is string | number => v !== null)
          const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
          expect(values, order).toEqual(order.startsWith('-') ? sorted.reverse() : sorted)
        }
      }
    })

    it('filters and sorts the replica by every filter and column', async () => {
      const sorts = [
        'business_name',
        'nif',
        'province',
        'status',
        'cnae',
        'expert',
        'public',
        'employees_quantity',
        'last_year_billing',
      ]
      for (const field of sorts) {
        for (const direction of ['asc', 'desc']) {
          const page = await value<ClientPage>(app, 'clients.query', {
            sort: { field, direction },
          })
          expect(page.total, `${field} ${direction}`).toBe(clients.length)
        }
      }
      const byFigure = await value<ClientPage>(app, 'clients.query', {
        sort: { field: 'employees_quantity', direction: 'desc' },
        limit: 1000,
      })
      const figureOf = new Map(clients.map((c) => [c.id, c.employees_quantity]))
      const shown = byFigure.rows.map((r) => figureOf.get(r.id) ?? null)
      // Missing figures last, whichever the direction.
      const firstNull = shown.indexOf(null)
      if (firstNull >= 0) expect(shown.slice(firstNull).every((v) => v === null)).toBe(true)

      const filtered = async (query: object, keep: (c: ClientData) => boolean) => {
        const page = await value<ClientPage>(app, 'clients.query', { ...query, limit: 1000 })
        expect(
          page.rows.map((r) => r.id).sort((a, b) => a - b),
          JSON.stringify(query),
        ).toEqual(
          clients
            .filter(keep)
            .map((c) => c.id)
            .sort((a, b) => a - b),
        )
      }
      await filtered({ status: [2] }, (c) => c.status === 2)
      await filtered({ province: [28, 8] }, (c) => c.province.some((p) => [28, 8].includes(p)))
      await filtered({ public: true }, (c) => c.public)
      await filtered({ expert: [301] }, (c) => c.experts.includes(301) || c.expert_data.id === 301)
      const cnae = clients[0]?.cnaes[0] ?? 0
      await filtered({ cnae: [cnae] }, (c) => c.cnaes.includes(cnae))
    })
  })

  describe('an edit of each field group', () => {
    const groups: [string, (c: ClientData) => Record<string, unknown>][] = [
      ['identification', (c) => ({ business_name: `${c.business_name} (revisado)`, status: 3 })],
      [
        'contact',
        () => ({
          email: 'contacto@revisado.example.com',
          phone: '+34 910 000 000',
          reference: 'EXP-2026-0042',
          notes: 'Llamar el lunes',
          contacts: 'Ana Ruiz (gerente)',
        }),
      ],
      [
        'address',
        () => ({
          address: 'Calle Nueva, 3',
          postal_code: '28013',
          location: 'Tres Cantos',
          province: 28,
        }),
      ],
      [
        'representative',
        () => ({ legal_representative_name: 'Ana Ruiz', legal_representation_type: 'Apoderada' }),
      ],
      [
        'profile lists',
        () => ({
          // The service's own id of class 6201 (SC-CAT-5): the code itself in ours.
          cnaes: [vendor ? vendorCnaeId(6201) : 6201],
          provinces_to_work: [28, 8],
          applicant_types: [2],
          action_items: [1],
        }),
      ],
      [
        'figures',
        () => ({
          employees_quantity: 14,
          constitution_date: '2012-05-03',
          last_year_billing: 450000,
          investment_budget: 60000.5,
        }),
      ],
      ['project', () => ({ project_description: 'Digitalizar el almacén.' })],
    ]

    it.each(groups)('%s', async (_group, changes) => {
      // A client with missing figures where there is one, so the figures are first given here.
      const client =
        clients.find((c) => c.employees_quantity === null && c.province[0] === 28) ??
        clients.find((c) => c.province[0] === 28)
      if (!client) throw new Error('sin cliente de Madrid')
      const { detail } = await value<ClientDetail>(app, 'clients.get', { id: client.id }).then(
        (d) => ({ detail: d }),
      )
      const patch = changes(detail.client)
      const base = Object.fromEntries(
        Object.keys(patch).map((f) => [
          f,
          f === 'province' ? detail.client.province[0] : detail.client[f as keyof ClientData],
        ]),
      )
      const result = await value<ClientUpdateResult>(app, 'clients.update', {
        id: client.id,
        patch,
        base,
      })
      const ignored = vendor ? ['reference', 'notes', 'contacts'].filter((f) => f in patch) : []
      expect(result.ignoredFields).toEqual(ignored)
      expect(result.status).toBe(ignored.length > 0 ? 'not_saved' : 'saved')
      const saved = result.detail.client
      for (const [field, sent] of Object.entries(patch)) {
        const now = field === 'province' ? saved.province[0] : saved[field as keyof ClientData]
        if (ignored.includes(field)) expect(now, field).toEqual(base[field])
        else expect(now, field).toEqual(sent)
      }
      // Read back from the service, not only from the answer to the PATCH.
      const fetched = await value<ClientDetail>(app, 'clients.refresh', { id: client.id })
      for (const field of Object.keys(patch)) {
        const of = (c: ClientData) =>
          field === 'province' ? c.province[0] : c[field as keyof ClientData]
        expect(of(fetched.client), field).toEqual(of(saved))
      }
      const entries = await value<OutboxEntry[]>(app, 'outbox.list')
      const notSaved = entries.filter((e) => e.clientId === client.id && e.reason === 'not_saved')
      if (ignored.length === 0) {
        expect(notSaved).toEqual([])
        return
      }
      // Visible in the list and the outbox until retried or discarded; a retry is not saved either.
      const rows = await value<ClientPage>(app, 'clients.query', { limit: 1000 })
      expect(rows.rows.find((r) => r.id === client.id)?.pending).toBe('not_saved')
      expect(notSaved).toHaveLength(1)
      expect(notSaved[0]).toMatchObject({
        status: 'failed',
        fields: ignored,
        error: expect.objectContaining({
          code: 'not_saved',
          reason: 'fields_ignored',
          params: { fields: ignored.join(',') },
        }) as unknown,
      })
      const entryId = notSaved[0]?.id ?? 0
      await value(app, 'outbox.retry', { entryId })
      const again = await value<OutboxEntry[]>(app, 'outbox.list')
      expect(again.filter((e) => e.reason === 'not_saved').map((e) => e.fields)).toEqual([ignored])
      const summary = await value<{ failed: number }>(app, 'outbox.discard', {
        entryId: again.find((e) => e.reason === 'not_saved')?.id ?? 0,
      })
      expect(summary.failed).toBe(0)
    })
  })

  describe('edits made offline', () => {
    it('are sent on the next sync; one the service changed meanwhile is a conflict, resolved field by field', async () => {
      // The project's description: a free text both dialects save (notes: see SC-DIALECT-5).
      const field = 'project_description'
      const offline = await startSignedIn(EXPERT, { dialect, clients: 10, concessions: 0 }, 1_500)
      try {
        const page = await value<ClientPage>(offline, 'clients.query', {})
        const [sent, contested] = page.rows.map((r) => r.id)
        if (sent === undefined || contested === undefined) throw new Error('sin clientes')
        const edit = async (id: number, text: string) => {
          const { client } = await value<ClientDetail>(offline, 'clients.get', { id })
          return value<ClientUpdateResult>(offline, 'clients.update', {
            id,
            patch: { [field]: text },
            base: { [field]: client[field] },
          })
        }
        const onServer = (id: number) => offline.demoService.state.clients.get(id)?.client[field]

        await offline.stopDemoService()
        expect((await edit(sent, 'Cambio hecho sin conexión.')).status).toBe('queued')
        expect((await edit(contested, 'Versión de la asesora.')).status).toBe('queued')
        offline.demoService.control.updateClient(contested, {
          [field]: 'Versión de la administradora.',
        })
        await offline.restartDemoService()
        await value(offline, 'clients.sync')

        expect(onServer(sent)).toBe('Cambio hecho sin conexión.')
        const [entry, ...others] = await value<OutboxEntry[]>(offline, 'outbox.list')
        expect(others).toEqual([])
        expect(entry).toMatchObject({
          clientId: contested,
          status: 'conflict',
          conflicts: [
            { field, mine: 'Versión de la asesora.', theirs: 'Versión de la administradora.' },
          ],
        })
        await value(offline, 'outbox.resolve', { entryId: entry?.id, choices: { [field]: 'mine' } })
        expect(onServer(contested)).toBe('Versión de la asesora.')
        const fetched = await value<ClientDetail>(offline, 'clients.refresh', { id: contested })
        expect(fetched.client[field]).toBe('Versión de la asesora.')
        expect(await value(offline, 'outbox.summary')).toEqual({
          pending: 0,
          conflicts: 0,
          failed: 0,
        })
      } finally {
        await offline.close()
      }
    })
  })

  describe('concessions, statuses and the simulator', () => {
    it('searches by NIF and by grant, by id and by slug', async () => {
      const state = app.demoService.state
      const { untitled } = state.grantQuirks
      const beneficiaries = state.concessions.beneficiaries()
      // A NIF with a concession of a grant published without a title, where the dialect has one.
      const nif =
        beneficiaries.find((b) =>
          state.concessions.ofNif(b.nif).some((c) => untitled.has(c.grant.id)),
        )?.nif ??
        beneficiaries[0]?.nif ??
        ''
      const byNif = await value<ConcessionResult>(app, 'concessions.search', {
        query: { kind: 'nif', nif },
        loadAll: true,
      })
      expect(byNif.count).toBe(state.concessions.ofNif(nif).length)
      expect(byNif.rows).toHaveLength(byNif.count)
      const titles = byNif.rows.map((r) => r.fund_title)
      if (vendor) expect(titles).toContain(null)
      else expect(titles).not.toContain(null)

      const slugged = state.grants.find(
        (g) => !state.grantQuirks.unslugged.has(g.id) && state.concessions.ofGrant(g).length > 0,
      )
      if (!slugged) throw new Error('sin convocatoria con concesiones')
      const byId = await value<ConcessionResult>(app, 'concessions.search', {
        query: { kind: 'grant-id', fundId: slugged.id },
        loadAll: true,
      })
      const bySlug = await value<ConcessionResult>(app, 'concessions.search', {
        query: { kind: 'grant-slug', fundSlug: slugged.slug },
        loadAll: true,
      })
      expect(byId.count).toBe(state.concessions.ofGrant(slugged).length)
      expect(bySlug.rows).toEqual(byId.rows)
    })

    it('a NIF typed loosely: every page, in the service’s order, then kept for a day', async () => {
      const state = app.demoService.state
      // Rows enough for several of the vendor's pages of ten, few enough to come without asking.
      const nif = state.concessions.beneficiaries().find((b) => b.count > 10 && b.count <= 200)?.nif
      if (!nif) throw new Error('sin beneficiario de varias páginas')
      const search = (refresh: boolean) =>
        value<ConcessionResult>(app, 'concessions.search', {
          query: { kind: 'nif', nif: ` ${nif.toLowerCase()} ` },
          refresh,
        })
      const asked = () =>
        app.demoService.control.requests.filter((r) => r.path.endsWith('/beneficiaries-by-cif/'))
          .length
      app.demoService.control.clearRequests()
      const first = await search(true)
      expect(first).toMatchObject({
        kind: 'nif',
        nif,
        complete: true,
        source: 'network',
        count: state.concessions.ofNif(nif).length,
        taxIdWarning: null,
      })
      expect(first.rows).toHaveLength(first.count)
      expect(asked()).toBe(first.requestsForAll)
      if (vendor) expect(asked()).toBe(Math.ceil(first.count / 10))
      const dated = first.rows.findIndex((r) => r.concession_date)
      expect(first.rows.slice(0, Math.max(0, dated)).every((r) => !r.concession_date)).toBe(true)
      const dates = first.rows.slice(dated).map((r) => r.concession_date ?? '')
      expect(dates).toEqual([...dates].sort().reverse())

      expect(await search(false)).toMatchObject({ source: 'cache', fetchedAt: first.fetchedAt })
      expect(asked()).toBe(first.requestsForAll)
      expect((await search(true)).source).toBe('network')
    })

    it('a wrong check character warns but still searches; an empty NIF gets the service’s text', async () => {
      const warned = await value<ConcessionResult>(app, 'concessions.search', {
        query: { kind: 'nif', nif: 'B12345675' },
        refresh: true,
      })
      expect(warned).toMatchObject({
        source: 'network',
        count: app.demoService.state.concessions.ofNif('B12345675').length,
        taxIdWarning: { key: 'validation.tax_id.cif_control' },
      })
      expect(
        await failure(app, 'concessions.search', { query: { kind: 'nif', nif: '  ' } }),
      ).toMatchObject({ code: 'validation', serverMessage: 'Es necesario enviar el campo nif' })
    })

    it('lists the case-file statuses of every group in server order, then from the copy', async () => {
      const shape = (groups: StatusList['groups']) =>
        groups.map((g) => ({
          id: g.id,
          name: g.name,
          status: g.status.map((s) => ({ id: s.id, name: s.name, initial: s.initial_state })),
        }))
      const list = await value<StatusList>(app, 'statuses.list', { refresh: true })
      expect(list.source).toBe('network')
      expect(shape(list.groups)).toEqual(shape([...app.demoService.state.statusGroups]))
      const again = await value<StatusList>(app, 'statuses.list')
      expect(again).toMatchObject({ source: 'cache', fetchedAt: list.fetchedAt })
    })

    it('runs the simulator: pages as needed, or the vendor’s twenty with their ids', async () => {
      const result = await value<SimulatorResult>(app, 'simulator.run', { profile: PROFILE })
      expect(result.rows.length).toBeGreaterThan(0)
      if (vendor) {
        expect(result).toMatchObject({ complete: true, totalPages: 1, count: result.rows.length })
        expect(result.rows.length).toBeLessThanOrEqual(20)
        expect(result.rows.every((r) => typeof r.id === 'number')).toBe(true)
      } else {
        expect(result.totalPages).toBeGreaterThan(1)
        expect(result.rows.every((r) => r.id === undefined)).toBe(true)
      }
    })
  })

  describe('exports of every list', () => {
    it('clients, concessions by NIF and by grant, statuses, simulator and a dossier', async () => {
      const state = app.demoService.state
      const nif = state.concessions.beneficiaries()[0]?.nif ?? ''
      const grant = state.grants.find(
        (g) => !state.grantQuirks.unslugged.has(g.id) && state.concessions.ofGrant(g).length > 0,
      )
      const sources = [
        { kind: 'clients', query: {} },
        { kind: 'concessions', query: { kind: 'nif', nif } },
        { kind: 'concessions', query: { kind: 'grant-id', fundId: grant?.id ?? 1 } },
        { kind: 'statuses' },
        { kind: 'simulator', profile: PROFILE },
      ]
      for (const source of sources) {
        let done = await exportOf(app, { source, format: 'csv-standard' })
        if (done.status === 'needs-confirmation')
          done = await exportOf(app, {
            source,
            format: 'csv-standard',
            confirmedRequests: done.requests,
          })
        expect(done.status, source.kind).toBe('done')
        if (done.status !== 'done') continue
        const lines = readFileSync(done.path, 'utf8').trimEnd().split('\n')
        expect(lines.length - 1, source.kind).toBe(done.rows)
        expect(done.rows, source.kind).toBeGreaterThan(0)
        if (source.query && 'nif' in source.query)
          expect(lines.slice(1).every((line) => line.startsWith(`${nif},`))).toBe(true)
      }
      // The incomplete client's figures are empty cells, not zeros.
      const client = clients.find((c) => c.employees_quantity === null) ?? clients[0]
      const dossier = await exportOf(app, {
        source: { kind: 'dossier', clientId: client?.id ?? 0 },
        format: 'xlsx',
      })
      expect(dossier.status).toBe('done')
      if (dossier.status !== 'done') return
      const book = await new ExcelJS.Workbook().xlsx.readFile(dossier.path)
      expect(book.worksheets.map((s) => s.name)).toEqual([
        'Cliente',
        'Concesiones',
        'Oportunidades',
        'Convocatoria',
        'Expedientes',
      ])
      if (vendor) {
        const sheet = book.getWorksheet('Cliente')
        const cells: unknown[] = []
        sheet?.eachRow((row) => {
          if (row.getCell(1).value === 'Empleados') cells.push(row.getCell(2).value)
        })
        expect(cells).toEqual([null])
      }
    })
  })

  describe('the dossier’s «Convocatoria» sheet (issue 25)', () => {
    it('writes each opportunity’s kept grant detail, typed, the others empty, asking nothing (SC-GRANT-8)', async () => {
      const client = clients.find((c) => clientProfile(c) !== null)
      const profile = client && clientProfile(client)
      if (!client || !profile) throw new Error('sin cliente con perfil completo')
      const { rows } = await value<SimulatorResult>(app, 'simulator.run', { profile })
      expect(rows.length).toBeGreaterThan(1)
      const [first, second] = rows
      if (!first || !second) throw new Error('sin oportunidades')
      // The vendor's opportunities carry the grant's id, and the advisor opened the first one's.
      const details = vendor
        ? await value<GrantSectionResult>(app, 'grants.section', {
            grant: { id: first.id },
            section: 'details',
          })
        : null
      if (vendor) {
        for (const section of ['evaluation', 'normative'])
          await value(app, 'grants.section', { grant: { id: first.id }, section })
      }
      const normative = vendor
        ? await value<GrantSectionResult>(app, 'grants.section', {
            grant: { id: first.id },
            section: 'normative',
            cachedOnly: true,
          })
        : null

      app.demoService.control.clearRequests()
      const done = await exportOf(app, {
        source: { kind: 'dossier', clientId: client.id },
        format: 'xlsx',
        confirmedRequests: 1000,
      })
      if (done.status !== 'done') throw new Error(done.status)
      // The sheet reads what is kept: no grant's section is asked while exporting.
      const asked = app.demoService.control.requests.filter((r) =>
        /fund-details|fund-(required|evaluation|normative|related)/.test(r.path),
      )
      expect(asked).toEqual([])

      const sheet = (await new ExcelJS.Workbook().xlsx.readFile(done.path)).getWorksheet(
        'Convocatoria',
      )
      if (!sheet) throw new Error('sin hoja Convocatoria')
      const header = sheet.getRow(1).values as unknown[]
      expect(header.slice(1)).toEqual([
        'Id de la convocatoria',
        'Convocatoria (identificador)',
        'Título',
        'Organismo convocante',
        'Beneficiarios',
        'Plazo de solicitud',
        'Tipo de ayuda',
        'Gastos subvencionables',
        'Periodo de ejecución',
        'Importe total (€)',
        'Importe por solicitud (€)',
        'De minimis',
        'Códigos BDNS',
        'Consultado el',
      ])
      expect(sheet.actualRowCount - 1).toBe(rows.length)
      const rowOf = (slug: string) => {
        let found: ExcelJS.Row | null = null
        sheet.eachRow((row, n) => {
          if (n > 1 && row.getCell(2).value === slug) found = row
        })
        if (!found) throw new Error(`sin fila para ${slug}`)
        return found as ExcelJS.Row
      }
      // Not kept: its id, slug and title, the rest empty, so the advisor sees which to open.
      const empty = rowOf(second.slug)
      expect(empty.getCell(1).value).toBe(second.id ?? null)
      expect(empty.getCell(3).value).toBe(second.formatted_title)
      for (let cell = 4; cell <= 14; cell++) expect(empty.getCell(cell).value, `${cell}`).toBeNull()
      if (!vendor) return

      if (details?.status !== 'ok' || details.content.section !== 'details')
        throw new Error('sin detalle')
      if (normative?.status !== 'ok' || normative.content.section !== 'normative')
        throw new Error('sin normativa')
      const data = details.content.data
      const kept = rowOf(first.slug)
      expect(kept.getCell(1).value).toBe(first.id)
      expect(kept.getCell(1).numFmt).toBe('0')
      expect(kept.getCell(3).value).toBe(data.title)
      const texts = [data.publisher, data.applicants, data.term, data.helpType, data.expenses]
      expect([4, 5, 6, 7, 8].map((n) => kept.getCell(n).value)).toEqual(texts)
      expect(kept.getCell(9).value).toBe(data.executionPeriod)
      expect(kept.getCell(10).value).toBe(data.totalAmount)
      expect(kept.getCell(11).value).toBe(data.requestAmount)
      if (data.totalAmount !== null) expect(kept.getCell(10).type).toBe(ExcelJS.ValueType.Number)
      expect(['Sí', 'No']).toContain(kept.getCell(12).value)
      expect(kept.getCell(13).value).toBe(normative.content.data.bdns.join(', '))
      const askedOn = kept.getCell(14).value
      expect(askedOn).toBeInstanceOf(Date)
      expect((askedOn as Date).toISOString().slice(0, 10)).toBe(madridToday(details.fetchedAt))
    })
  })

  describe('a client created with only its NIF (issue 22)', () => {
    const LABEL = CLIENT_FIELD_LABELS.es
    const nifOnly = () => {
      const found = clients.find((c) => c.business_name === '' && c.postal_code === '')
      if (!found) throw new Error('sin cliente creado solo con su NIF')
      return found
    }

    it('is listed, opens, exports with empty cells and is apart in «Cartera»', async () => {
      const client = nifOnly()
      expect(client).toMatchObject({ email: '', province: [], address: '', cnaes: [] })
      expect(client.employees_quantity === null).toBe(vendor)
      const page = await value<ClientPage>(app, 'clients.query', { text: client.nif })
      expect(page.rows.map((row) => row.id)).toEqual([client.id])
      let done = await exportOf(app, { source: { kind: 'clients', query: {} }, format: 'xlsx' })
      expect(done.status).toBe('done')
      if (done.status !== 'done') return
      const sheet = (await new ExcelJS.Workbook().xlsx.readFile(done.path)).worksheets[0]
      const header = (sheet?.getRow(1).values ?? []) as unknown[]
      const column = (name: string) => header.indexOf(name)
      let row: unknown[] = []
      sheet?.eachRow((r) => {
        if (r.getCell(column(LABEL.nif)).value === client.nif) row = r.values as unknown[]
      })
      expect(row[column(LABEL.nif)]).toBe(client.nif)
      for (const field of ['business_name', 'email', 'postal_code', 'province'] as const)
        expect(row[column(LABEL[field])] ?? null, field).toBeNull()
      const plan = await value<PortfolioPlan>(app, 'portfolio.plan', { kind: 'opportunities' })
      const { result } = await runPortfolio(app, {
        kind: 'opportunities',
        confirmedRequests: plan.requests,
      })
      if (!result.ok) throw new Error(result.error.message)
      const run = result.value as OpportunitiesRun
      expect(run.incomplete).toContainEqual(
        expect.objectContaining({ id: client.id, nif: client.nif }),
      )
      done = await exportOf(app, {
        source: { kind: 'dossier', clientId: client.id },
        format: 'xlsx',
      })
      expect(done.status).toBe('done')
    })

    it('saves a new phone online, and offline through the outbox', async () => {
      const client = nifOnly()
      const online = await value<ClientUpdateResult>(app, 'clients.update', {
        id: client.id,
        patch: { phone: '951 000 001' },
        base: { phone: client.phone },
      })
      expect(online.status).toBe('saved')
      expect(app.demoService.state.clients.get(client.id)?.client.phone).toBe('951 000 001')

      await app.stopDemoService()
      try {
        const queued = await value<ClientUpdateResult>(app, 'clients.update', {
          id: client.id,
          patch: { phone: '951 000 002' },
          base: { phone: '951 000 001' },
        })
        expect(queued.status).toBe('queued')
      } finally {
        await app.restartDemoService()
      }
      await value(app, 'clients.sync')
      expect(app.demoService.state.clients.get(client.id)?.client.phone).toBe('951 000 002')
      expect(await value(app, 'outbox.summary')).toEqual({ pending: 0, conflicts: 0, failed: 0 })
    })
  })

  describe('CNAE ids (SC-CAT-5)', () => {
    const LABEL = CLIENT_FIELD_LABELS.es
    it('names each client’s activity by the service’s id → code map, in a spreadsheet too', async () => {
      const catalogue = await value<{ cnaes: { id: number; code: string; title: string }[] }>(
        app,
        'catalogue.get',
      )
      const client = clients.find((c) => c.cnaes.length > 0)
      if (!client) throw new Error('sin cliente con CNAE')
      const [id = 0] = client.cnaes
      const entry = catalogue.cnaes.find((cnae) => cnae.id === id)
      // The demo service gives the vendor ids that are not the codes: only the map names them rightly.
      const code = vendor
        ? app.demoService.state.dataFilters.cnaes?.find((cnae) => cnae.id === id)?.code
        : String(id).padStart(4, '0')
      expect(entry?.code).toBe(code)
      expect(entry?.title).toBe(cnaeById(Number(code))?.title)
      if (vendor) expect(String(id).padStart(4, '0')).not.toBe(code)

      const done = await exportOf(app, {
        source: { kind: 'dossier', clientId: client.id },
        format: 'xlsx',
      })
      if (done.status !== 'done') throw new Error('sin exportar')
      const sheet = (await new ExcelJS.Workbook().xlsx.readFile(done.path)).getWorksheet('Cliente')
      const cells: unknown[] = []
      sheet?.eachRow((row) => {
        if (row.getCell(1).value === LABEL.cnaes) cells.push(row.getCell(2).value)
      })
      expect(String(cells[0])).toContain(`${code ?? ''} · ${entry?.title ?? ''}`)

      // The list's filter by that id finds the clients that have it.
      const page = await value<ClientPage>(app, 'clients.query', { cnae: [id], limit: 1000 })
      expect(page.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
        clients
          .filter((c) => c.cnaes.includes(id))
          .map((c) => c.id)
          .sort((a, b) => a - b),
      )
    })
  })

  describe('credits (SC-COST-5)', () => {
    it('the balance where the service tells it, refreshed after a paid call', async () => {
      const before = await value<CreditsView>(app, 'credits.get')
      if (!vendor) {
        expect(before).toEqual({ available: false })
        // Known now (a 404): not asked again, neither after paid answers nor on demand.
        app.demoService.control.clearRequests()
        await value(app, 'simulator.run', { profile: { ...PROFILE, actions_v2: [1, 9] } })
        await value(app, 'credits.get')
        await app.services.idle()
        const asked = app.demoService.control.requests.filter((r) =>
          r.path.endsWith('/users/usage-statistics/'),
        )
        expect(asked).toEqual([])
        expect(app.demoService.control.requests.length).toBeGreaterThan(0)
        return
      }
      if (!before.available) throw new Error('sin saldo')
      const left = app.demoService.state.creditsOf(1201)
      expect(before.balance.left).toBe(left)
      expect(before.balance.resetDate).toBe(app.demoService.state.creditsResetDate)
      app.events.length = 0
      await value(app, 'simulator.run', { profile: { ...PROFILE, actions_v2: [1, 9] } })
      await app.services.idle()
      const pushed = app.events.filter((e) => e.event === 'credits.changed').at(-1)
      expect(pushed?.payload).toMatchObject({ available: true, balance: { left: left - 1 } })
    })

    it('an account without credits: said so by the balance, or said that it may be credits', async () => {
      const broke = await startSignedIn(NO_CREDITS, { dialect, clients: 10, concessions: 200 })
      try {
        const nif = broke.demoService.state.concessions.beneficiaries()[0]?.nif ?? ''
        for (const [op, args] of [
          ['simulator.run', { profile: PROFILE }],
          ['concessions.search', { query: { kind: 'nif', nif } }],
        ] as const) {
          const error = await failure(broke, op, args)
          // The vendor's 403 has no body and its balance is 0; ours tells no balance (a 404), so
          // its words are shown but decide nothing (SC-COST-6).
          expect(error, op).toMatchObject(
            vendor
              ? { code: 'no_credits', reason: 'no_credits_left', status: 403 }
              : { code: 'forbidden', reason: 'credits_unknown', status: 403 },
          )
          expect(describeError(error, 'es'), op).toContain(
            vendor ? 'No le quedan créditos' : 'puede que sea por falta de créditos',
          )
        }
      } finally {
        await broke.close()
      }
    })
  })
})

describe('a paid 403 told apart with the balance (vendor dialect, SC-COST-6)', () => {
  const USAGE = '/api/v2/users/usage-statistics/'
  const BY_NIF = { query: { kind: 'nif', nif: 'B12345674' } }

  /** A vendor service behind an interposer that answers or re-signs the requests it picks. */
  async function behind(
    email: string,
    intercept: Intercept,
  ): Promise<{ app: TestApp; close: () => Promise<void> }> {
    const app = await startTestApp({ dialect: 'vendor', clients: 10, concessions: 200 })
    const interposer = await startInterposer(app.demoService.url, intercept)
    const environment = { preset: 'custom', baseUrl: interposer.url, testBaseUrl: interposer.url }
    await value(app, 'session.login', { email, password: DEMO_PASSWORD, environment })
    await app.services.idle()
    return {
      app,
      close: async () => {
        await app.close()
        await interposer.close()
      },
    }
  }
  const paid = (request: Intercepted) => request.url.startsWith('/api/v2/funds/')

  it('a body that speaks of credits, with credits left: the session or the permission', async () => {
    const body = '{"errors": "No dispone de créditos suficientes para esta consulta"}'
    const { app, close } = await behind(EXPERT, (r) => (paid(r) ? { status: 403, body } : null))
    try {
      const error = await failure(app, 'concessions.search', BY_NIF)
      expect(error).toMatchObject({
        code: 'forbidden',
        reason: 'forbidden_with_credits',
        params: { left: app.demoService.state.creditsOf(1201) },
      })
    } finally {
      await close()
    }
  })

  it('the wrong kind of token, with credits left: never called a lack of credits', async () => {
    // The user token under the expert's scheme word: the service's own bodiless 403.
    const { app, close } = await behind(EXPERT, (r) =>
      paid(r)
        ? { authorization: (r.authorization ?? '').replace(/^Token /, 'ExpertToken ') }
        : null,
    )
    try {
      for (const [op, args] of [
        ['concessions.search', BY_NIF],
        ['simulator.run', { profile: PROFILE }],
      ] as const) {
        const error = await failure(app, op, args)
        expect(error, op).toMatchObject({ code: 'forbidden', reason: 'forbidden_with_credits' })
        expect(describeError(error, 'es'), op).not.toMatch(/falta de créditos|no le quedan/i)
      }
    } finally {
      await close()
    }
  })

  it('no body at all, at a balance of 0: credits', async () => {
    const { app, close } = await behind(NO_CREDITS, (r) => (paid(r) ? { status: 403 } : null))
    try {
      const error = await failure(app, 'concessions.search', {
        query: { kind: 'grant-id', fundId: 1 },
      })
      expect(error).toMatchObject({ code: 'no_credits', reason: 'no_credits_left' })
    } finally {
      await close()
    }
  })

  it('without credits, when the service does not tell the balance (404): it may be credits', async () => {
    const { app, close } = await behind(NO_CREDITS, (r) =>
      r.url.startsWith(USAGE) ? { status: 404 } : null,
    )
    try {
      for (const [op, args] of [
        ['concessions.search', BY_NIF],
        ['simulator.run', { profile: PROFILE }],
      ] as const) {
        const error = await failure(app, op, args)
        expect(error, op).toMatchObject({ code: 'forbidden', reason: 'credits_unknown' })
        expect(describeError(error, 'es'), op).toContain(
          'El servicio ha rechazado la consulta sin decir el motivo',
        )
        expect(describeError(error, 'en'), op).toContain('it may be for lack of credits')
      }
    } finally {
      await close()
    }
  })

  it('without credits, when the balance cannot be read (a fault): it may be credits', async () => {
    const broke = await startSignedIn(NO_CREDITS, {
      dialect: 'vendor',
      clients: 10,
      concessions: 0,
    })
    try {
      // Every attempt of the read fails: a first one and its two retries (SC-ERR-5).
      broke.demoService.control.failNext('500', 3, { path: /usage-statistics/ })
      const error = await failure(broke, 'concessions.search', BY_NIF)
      expect(error).toMatchObject({ code: 'forbidden', reason: 'credits_unknown', status: 403 })
      expect(describeError(error, 'es')).toContain('puede que sea por falta de créditos')
    } finally {
      await broke.close()
    }
  })

  it('a balance refused with a 401: the session has ended, not the credits', async () => {
    const { app, close } = await behind(NO_CREDITS, (r) =>
      r.url.startsWith(USAGE) ? { status: 401 } : paid(r) ? { status: 403 } : null,
    )
    try {
      const error = await failure(app, 'concessions.search', BY_NIF)
      expect(error).toMatchObject({ code: 'unauthorized', reason: 'session_expired' })
      expect((await value<SessionView>(app, 'session.state')).status).toBe('expired')
    } finally {
      await close()
    }
  })
})

describe('a search above 20 requests (vendor dialect)', () => {
  it('brings page 1 only; the export and «Cargar todas» walk every page once agreed', async () => {
    const big = await startSignedIn(EXPERT, { dialect: 'vendor', clients: 10, concessions: 60_000 })
    try {
      const state = big.demoService.state
      const grant = state.grants.find((g) => state.concessions.ofGrant(g).length > 2_100)
      if (!grant) throw new Error('sin convocatoria grande')
      const query = { kind: 'grant-id', fundId: grant.id }
      const paid = () =>
        big.demoService.control.requests.filter((r) => r.path.endsWith('/beneficiaries/')).length
      const balance = async () => {
        await big.services.idle()
        const credits = await value<CreditsView>(big, 'credits.get')
        if (!credits.available) throw new Error('sin saldo')
        return credits.balance.left
      }
      const left = await balance()

      const partial = await value<ConcessionResult>(big, 'concessions.search', { query })
      expect(partial).toMatchObject({
        kind: 'grant',
        complete: false,
        count: state.concessions.ofGrant(grant).length,
      })
      const remaining = partial.requestsForAll - 1
      expect(remaining).toBeGreaterThan(CONFIRM_ABOVE_REQUESTS)
      expect(paid()).toBe(1)

      const source = { kind: 'concessions', query }
      const ask = await exportOf(big, { source, format: 'csv-excel' })
      expect(ask).toMatchObject({ status: 'needs-confirmation', requests: remaining })
      const done = await exportOf(big, {
        source,
        format: 'csv-excel',
        confirmedRequests: remaining,
      })
      // What the confirmation said is what the export made (SC-COST-3).
      expect(done).toMatchObject({
        status: 'done',
        rows: partial.count,
        requests: remaining,
        confirmedRequests: remaining,
      })
      expect(paid()).toBe(1 + remaining)

      // «Cargar todas» without the word for as many as the rest takes sends nothing.
      const unconfirmed = await failure(big, 'concessions.search', {
        query,
        loadAll: true,
        confirmedRequests: remaining - 1,
      })
      expect(unconfirmed).toMatchObject({
        reason: 'needs_confirmation',
        params: { requests: remaining },
      })
      expect(paid()).toBe(1 + remaining)
      const all = await value<ConcessionResult>(big, 'concessions.search', {
        query,
        loadAll: true,
        confirmedRequests: remaining,
      })
      expect(all).toMatchObject({ complete: true, count: partial.count })
      expect(all.rows).toHaveLength(all.count)
      // One credit a page, page 1 paid once.
      expect(paid()).toBe(1 + 2 * remaining)
      expect(await balance()).toBe(left - paid())
    } finally {
      await big.close()
    }
  })
})
