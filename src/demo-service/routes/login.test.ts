import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LoginResponseSchema, LoginUserSchema, type LoginResponse } from '@shared/wire/user'
import { type DemoService } from '../server'
import { call, EMAIL, PASSWORD, startDemoService } from '../../../test/support/demo-service-http'

const LOGIN = '/api/v2/users/login/'

describe('POST users/login/', () => {
  let demoService: DemoService

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 20, concessions: 0 })
  })
  afterAll(() => demoService.close())

  it('returns a user token, an expert token and the login form of the user (SC-USER-1)', async () => {
    const reply = await call<LoginResponse>(demoService, LOGIN, {
      json: { email: EMAIL.advisor, password: PASSWORD },
    })
    expect(reply.status).toBe(200)
    expect(Object.keys(reply.body).sort()).toEqual(['ExpertToken', 'token', 'user'])
    expect(LoginResponseSchema.parse(reply.body).ExpertToken).toMatch(/^[\w-]+\.[0-9a-f]{32}$/)
    const user = LoginUserSchema.strict().parse(reply.body.user)
    expect(user).toMatchObject({ id: 1201, email: EMAIL.advisor, platform: 1, first_name: 'Laura' })
    expect(reply.body.user).not.toHaveProperty('action_items_list')
    expect(reply.body.user).not.toHaveProperty('groups_data')
  })

  it('gives a non-expert `ExpertToken: null` (SC-AUTH-3)', async () => {
    const reply = await call<LoginResponse>(demoService, LOGIN, {
      json: { email: EMAIL.user, password: PASSWORD },
    })
    expect(reply.status).toBe(200)
    expect(reply.body.ExpertToken).toBeNull()
    expect(reply.body.token).toMatch(/^[\w-]+\.[0-9a-f]{32}$/)
  })

  it('compares the e-mail without case and surrounding spaces', async () => {
    const reply = await call<LoginResponse>(demoService, LOGIN, {
      json: { email: '  ASESORA@Demo.GrantsDesk.es ', password: PASSWORD },
    })
    expect(reply.status).toBe(200)
    expect(reply.body.user.email).toBe(EMAIL.advisor)
  })

  it('issues a new pair of tokens on every login', async () => {
    const first = await call<LoginResponse>(demoService, LOGIN, {
      json: { email: EMAIL.admin, password: PASSWORD },
    })
    const second = await call<LoginResponse>(demoService, LOGIN, {
      json: { email: EMAIL.admin, password: PASSWORD },
    })
    expect(second.body.token).not.toBe(first.body.token)
    expect(second.body.ExpertToken).not.toBe(first.body.ExpertToken)
    expect(first.body.token).not.toBe(first.body.ExpertToken)
  })

  it('answers 400 with the Spanish detail to wrong credentials', async () => {
    for (const json of [
      { email: EMAIL.advisor, password: 'otra' },
      { email: 'nadie@demo.grantsdesk.es', password: PASSWORD },
      { email: EMAIL.advisor, password: PASSWORD.toUpperCase() },
    ]) {
      const reply = await call(demoService, LOGIN, { json })
      expect(reply.status).toBe(400)
      expect(reply.body).toEqual({
        detail: 'No puede iniciar sesión con las credenciales proporcionadas.',
      })
    }
  })

  it('answers 400 with field errors when fields are missing, blank or not text', async () => {
    expect((await call(demoService, LOGIN, { json: {} })).body).toEqual({
      email: ['Este campo es requerido.'],
      password: ['Este campo es requerido.'],
    })
    expect((await call(demoService, LOGIN, { json: { email: ' ', password: 'x' } })).body).toEqual({
      email: ['Este campo no puede estar en blanco.'],
    })
    const wrongType = await call(demoService, LOGIN, { json: { email: 5, password: PASSWORD } })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body).toEqual({ email: ['No es una cadena válida.'] })
    const noBody = await call(demoService, LOGIN, { method: 'POST' })
    expect(noBody.status).toBe(400)
    expect(noBody.body).toHaveProperty('email')
  })

  it('answers 400 to a body that is not a JSON object', async () => {
    const list = await call(demoService, LOGIN, { json: [EMAIL.advisor, PASSWORD] })
    expect(list.status).toBe(400)
    expect(list.body).toEqual({
      non_field_errors: ['Datos no válidos: se esperaba un objeto JSON.'],
    })
    const broken = await call(demoService, LOGIN, {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    })
    expect(broken.status).toBe(400)
    expect(broken.body).toEqual({ detail: 'El cuerpo de la petición no es un JSON válido.' })
  })

  it('answers 415 in Spanish to a body that is not sent as JSON', async () => {
    const reply = await call(demoService, LOGIN, {
      body: `email=${EMAIL.advisor}&password=${PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(reply.status).toBe(415)
    expect(reply.body).toEqual({
      detail: 'Tipo de contenido no soportado: envíe application/json.',
    })
  })
})
