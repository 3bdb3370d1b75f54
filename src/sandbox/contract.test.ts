import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { isIsoDate } from '@shared/format'
import { KIT_DIGITAL_ID } from './seed/grants'
import { type Sandbox } from './server'
import {
  byGrantPath,
  byNifPath,
  call,
  type CallOptions,
  EMAIL,
  login,
  PASSWORD,
  type Reply,
  type Session,
  startSandbox,
  withQuery,
} from './test-support'

interface OpenApi {
  openapi: string
  paths: Record<string, Record<string, unknown>>
  components: { pathItems: Record<string, Record<string, unknown>> }
}

const document = parse(readFileSync(join(__dirname, 'openapi.yaml'), 'utf8')) as OpenApi

const ajv = new Ajv2020({ strict: false, allErrors: true })
ajv.addFormat('date', isIsoDate)
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/)
ajv.addFormat('uri', (value: string) => URL.canParse(value))
ajv.addSchema(document, 'openapi')

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

/** The path template of the document that `path` falls under. */
function templateOf(path: string): string {
  const template = Object.keys(document.paths).find((candidate) =>
    new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  )
  if (!template) throw new Error(`El contrato no describe ${path}`)
  return template
}

/** JSON pointer of an operation, following a path item `$ref` into components/pathItems. */
function operationPointer(template: string, method: string): string {
  const item = document.paths[template] ?? {}
  const ref = item.$ref
  const base = typeof ref === 'string' ? ref.slice(1) : `/paths/${escape(template)}`
  const resolved =
    typeof ref === 'string' ? document.components.pathItems[ref.split('/').pop() ?? ''] : item
  if (!resolved?.[method]) throw new Error(`El contrato no describe ${method} ${template}`)
  return `${base}/${method}`
}

function resolve(pointer: string): unknown {
  let node: unknown = document
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    node = (node as Record<string, unknown> | undefined)?.[key]
  }
  return node
}

/** The validator of the body the contract promises for this method, path, status and type. */
function validatorFor(method: string, path: string, status: number, contentType: string) {
  const operation = operationPointer(templateOf(path), method.toLowerCase())
  let response = `${operation}/responses/${status}`
  const declared = resolve(response) as { $ref?: string } | undefined
  if (!declared) throw new Error(`El contrato no declara ${status} para ${method} ${path}`)
  if (declared.$ref) response = declared.$ref.slice(1)
  const mediaType = contentType.split(';')[0]?.trim() ?? ''
  const schema = `${response}/content/${escape(mediaType)}/schema`
  if (!resolve(schema)) throw new Error(`El contrato no declara ${mediaType} en ${response}`)
  const validate: ValidateFunction | undefined = ajv.getSchema(`openapi#${schema}`)
  if (!validate) throw new Error(`No se pudo compilar ${schema}`)
  return validate
}

const checked = new Set<string>()

function expectConforms(method: string, path: string, reply: Reply<unknown>): void {
  const pathname = new URL(path, 'http://x').pathname
  const contentType = reply.headers.get('content-type') ?? ''
  const validate = validatorFor(method, pathname, reply.status, contentType)
  const body = contentType.startsWith('application/json') ? reply.body : reply.text
  const valid = validate(body)
  expect(valid, `${method} ${path} → ${reply.status}: ${ajv.errorsText(validate.errors)}`).toBe(
    true,
  )
  checked.add(`${method.toUpperCase()} ${templateOf(pathname)} ${reply.status}`)
}

