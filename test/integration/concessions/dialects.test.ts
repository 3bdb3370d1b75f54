import { beforeAll, describe, expect, it } from 'vitest'
import { type ConcessionResult } from '@shared/concessions'
import { type SimulatorResult } from '@shared/simulator'
import { type StatusList } from '@shared/statuses'
import { DIALECTS, type TestApp, value } from '../../support/test-app'
import { PROFILE, failure, signedInAgainst } from '../../support/dialect-app'

describe.each(DIALECTS)('the app against the %s dialect', (dialect) => {
  const vendor = dialect === 'vendor'
  const signedIn = signedInAgainst(dialect)
  let app: TestApp
  beforeAll(() => {
    app = signedIn.app
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
})
