import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import { expect } from 'vitest'
import { parse } from 'yaml'
import { isIsoDate } from '@shared/format'
import { type Dialect } from '../../src/demo-service/dialect'
import { loadOpenApi, OPENAPI_FILES } from '../../src/demo-service/openapi'
import { type DemoService } from '../../src/demo-service/server'
import { type CallOptions, type Reply, type Session, withQuery } from './demo-service-http'

/** Checks real answers of the demo service against the OpenAPI document of a dialect, with ajv. */

interface OpenApi {
  openapi: string
  paths: Record<string, Record<string, unknown>>
  components: { pathItems?: Record<string, Record<string, unknown>> } & Record<string, unknown>
}

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

export interface Contract {
  document: OpenApi
  /** Resolves a JSON pointer inside the document. */
  resolve: (pointer: string) => unknown
  /** Fails unless the answer is one the document promises for this method, path and status. */
  expectConforms: (method: string, path: string, reply: Reply<unknown>) => void
  /** «METHOD template» of every operation of the document. */
  operations: () => string[]
  /** «METHOD template» of every operation an answer has been checked for. */
  checkedOperations: () => Set<string>
}

export function loadContract(dialect: Dialect): Contract {
  const file = OPENAPI_FILES[dialect]
  const document = parse(loadOpenApi(dialect)) as OpenApi
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  ajv.addFormat('date', isIsoDate)
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/)
  ajv.addFormat('uri', (value: string) => URL.canParse(value))
  ajv.addSchema(document, 'openapi')

  // Literal paths first, so that `users/current/` is not taken for `users/{user_id}/`.
  const templates = Object.keys(document.paths).sort(
    (a, b) => a.split('{').length - b.split('{').length,
  )

  function templateOf(path: string): string {
    const template = templates.find((candidate) =>
      new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
    )
    if (!template) throw new Error(`${file} no describe ${path}`)
    return template
  }

  function pathItem(template: string): { pointer: string; item: Record<string, unknown> } {
    const item = document.paths[template] ?? {}
    const ref = item.$ref
    if (typeof ref !== 'string') return { pointer: `/paths/${escape(template)}`, item }
    const resolved = document.components.pathItems?.[ref.split('/').pop() ?? ''] ?? {}
    return { pointer: ref.slice(1), item: resolved }
  }

  function resolve(pointer: string): unknown {
    let node: unknown = document
    for (const raw of pointer.split('/').slice(1)) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
      node = (node as Record<string, unknown> | undefined)?.[key]
    }
    return node
  }

  /** The validator of the promised body, or null when the document promises none. */
  function validatorFor(
    method: string,
    path: string,
    status: number,
    contentType: string,
  ): ValidateFunction | null {
    const { pointer, item } = pathItem(templateOf(path))
    if (!item[method]) throw new Error(`${file} no describe ${method} ${path}`)
    let response = `${pointer}/${method}/responses/${status}`
    const declared = resolve(response) as { $ref?: string } | undefined
    if (!declared) throw new Error(`${file} no declara ${status} para ${method} ${path}`)
    if (declared.$ref) response = declared.$ref.slice(1)
    if (resolve(`${response}/content`) === undefined) return null
    const mediaType = contentType.split(';')[0]?.trim() ?? ''
    const schema = `${response}/content/${escape(mediaType)}/schema`
    if (!resolve(schema)) throw new Error(`${file} no declara ${mediaType} en ${response}`)
    const validate = ajv.getSchema(`openapi#${schema}`)
    if (!validate) throw new Error(`No se pudo compilar ${schema}`)
    return validate
  }

  const checked = new Set<string>()

  return {
    document,
    resolve,
    expectConforms: (method, path, reply) => {
      const pathname = new URL(path, 'http://x').pathname
      const contentType = reply.headers.get('content-type') ?? ''
      const validate = validatorFor(method.toLowerCase(), pathname, reply.status, contentType)
      const label = `${method} ${path} → ${reply.status}`
      if (validate === null) {
        expect(reply.text, `${label}: el documento no promete cuerpo`).toBe('')
      } else {
        const body = contentType.startsWith('application/json') ? reply.body : reply.text
        const valid = validate(body)
        expect(valid, `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true)
      }
      checked.add(`${method.toUpperCase()} ${templateOf(pathname)}`)
    },
    operations: () => {
      return Object.keys(document.paths).flatMap((template) => {
        const { item } = pathItem(template)
        return METHODS.filter((method) => item[method]).map(
          (method) => `${method.toUpperCase()} ${template}`,
        )
      })
    },
    checkedOperations: () => checked,
  }
}

/** A call checked for its status and against the dialect's document. */
export type CheckCall = (
  session: Session | null,
  kind: 'user' | 'expert' | 'none',
  method: string,
  path: string,
  status: number,
  options?: CallOptions,
) => Promise<void>

/**
 * The case files, their templates and the available experts: both dialects serve them alike, each
 * checked against its own document.
 */
export async function checkCaseFiles({
  check,
  contract,
  advisor,
  demoService,
  clientId,
}: {
  check: CheckCall
  contract: Contract
  advisor: Session
  demoService: DemoService
  clientId: number
}): Promise<void> {
  const forms = '/api/v2/forms/'
  await check(advisor, 'expert', 'GET', withQuery(forms, { page_size: 200 }), 200)
  await check(advisor, 'expert', 'GET', withQuery(forms, { page_size: 5, isActive: 0 }), 200)
  await check(advisor, 'expert', 'GET', withQuery(forms, { page_size: 5, status: 'x' }), 400)
  await check(advisor, 'expert', 'GET', withQuery(forms, { page_size: 5, page: 999 }), 404)
  await check(advisor, 'user', 'GET', withQuery(forms, { page_size: 5 }), 403)
  await check(null, 'none', 'GET', withQuery(forms, { page_size: 5 }), 401)
  const created = await advisor.asExpert<{ workflow_id: number }>(forms, {
    json: { title: 'Contrato', client: clientId },
  })
  contract.expectConforms('POST', forms, created)
  expect(created.status, created.text).toBe(201)
  const workflow = created.body.workflow_id
  await check(advisor, 'expert', 'GET', `${forms}${workflow}/`, 200)
  await check(advisor, 'expert', 'GET', `${forms}999999/`, 404)
  await check(advisor, 'expert', 'POST', forms, 400, { json: { title: '' } })
  const status = `${forms}update-status/`
  const change = { workflows: [workflow], new_status_group: 2, new_status: 22 }
  await check(advisor, 'expert', 'POST', status, 200, { json: change })
  await check(advisor, 'expert', 'POST', status, 400, { json: { ...change, new_status: 11 } })
  await check(advisor, 'expert', 'GET', `${forms}${workflow}/`, 200)
  const update = `${forms}update/`
  await check(advisor, 'expert', 'POST', update, 200, {
    json: { workflows: [workflow], action: 'archive' },
  })
  await check(advisor, 'expert', 'POST', update, 400, { json: { workflows: [], action: 'x' } })
  await check(advisor, 'expert', 'GET', '/api/v2/templates/', 200)
  await check(advisor, 'expert', 'GET', '/api/v2/templates/?page=9', 404)
  await check(advisor, 'user', 'GET', '/api/v2/templates/', 403)
  await check(null, 'none', 'GET', '/api/v2/templates/', 401)
  await check(advisor, 'expert', 'GET', '/api/v2/experts/available-experts/', 200)
  await check(advisor, 'expert', 'GET', '/api/v2/experts/available-experts/?page=9', 404)
  await check(advisor, 'user', 'GET', '/api/v2/experts/available-experts/', 403)
  await check(null, 'none', 'GET', '/api/v2/experts/available-experts/', 401)
  demoService.control.setCaseFiles(false)
  try {
    await check(advisor, 'expert', 'GET', `${forms}${workflow}/`, 404)
    await check(advisor, 'expert', 'POST', update, 404, { json: {} })
  } finally {
    demoService.control.setCaseFiles(true)
  }
  for (const [path, json] of [
    [forms, { title: 'x' }],
    [status, {}],
    [update, {}],
  ] as const) {
    await check(advisor, 'expert', 'POST', path, 413, {
      json: { ...json, padding: 'x'.repeat(1_100_000) },
    })
    await check(advisor, 'expert', 'POST', path, 415, {
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    })
    await check(advisor, 'user', 'POST', path, 403, { json })
    await check(null, 'none', 'POST', path, 401, { json })
  }
}

/**
 * A grant's detail (SC-GRANT-1..): the five operations, for an active grant and a closed one, their
 * refusals and faults, and the 404 of a service without them; both dialects alike, each checked
 * against its own document.
 */
export async function checkGrantDetail({
  check,
  user,
  advisor,
  broke,
  demoService,
}: {
  check: CheckCall
  user: Session
  advisor: Session
  broke: Session
  demoService: DemoService
}): Promise<void> {
  const { state } = demoService
  const active = state.grants.find((grant) => grant.endDate >= state.today)
  const closed = state.grants.find((grant) => grant.endDate < state.today)
  if (!active || !closed)
    throw new Error('El servicio de demostración no tiene convocatorias activas y cerradas')
  const sections = (id: number) => [
    `/api/v2/funds/fund-required-documents/${id}/`,
    `/api/v2/funds/fund-evaluation/${id}/`,
    `/api/v2/funds/fund-normative/${id}/`,
    `/api/v2/funds/fund-related/${id}/`,
  ]
  const details = (identifier: number | string) => `/api/v2/fund-details/${identifier}/`
  await check(user, 'user', 'GET', details(active.id), 200)
  await check(user, 'user', 'GET', details(active.slug), 200)
  await check(user, 'user', 'GET', details(closed.id), 404)
  await check(user, 'user', 'GET', details('no-existe'), 404)
  for (const grant of [active, closed]) {
    for (const path of sections(grant.id)) await check(user, 'user', 'GET', path, 200)
  }
  // Every edition of every programme, so untitled and unslugged editions are checked too.
  for (const grant of state.grants) {
    await check(user, 'user', 'GET', `/api/v2/funds/fund-related/${grant.id}/`, 200)
  }
  for (const path of [details(active.id), ...sections(active.id)]) {
    await check(user, 'user', 'GET', path.replace(String(active.id), '999999999'), 404)
    await check(broke, 'user', 'GET', path, 403)
    await check(advisor, 'expert', 'GET', path, 403)
    await check(null, 'none', 'GET', path, 401)
    for (const [kind, status] of [
      ['500', 500],
      ['503', 503],
      ['429', 429],
    ] as const) {
      demoService.control.failNext(kind)
      await check(user, 'user', 'GET', path, status)
    }
  }
  demoService.control.setGrantDetails(false)
  try {
    for (const path of [details(active.id), ...sections(active.id)]) {
      await check(user, 'user', 'GET', path, 404)
    }
  } finally {
    demoService.control.setGrantDetails(true)
  }
}

/**
 * The search of calls (`funds/`): filters, its 400s and its last page, rows with gaps, and a
 * service without it; both dialects serve it alike, each checked against its own document.
 */
export async function checkCallSearch({
  check,
  demoService,
  user,
  broke,
}: {
  check: CheckCall
  demoService: DemoService
  user: Session
  broke: Session
}): Promise<void> {
  const funds = '/api/v2/funds/'
  const data = (value: unknown) => withQuery(funds, { requestData: JSON.stringify(value) })
  await check(user, 'user', 'GET', funds, 200)
  await check(
    user,
    'user',
    'GET',
    data({ status_code: 1, provinces: [47], order: 'final_period_end_date' }),
    200,
  )
  await check(user, 'user', 'GET', withQuery(funds, { page: 2 }), 200)
  await check(user, 'user', 'GET', data({ min_total_amount: 9, max_total_amount: 1 }), 400)
  await check(user, 'user', 'GET', data({ start_date: '2026-05-02', end_date: '2026-05-01' }), 400)
  await check(user, 'user', 'GET', withQuery(funds, { page: 9999 }), 404)
  await check(broke, 'user', 'GET', funds, 403)
  await check(null, 'none', 'GET', funds, 401)
  demoService.control.setReadings({ callRowGaps: true })
  try {
    await check(user, 'user', 'GET', funds, 200)
  } finally {
    demoService.control.setReadings({ callRowGaps: false })
  }
  demoService.control.setCalls(false)
  try {
    await check(user, 'user', 'GET', funds, 404)
  } finally {
    demoService.control.setCalls(true)
  }
}
