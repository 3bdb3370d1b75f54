import { type FastifyInstance, type FastifyRequest } from 'fastify'
import { caseCreation, caseUpdate, expertAssignment, statusUpdate } from '../case-bodies'
import { type CaseView, parseCaseQuery } from '../case-filters'
import { caseRow } from '../case-rows'
import { fieldErrors, notFound } from '../error-answers'
import { MAX_CLIENT_PAGE_SIZE, pageRequest, paginate } from '../pagination'
import { canSee } from '../permissions'
import { queryOf } from '../request-url'
import { EXPERTS, expertById, type Expert } from '../seed/accounts'
import { caseIdentifier, seededUuid } from '../seed/cases-seed'
import { catalogueFor } from '../seed/status-groups'
import { createRandom, deriveSeed } from '../random'
import { requirePageSize } from './clients-routes'
import { expertOf, objectBody, pathId, type RouteContext } from './route-context'

const DONE: Readonly<Record<string, string>> = {
  status: 'actualizado',
  archive: 'archivado',
  unarchive: 'desarchivado',
  delete: 'eliminado',
}
const done = (count: number, verb: string) =>
  count === 1
    ? `Se ha ${DONE[verb] ?? verb} 1 expediente correctamente.`
    : `Se han ${DONE[verb] ?? verb} ${count} expedientes correctamente.`

/**
 * Case files (expedientes) and their neighbours, with the expert token and no credits, in both
 * dialects: `forms/` (list, detail, create, `update-status/`, `update/`), `templates/` and
 * `experts/available-experts/`. A case file is visible when its client is (SC-AUTH-6).
 */
