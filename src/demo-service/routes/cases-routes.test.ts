import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foldText } from '@shared/text'
import { type Page } from '@shared/wire/page'
import { type CaseRow } from '../case-rows'
import { type Dialect } from '../dialect'
import { canSee } from '../permissions'
import { expertById } from '../seed/accounts'
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

const FORMS = '/api/v2/forms/'
type Params = Record<string, string | number>

describe.each(['interface', 'vendor'] as const)('case files (%s dialect)', (dialect: Dialect) => {
  let demoService: DemoService
  let advisor: Session
  let admin: Session
  let north: Session
  let user: Session

  /**
   * A row with the fields the vendor's document types as not nullable, left out when empty (its
   * strict answer), read as null: what the checks below compare.
   */
  const withNulls = (row: CaseRow): CaseRow => ({
    ...row,
    phone: row.phone ?? null,
    reference: row.reference ?? null,
    additional_data: row.additional_data ?? null,
    status_group: row.status_group ?? null,
    current_status: row.current_status ?? null,
    presentation_date: row.presentation_date ?? null,
    requested_amount: Number(row.requested_amount),
    awarded_amount: row.awarded_amount === null ? null : Number(row.awarded_amount),
  })
  const one = async (session: Session, path: string) => {
    const reply = await session.asExpert<CaseRow>(path)
    return { ...reply, body: reply.status === 200 ? withNulls(reply.body) : reply.body }
  }

  async function list(session: Session, params: Params = {}): Promise<CaseRow[]> {
    const rows: CaseRow[] = []
    let next: string | null = withQuery(FORMS, { page_size: 200, ...params })
    while (next) {
      const reply: Reply<Page<CaseRow>> = await session.asExpert<Page<CaseRow>>(next)
      expect(reply.status, reply.text).toBe(200)
      rows.push(...reply.body.results.map(withNulls))
      next = reply.body.next
    }
    return rows
  }
  const ids = (rows: readonly CaseRow[]) => rows.map((row) => row.id).sort((a, b) => a - b)
  const post = (session: Session, path: string, json: unknown) =>
    session.asExpert<Record<string, unknown>>(path, { method: 'POST', json })

  /** What the state says `expertId` may see, for the lists to be checked against. */
  const visibleIds = (expertId: number) => {
    const expert = expertById(expertId)
    if (!expert) throw new Error('experto')
    return demoService.state.cases
      .all()
      .filter((c) => {
        const client = demoService.state.clients.get(c.clientId)?.client
        return client !== undefined && canSee(expert, client)
      })
      .map((c) => c.id)
      .sort((a, b) => a - b)
  }

  beforeAll(async () => {
    demoService = await startDemoService({ dialect, clients: 300, concessions: 0 })
    advisor = await login(demoService, EMAIL.advisor)
    admin = await login(demoService, EMAIL.admin)
    north = await login(demoService, EMAIL.north)
    user = await login(demoService, EMAIL.user)
  })
  afterAll(() => demoService.close())

  it('lists the case files each account may see, newest first, paged to the ends', async () => {
    const mine = await list(advisor)
    expect(ids(mine)).toEqual(visibleIds(EXPERT_ID.advisor))
    expect(mine.map((r) => r.id)).toEqual([...ids(mine)].reverse())
    const all = await list(admin)
    expect(ids(all)).toEqual(visibleIds(EXPERT_ID.admin))
    expect(all.length).toBeGreaterThan(mine.length)
    const northern = await list(north)
    expect(northern.length).toBeGreaterThan(0)
    expect(ids(northern)).toEqual(visibleIds(EXPERT_ID.north))
    expect(northern.every((r) => r.platform === 'Asesores del Norte')).toBe(true)

    const first = await admin.asExpert<Page<CaseRow>>(withQuery(FORMS, { page_size: 50 }))
    expect(first.body.count).toBe(all.length)
    expect(first.body.previous).toBeNull()
    expect(first.body.results).toHaveLength(50)
    const lastPage = Math.ceil(all.length / 50)
    const last = await admin.asExpert<Page<CaseRow>>(
      withQuery(FORMS, { page_size: 50, page: lastPage }),
    )
    expect(last.body.next).toBeNull()
    expect(last.body.previous).not.toBeNull()
    const past = withQuery(FORMS, { page_size: 50, page: lastPage + 1 })
    expect((await admin.asExpert(past)).status).toBe(404)
  })

  it('requires page_size only in the vendor dialect, and the expert token', async () => {
    const bare = await admin.asExpert<Page<CaseRow>>(FORMS)
    if (dialect === 'vendor') expect(bare.status).toBe(400)
    else expect(bare.body.results).toHaveLength(10)
    expect((await user.asUser(withQuery(FORMS, { page_size: 10 }))).status).toBe(403)
  })

  it('serves rows with every documented field', async () => {
    const first = await admin.asExpert<Page<CaseRow>>(withQuery(FORMS, { page_size: 1 }))
    const row = first.body.results[0]
    // The vendor leaves out a field its document types as not nullable when it is empty.
    expect(Object.keys(withNulls(row ?? ({} as CaseRow))).sort()).toEqual(
      [
        'id',
        'identifier',
        'uuid',
        'title',
        'client_data',
        'expert_data',
        'company',
        'phone',
        'platform',
        'reference',
        'additional_data',
        'status_group',
        'current_status',
        'requested_amount',
        'awarded_amount',
        'presentation_date',
        'concession_date',
        'shared_client',
      ].sort(),
    )
    expect(row?.identifier).toMatch(/^EXP-\d{4}-\d{5}$/)
    expect(row?.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  it('serves the statuses’ templates as its reading says; refuses a bound one on another template', async () => {
    demoService.control.setReadings({ statusTemplates: 'bound' })
    try {
      const catalogue = await advisor.asExpert<
        Page<{ status: { id: number; template: number | null }[] }>
      >(withQuery('/api/v2/forms/status-groups-list/', { page_size: 100 }))
      const statuses = catalogue.body.results.flatMap((g) => g.status)
      expect(statuses.filter((s) => s.template === 51).map((s) => s.id)).toContain(522)
      expect(statuses.filter((s) => s.template === null).map((s) => s.id)).toContain(22)
      const visible = new Set(visibleIds(EXPERT_ID.advisor))
      const mine = demoService.state.cases.all().filter((c) => visible.has(c.id))
      const other = mine.find((c) => c.templateId !== 51)
      const kit = mine.find((c) => c.templateId === 51)
      if (!other || !kit) throw new Error('semilla sin expedientes de las dos plantillas')
      const body = { new_status_group: 2, new_status: 522 }
      const refused = await post(advisor, `${FORMS}update-status/`, {
        ...body,
        workflows: [other.id],
      })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body)).toContain('es de otra plantilla')
      const taken = await post(advisor, `${FORMS}update-status/`, { ...body, workflows: [kit.id] })
      expect(taken.status, taken.text).toBe(200)
      expect(demoService.state.cases.get(kit.id)?.statusId).toBe(522)
    } finally {
      demoService.control.setReadings({ statusTemplates: 'seeded' })
    }
  })

  it('applies each filter', async () => {
    const all = await list(admin)
    const check = async (params: Params, keep: (row: CaseRow) => boolean) => {
      const expected = ids(all.filter(keep))
      expect(expected.length, JSON.stringify(params)).toBeGreaterThan(0)
      expect(expected.length, JSON.stringify(params)).toBeLessThan(all.length)
      expect(ids(await list(admin, params)), JSON.stringify(params)).toEqual(expected)
    }
    const archived = new Set(
      demoService.state.cases
        .all()
        .filter((c) => c.archived)
        .map((c) => c.id),
    )
    await check({ isActive: 1 }, (r) => !archived.has(r.id))
    await check({ isActive: 0 }, (r) => archived.has(r.id))
    // The other readings of the flag (SC-CASE-4), each a switch.
    demoService.control.setReadings({ absentIsActive: 'active', isActiveZero: 'all' })
    try {
      await check({}, (r) => !archived.has(r.id))
      expect(ids(await list(admin, { isActive: 0 }))).toEqual(ids(all))
    } finally {
      demoService.control.setReadings({ absentIsActive: 'all', isActiveZero: 'archived' })
    }
    await check({ status: 4 }, (r) => r.status_group?.id === 4)
    await check({ sub_status: 22 }, (r) => r.current_status?.id === 22)
    const sample = all.find((r) => /[áéíóúñ]/i.test(r.client_data.business_name)) ?? all[0]
    const word = foldText(sample?.client_data.business_name ?? '').split(' ')[0] ?? ''
    await check({ client_name: word.toUpperCase() }, (r) =>
      foldText(r.client_data.business_name).includes(word),
    )
    await check({ general_text: sample?.client_data.nif ?? '' }, (r) =>
      [r.client_data.nif, r.title, r.identifier, r.client_data.business_name].some((t) =>
        t.includes(sample?.client_data.nif ?? ''),
      ),
    )
    await check({ general_text: sample?.identifier ?? '' }, (r) => r.id === sample?.id)
    await check({ fund_title: 'kit digital' }, (r) => foldText(r.title).includes('kit digital'))
    await check({ reference: 'REF-' }, (r) => r.reference !== null)
    await check(
      { presentation_date_start: '2026-01-01', presentation_date_end: '2026-03-31' },
      (r) =>
        r.presentation_date !== null &&
        r.presentation_date >= '2026-01-01' &&
        r.presentation_date <= '2026-03-31',
    )
    await check(
      { concession_date_start: '2025-06-01' },
      (r) => r.concession_date !== null && r.concession_date >= '2025-06-01',
    )
    await check({ requested_amount_min: 5000, requested_amount_max: 50000 }, (r) => {
      const requested = Number(r.requested_amount)
      return requested >= 5000 && requested <= 50000
    })
    await check({ awarded_amount_min: 1 }, (r) => r.awarded_amount !== null)
    await check({ my_workflows: 'true' }, (r) => r.expert_data.id === EXPERT_ID.admin)
    await check({ requestData: JSON.stringify({ status: 4, isActive: 1 }) }, (r) => {
      return r.status_group?.id === 4 && !archived.has(r.id)
    })
    const created = new Map(demoService.state.cases.all().map((c) => [c.id, c.created]))
    await check({ start_date: '2025-09-01', end_date: '2026-01-31' }, (r) => {
      const day = created.get(r.id) ?? ''
      return day >= '2025-09-01' && day <= '2026-01-31'
    })
    const invalid: Params[] = [
      { isActive: 2 },
      { status: 'x' },
      { start_date: '01/02/2026' },
      { awarded_amount_min: 'mucho' },
      { my_workflows: 'quizá' },
      { requestData: '{x' },
      { requestData: '[1]' },
    ]
    for (const params of invalid) {
      const reply = await admin.asExpert(withQuery(FORMS, { page_size: 10, ...params }))
      expect(reply.status, JSON.stringify(params)).toBe(400)
    }
  })

  it('answers one case file, and 404 when unknown or not visible', async () => {
    const [row] = await list(advisor)
    const detail = await one(advisor, `${FORMS}${row?.id}/`)
    expect(detail.body).toEqual(row)
    expect((await advisor.asExpert(`${FORMS}999999/`)).status).toBe(404)
    expect((await north.asExpert(`${FORMS}${row?.id}/`)).status).toBe(404)
  })

  it('creates a case file without status, after checking its body', async () => {
    const client = (await list(advisor))[0]?.client_data.id ?? 0
    const created = await post(advisor, FORMS, {
      title: 'Ayuda nueva',
      client,
      template_id: 55,
      applicant_reference: 'REF-NUEVA',
      shared_client: true,
    })
    expect(created.status, created.text).toBe(201)
    expect(created.body).toMatchObject({ exist_applicant: true })
    const detail = await one(advisor, `${FORMS}${String(created.body.workflow_id)}/`)
    expect(detail.body).toMatchObject({
      title: 'Ayuda nueva',
      uuid: created.body.uuid,
      reference: 'REF-NUEVA',
      status_group: null,
      current_status: null,
      awarded_amount: null,
      presentation_date: null,
      expert_data: { id: EXPERT_ID.advisor },
      client_data: { id: client },
    })
    const missing = await post(advisor, FORMS, {})
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body).sort()).toEqual(['client', 'title'])
    const blank = await post(advisor, FORMS, { title: ' ', client })
    expect(Object.keys(blank.body)).toEqual(['title'])
    expect((await post(north, FORMS, { title: 'x', client })).status).toBe(400)
    expect((await post(advisor, FORMS, { title: 'x', client, template_id: 9 })).status).toBe(400)
  })

  it('changes the status of case files within the catalogue only', async () => {
    const [a, b] = await list(advisor)
    const path = `${FORMS}update-status/`
    const body = { workflows: [a?.id, b?.id], new_status_group: 3, new_status: 32 }
    const ok = await post(advisor, path, { ...body, observation: 'Revisado' })
    expect(ok.status, ok.text).toBe(200)
    expect(ok.body.response).toBe('Se han actualizado 2 expedientes correctamente.')
    const detail = await one(advisor, `${FORMS}${a?.id}/`)
    expect(detail.body.status_group).toEqual({ id: 3, name: 'Resolución' })
    expect(detail.body.current_status).toEqual({
      id: 32,
      name: 'Propuesta de resolución provisional',
    })
    const otherGroup = await post(advisor, path, { ...body, new_status: 42 })
    expect(otherGroup.status).toBe(400)
    expect(Object.keys(otherGroup.body)).toEqual(['new_status'])
    expect((await post(advisor, path, { ...body, new_status: 99 })).status).toBe(400)
    expect((await post(advisor, path, { ...body, new_status_group: 9 })).status).toBe(400)
    expect((await post(advisor, path, { ...body, workflows: [999999] })).status).toBe(400)
    expect((await post(advisor, path, { new_status_group: 3, new_status: 32 })).status).toBe(400)
  })

  it('archives, unarchives and deletes', async () => {
    const active = await list(advisor, { isActive: 1 })
    const id = active[0]?.id ?? 0
    const path = `${FORMS}update/`
    expect((await post(advisor, path, { workflows: [id], action: 'archive' })).body).toEqual({
      response: 'Se ha archivado 1 expediente correctamente.',
    })
    expect(ids(await list(advisor, { isActive: 1 }))).not.toContain(id)
    expect(ids(await list(advisor, { isActive: 0 }))).toContain(id)
    await post(advisor, path, { workflows: [id], action: 'unarchive' })
    expect(ids(await list(advisor, { isActive: 1 }))).toContain(id)
    expect((await post(advisor, path, { workflows: [id], action: 'tirar' })).status).toBe(400)
    expect((await post(advisor, path, { workflows: [id], action: 'delete' })).status).toBe(200)
    expect((await advisor.asExpert(`${FORMS}${id}/`)).status).toBe(404)
    expect(ids(await list(advisor))).not.toContain(id)
  })

  it('lists templates and the experts of the platform', async () => {
    const templates = await advisor.asExpert<Page<{ id: number; fund_data: unknown }>>(
      withQuery('/api/v2/templates/', { page_size: 100 }),
    )
    expect(templates.status).toBe(200)
    expect(templates.body.results.length).toBeGreaterThan(3)
    // A template without a grant: `fund_data` null in ours, absent in the vendor's (an object there).
    const without = templates.body.results.filter((t) => !t.fund_data)
    expect(without.length).toBeGreaterThan(0)
    for (const t of without) expect('fund_data' in t).toBe(dialect === 'interface')
    const grants = new Set(demoService.state.grants.map((g) => g.id))
    for (const t of templates.body.results) {
      const fund = t.fund_data as { id: number } | null
      if (fund) expect(grants.has(fund.id)).toBe(true)
    }
    const experts = await north.asExpert<Page<{ id: number; first_name: string }>>(
      '/api/v2/experts/available-experts/',
    )
    expect(experts.body.results.map((e) => e.id)).toEqual([311, 312])
    expect(experts.body.results[0]?.first_name).toBe('Iñigo')
  })

  it('answers 404 to every case-file operation when switched off', async () => {
    const operations = [
      ['GET', withQuery(FORMS, { page_size: 10 })],
      ['GET', `${FORMS}4001/`],
      ['POST', FORMS],
      ['POST', `${FORMS}update-status/`],
      ['POST', `${FORMS}update/`],
      ['GET', '/api/v2/templates/'],
    ] as const
    const statuses = async (target: Session) =>
      Promise.all(
        operations.map(async ([method, path]) => {
          const reply = await target.asExpert(path, method === 'POST' ? { method, json: {} } : {})
          return reply.status
        }),
      )
    demoService.control.setCaseFiles(false)
    try {
      expect(await statuses(admin)).toEqual(operations.map(() => 404))
      expect((await admin.asExpert('/api/v2/forms/status-groups-list/')).status).toBe(200)
    } finally {
      demoService.control.setCaseFiles(true)
    }
    expect((await statuses(admin))[0]).toBe(200)

    const without = await startDemoService({
      dialect,
      clients: 20,
      concessions: 0,
      caseFiles: false,
    })
    try {
      const session = await login(without, EMAIL.admin)
      expect(await statuses(session)).toEqual(operations.map(() => 404))
    } finally {
      await without.close()
    }
  })
})