describe('contract (openapi.yaml)', () => {
  let sandbox: Sandbox
  let advisor: Session
  let user: Session
  let broke: Session
  let clientId: number
  let heavyNif: string

  async function check(
    session: Session | null,
    kind: 'user' | 'expert' | 'none',
    method: string,
    path: string,
    status: number,
    options: CallOptions = {},
  ) {
    const request = { ...options, method }
    const reply =
      kind === 'none' || !session
        ? await call<unknown>(sandbox, path, request)
        : kind === 'user'
          ? await session.asUser<unknown>(path, request)
          : await session.asExpert<unknown>(path, request)
    expect(reply.status, `${method} ${path}: ${reply.text.slice(0, 200)}`).toBe(status)
    expectConforms(method, path, reply)
  }

  beforeAll(async () => {
    sandbox = await startSandbox({ clients: 120, concessions: 1500 })
    advisor = await login(sandbox, EMAIL.advisor)
    user = await login(sandbox, EMAIL.user)
    broke = await login(sandbox, EMAIL.noCredits)
    clientId =
      sandbox.state.clients
        .sorted({ field: 'id', descending: false })
        .find((r) => r.client.experts.includes(301))?.client.id ?? 0
    heavyNif = sandbox.state.concessions.beneficiaries()[0]?.nif ?? ''
  })
  afterAll(() => sandbox.close())

  it('is an OpenAPI 3.1 document with both security schemes', () => {
    expect(document.openapi).toBe('3.1.0')
    const schemes = resolve('/components/securitySchemes') as Record<string, { name: string }>
    expect(Object.keys(schemes).sort()).toEqual(['expertToken', 'userToken'])
  })

  it('describes login', async () => {
    const login = '/api/v2/users/login/'
    await check(null, 'none', 'POST', login, 200, {
      json: { email: EMAIL.advisor, password: PASSWORD },
    })
    await check(null, 'none', 'POST', login, 200, {
      json: { email: EMAIL.user, password: PASSWORD },
    })
    await check(null, 'none', 'POST', login, 400, { json: { email: EMAIL.user, password: 'x' } })
    await check(null, 'none', 'POST', login, 400, { json: {} })
    await check(null, 'none', 'POST', login, 400, { json: [] })
    await check(null, 'none', 'POST', login, 415, {
      body: 'email=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  })

  it('describes the user detail', async () => {
    await check(advisor, 'user', 'GET', '/api/v2/users/1201/', 200)
    await check(advisor, 'user', 'GET', '/api/v2/users/1202/', 404)
    await check(advisor, 'expert', 'GET', '/api/v2/users/1201/', 403)
    await check(null, 'none', 'GET', '/api/v2/users/1201/', 401)
  })

  it('describes the client list', async () => {
    const clients = '/api/v2/clients/'
    await check(advisor, 'expert', 'GET', withQuery(clients, { page_size: 200 }), 200)
    await check(advisor, 'expert', 'GET', withQuery(clients, { page: 2, isActive: 1 }), 200)
    await check(advisor, 'expert', 'GET', withQuery(clients, { filters: '{x' }), 400)
    await check(advisor, 'expert', 'GET', withQuery(clients, { page: 999 }), 404)
    await check(advisor, 'user', 'GET', clients, 403)
    await check(null, 'none', 'GET', clients, 401)
  })

  it('describes the client detail and update, with and without the slash', async () => {
    await check(advisor, 'expert', 'GET', `/api/v2/clients/${clientId}`, 200)
    await check(advisor, 'expert', 'GET', `/api/v2/clients/${clientId}/`, 200)
    await check(advisor, 'expert', 'GET', '/api/v2/clients/999999', 404)
    await check(advisor, 'user', 'GET', `/api/v2/clients/${clientId}`, 403)
    await check(null, 'none', 'GET', `/api/v2/clients/${clientId}`, 401)
    await check(advisor, 'expert', 'PATCH', `/api/v2/clients/${clientId}`, 200, {
      json: { province: 28, notes: null },
    })
    await check(advisor, 'expert', 'PATCH', `/api/v2/clients/${clientId}/`, 400, {
      json: { email: 'x', postal_code: '1' },
    })
    await check(advisor, 'expert', 'PATCH', `/api/v2/clients/${clientId}`, 400, { json: [1] })
    await check(advisor, 'expert', 'PATCH', `/api/v2/clients/${clientId}`, 400, {
      body: '{',
      headers: { 'content-type': 'application/json' },
    })
    await check(advisor, 'expert', 'PATCH', '/api/v2/clients/999999', 404, { json: {} })
    await check(advisor, 'expert', 'PATCH', `/api/v2/clients/${clientId}`, 415, {
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    })
  })

  it('describes concessions by tax id', async () => {
    await check(user, 'user', 'GET', byNifPath(heavyNif), 200)
    await check(user, 'user', 'GET', byNifPath(heavyNif, { page: 2, page_size: 100 }), 200)
    await check(user, 'user', 'GET', byNifPath(''), 400)
    await check(user, 'user', 'GET', byNifPath(heavyNif, { page: 500 }), 404)
    await check(broke, 'user', 'GET', byNifPath(heavyNif), 403)
    await check(advisor, 'expert', 'GET', byNifPath(heavyNif), 403)
    await check(null, 'none', 'GET', byNifPath(heavyNif), 401)
  })

  it('describes concessions by grant', async () => {
    await check(user, 'user', 'GET', byGrantPath({ fund_id: KIT_DIGITAL_ID }), 200)
    await check(user, 'user', 'GET', byGrantPath({ fund_slug: 'no-existe' }), 200)
    await check(user, 'user', 'GET', byGrantPath({}), 400)
    await check(user, 'user', 'GET', byGrantPath({ fund_id: 1, fund_slug: 'a' }), 400)
    await check(user, 'user', 'GET', byGrantPath({ fund_id: KIT_DIGITAL_ID }, { page: 900 }), 404)
    await check(broke, 'user', 'GET', byGrantPath({ fund_id: KIT_DIGITAL_ID }), 403)
    await check(null, 'none', 'GET', byGrantPath({ fund_id: KIT_DIGITAL_ID }), 401)
  })

  it('describes the status groups', async () => {
    const groups = '/api/v2/forms/status-groups-list/'
    await check(advisor, 'expert', 'GET', groups, 200)
    await check(advisor, 'expert', 'GET', `${groups}?page=3`, 404)
    await check(advisor, 'user', 'GET', groups, 403)
    await check(null, 'none', 'GET', groups, 401)
  })

  it('describes the simulator', async () => {
    const simulator = '/api/v2/funds/opportunities-by-profile/'
    const profile = { province: [28], applicants_v2: [2], actions_v2: [1, 2, 3, 9, 12, 17, 22, 28] }
    await check(user, 'user', 'POST', simulator, 200, { json: profile })
    await check(user, 'user', 'POST', `${simulator}?page=2`, 200, {
      json: { ...profile, province: 28 },
    })
    await check(user, 'user', 'POST', simulator, 400, { json: { province: 28 } })
    await check(user, 'user', 'POST', simulator, 400, {
      json: { province: 'x', applicants_v2: [2], actions_v2: [1] },
    })
    await check(user, 'user', 'POST', `${simulator}?page=99`, 404, { json: profile })
    await check(broke, 'user', 'POST', simulator, 403, { json: profile })
    await check(null, 'none', 'POST', simulator, 401, { json: profile })
    await check(user, 'user', 'POST', simulator, 413, {
      json: { ...profile, padding: 'x'.repeat(1_100_000) },
    })
  })

  it('describes data-filters and the schema itself', async () => {
    await check(user, 'user', 'GET', '/api/v2/data-filters/', 200)
    await check(advisor, 'expert', 'GET', '/api/v2/data-filters/', 403)
    await check(null, 'none', 'GET', '/api/v2/data-filters/', 401)
    await check(null, 'none', 'GET', '/api/v2/schema/', 200)
  })

  it('describes injected faults on every operation but the schema', async () => {
    for (const [kind, status] of [
      ['500', 500],
      ['503', 503],
      ['429', 429],
    ] as const) {
      sandbox.control.failNext(kind, 1, { path: /users\/login/ })
      await check(null, 'none', 'POST', '/api/v2/users/login/', status, {
        json: { email: EMAIL.user, password: PASSWORD },
      })
      for (const [session, auth, method, path, json] of [
        [user, 'user', 'GET', '/api/v2/users/1204/', undefined],
        [advisor, 'expert', 'GET', '/api/v2/clients/', undefined],
        [advisor, 'expert', 'GET', `/api/v2/clients/${clientId}`, undefined],
        [advisor, 'expert', 'PATCH', `/api/v2/clients/${clientId}/`, {}],
        [user, 'user', 'GET', byNifPath(heavyNif), undefined],
        [user, 'user', 'GET', byGrantPath({ fund_id: KIT_DIGITAL_ID }), undefined],
        [advisor, 'expert', 'GET', '/api/v2/forms/status-groups-list/', undefined],
        [user, 'user', 'POST', '/api/v2/funds/opportunities-by-profile/', { province: 28 }],
        [user, 'user', 'GET', '/api/v2/data-filters/', undefined],
      ] as const) {
        sandbox.control.failNext(kind)
        await check(session, auth, method, path, status, json === undefined ? {} : { json })
      }
    }
  })

  it('checked every operation of the document', () => {
    const operations = new Set([...checked].map((entry) => entry.split(' ').slice(0, 2).join(' ')))
    for (const [template, item] of Object.entries(document.paths)) {
      const resolved =
        typeof item.$ref === 'string'
          ? (document.components.pathItems[item.$ref.split('/').pop() ?? ''] ?? {})
          : item
      for (const method of ['get', 'post', 'patch', 'put', 'delete']) {
        if (resolved[method]) {
          expect(operations, `${method} ${template}`).toContain(
            `${method.toUpperCase()} ${template}`,
          )
        }
      }
    }
  })
})