export function registerCases(app: FastifyInstance, ctx: RouteContext): void {
  const { state } = ctx
  const vendor = state.dialect === 'vendor'
  const form = { vendor, readings: ctx.readings }

  /** The caller, after the switch: a service without case files answers 404 to every one. */
  const callerOf = (request: FastifyRequest): Expert => {
    if (!ctx.switches.caseFiles) throw notFound()
    return expertOf(ctx, request)
  }
  const viewOf = (expert: Expert, id: number): CaseView | undefined => {
    const record = state.cases.get(id)
    const client = record && state.clients.get(record.clientId)?.client
    return record && client && canSee(expert, client) ? { record, client } : undefined
  }

  app.get('/api/v2/forms/', (request) => {
    const expert = callerOf(request)
    const query = queryOf(request)
    if (vendor) requirePageSize(query)
    const page = pageRequest(query, MAX_CLIENT_PAGE_SIZE)
    const matches = parseCaseQuery(query, expert, ctx.readings)
    const views = state.cases
      .all()
      .map((record) => viewOf(expert, record.id))
      .filter((view): view is CaseView => view !== undefined && matches(view))
    return paginate(request, views, page, (view) => caseRow(view.record, view.client, form))
  })

  app.get('/api/v2/forms/:id/', (request: FastifyRequest<{ Params: { id: string } }>) => {
    const expert = callerOf(request)
    const id = pathId(request.params.id)
    const view = id === null ? undefined : viewOf(expert, id)
    if (!view) throw notFound()
    return caseRow(view.record, view.client, form)
  })

  app.post('/api/v2/forms/', (request, reply) => {
    const expert = callerOf(request)
    const body = caseCreation(objectBody(request.body))
    const client = state.clients.get(body.client)?.client
    if (!client || !canSee(expert, client)) {
      throw fieldErrors({ client: [`No existe el cliente ${body.client}.`] })
    }
    const template = state.caseTemplates.find((t) => t.id === body.template_id)
    if (body.template_id !== null && !template) {
      throw fieldErrors({ template_id: [`No existe la plantilla ${body.template_id}.`] })
    }
    const owner = body.expert_id === null ? expert : expertById(body.expert_id)
    if (!owner || owner.platform !== expert.platform) {
      throw fieldErrors({ expert_id: [`No existe el gestor ${String(body.expert_id)}.`] })
    }
    const created = state.cases.create((id) => ({
      id,
      identifier: caseIdentifier(id, state.today),
      uuid: seededUuid(createRandom(deriveSeed(state.seed, `case-file-${id}`))),
      title: body.title,
      clientId: client.id,
      expertId: owner.id,
      reference: body.applicant_reference,
      additional_data: body.applicant_additional_data,
      // A new case file has no status until `update-status` gives it one.
      statusGroupId: null,
      statusId: null,
      requested_amount: 0,
      awarded_amount: null,
      presentation_date: null,
      concession_date: null,
      shared_client: body.shared_client,
      templateId: body.template_id,
      archived: false,
      created: state.today,
    }))
    return reply
      .code(201)
      .send({ workflow_id: created.id, exist_applicant: true, uuid: created.uuid })
  })

  app.post('/api/v2/forms/update-status/', (request) => {
    const expert = callerOf(request)
    const known = (id: number) => viewOf(expert, id) !== undefined
    const catalogue = catalogueFor(ctx.readings.statusTemplates)
    const templateOf = (id: number) => state.cases.get(id)?.templateId ?? null
    const { ids, group, status } = statusUpdate(
      objectBody(request.body),
      known,
      catalogue,
      ctx.readings.statusTemplates === 'bound' ? templateOf : undefined,
    )
    state.cases.setStatus(ids, group, status)
    return { response: done(ids.length, 'status') }
  })

  app.post('/api/v2/forms/update/', (request) => {
    const expert = callerOf(request)
    const known = (id: number) => viewOf(expert, id) !== undefined
    const { ids, action } = caseUpdate(objectBody(request.body), known)
    if (action === 'unarchive' && ctx.readings.refuseUnarchive) {
      throw fieldErrors({ action: ['Acción no válida: use «archive» o «delete».'] })
    }
    state.cases.apply(ids, action)
    return { response: done(ids.length, action) }
  })

  // The vendor's «Asignar expedientes a un gestor»; 404 with the reading `expertAssign` off.
  app.post('/api/v2/forms/expert-assign/', (request) => {
    const expert = callerOf(request)
    if (!ctx.readings.expertAssign) throw notFound()
    const known = (id: number) => viewOf(expert, id) !== undefined
    const { ids, expertId } = expertAssignment(objectBody(request.body), known)
    const owner = expertById(expertId)
    if (!owner || owner.platform !== expert.platform) {
      throw fieldErrors({ expert_id: [`No existe el gestor ${expertId}.`] })
    }
    state.cases.assign(ids, owner.id)
    return {
      response:
        ids.length === 1
          ? 'Se ha asignado 1 expediente al gestor seleccionado.'
          : `Se han asignado ${ids.length} expedientes al gestor seleccionado.`,
    }
  })

  app.get('/api/v2/templates/', (request) => {
    const expert = callerOf(request)
    const visible = state.caseTemplates.filter(
      (t) => t.experts.includes(expert.id) && (t.public || t.expert_data.id === expert.id),
    )
    // The vendor types `fund_data` as an object: a template without a grant has none (SC-CASE-9).
    const bare = vendor && !ctx.readings.nullFundData
    return paginate(request, visible, pageRequest(queryOf(request)), (t) => {
      if (!bare || t.fund_data !== null) return t
      const rest: Partial<typeof t> = { ...t }
      delete rest.fund_data
      return rest
    })
  })

  app.get('/api/v2/experts/available-experts/', (request) => {
    const expert = expertOf(ctx, request)
    const colleagues = EXPERTS.filter((e) => e.platform === expert.platform)
    return paginate(request, colleagues, pageRequest(queryOf(request)), (e) => {
      const [first = '', ...rest] = e.name.split(' ')
      return { id: e.id, email: e.email, first_name: first, last_name: rest.join(' ') }
    })
  })
}
