import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoService } from './server'
import {
  call,
  EMAIL,
  login,
  type Session,
  startDemoService,
} from '../../test/support/demo-service-http'

describe('error answers', () => {
  let demoService: DemoService
  let advisor: Session

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 20, concessions: 0 })
    advisor = await login(demoService, EMAIL.advisor)
  })
  afterAll(() => demoService.close())

  it('answers unknown routes and methods with 404 «No encontrado.»', async () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/api/v2/'],
      ['GET', '/api/v1/clients/'],
      ['GET', '/api/v2/clients'],
      ['DELETE', '/api/v2/clients/1001'],
      ['PUT', '/api/v2/clients/'],
    ] as const) {
      const reply = await call(demoService, path, {
        method,
        auth: `ExpertToken ${advisor.expertToken ?? ''}`,
      })
      expect(reply.status, `${method} ${path}`).toBe(404)
      expect(reply.body).toEqual({ detail: 'No encontrado.' })
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
    }
  })

  it('answers malformed JSON bodies with 400 and a Spanish detail, never a framework message', async () => {
    const replies = [
      await advisor.asExpert('/api/v2/clients/1001', {
        method: 'PATCH',
        body: '{"notes": ',
        headers: { 'content-type': 'application/json' },
      }),
      await advisor.asUser('/api/v2/funds/opportunities-by-profile/', {
        method: 'POST',
        body: '{"__proto__": {"x": 1}}',
        headers: { 'content-type': 'application/json' },
      }),
    ]
    for (const reply of replies) {
      expect(reply.status).toBe(400)
      expect(reply.body).toEqual({ detail: 'El cuerpo de la petición no es un JSON válido.' })
    }
  })

  it('answers an empty JSON body and an oversized one in Spanish', async () => {
    const empty = await advisor.asUser('/api/v2/funds/opportunities-by-profile/', {
      method: 'POST',
      body: '',
      headers: { 'content-type': 'application/json' },
    })
    expect(empty.status).toBe(400)
    expect(empty.body).toEqual({ detail: 'El cuerpo de la petición está vacío.' })
    const huge = await advisor.asUser('/api/v2/funds/opportunities-by-profile/', {
      json: { province: 28, applicants_v2: [2], actions_v2: [1], padding: 'x'.repeat(1_100_000) },
    })
    expect(huge.status).toBe(413)
    expect(huge.body).toEqual({ detail: 'El cuerpo de la petición es demasiado grande.' })
  })

  it('never leaks an English framework text or a stack trace', async () => {
    const replies = await Promise.all([
      call(demoService, '/api/v2/clients/'),
      call(demoService, '/nada'),
      call(demoService, '/api/v2/users/login/', {
        body: 'x',
        headers: { 'content-type': 'text/plain' },
      }),
      advisor.asExpert('/api/v2/clients/1001', {
        method: 'PATCH',
        body: '[',
        headers: { 'content-type': 'application/json' },
      }),
    ])
    for (const reply of replies) {
      expect(reply.text).not.toMatch(
        /statusCode|Error:|at .*\.js|Not Found|Unauthorized|Bad Request|Unsupported|FST_/,
      )
      expect(Object.keys(reply.body as object)).toEqual(['detail'])
    }
  })
})
