import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ClientSchema, type Client } from '@shared/wire/client'
import { makeCif, makeNif } from '@shared/tax-id'
import { type DemoService } from '../server'
import {
  EMAIL,
  EXPERT_ID,
  login,
  type Session,
  startDemoService,
} from '../../../test/support/demo-service-http'

type FieldErrors = Record<string, string[]>

describe('client detail and update (SC-CLIENT-4, SC-EDIT-1)', () => {
  let demoService: DemoService
  let advisor: Session
  let north: Session
  let mine: Client
  let publicOne: Client
  let hidden: Client
  let otherPlatform: Client

  const path = (id: number | string, slash = false) => `/api/v2/clients/${id}${slash ? '/' : ''}`
  const patch = <T>(id: number, json: unknown) =>
    advisor.asExpert<T>(path(id), { method: 'PATCH', json })
  /** The client as the service keeps it now: other tests change it. */
  const current = (id: number): Client =>
    ClientSchema.parse(demoService.state.clients.get(id)?.client)

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 300, concessions: 0 })
    advisor = await login(demoService, EMAIL.advisor)
    north = await login(demoService, EMAIL.north)
    const all = demoService.state.clients
      .sorted({ field: 'id', descending: false })
      .map((r) => ClientSchema.parse(r.client))
    const find = (test: (c: Client) => boolean) => {
      const client = all.find(test)
      if (!client) throw new Error('La semilla no tiene el cliente que pide la prueba')
      return client
    }
    mine = find((c) => c.experts.includes(EXPERT_ID.advisor))
    publicOne = find(
      (c) => c.public && c.platform_data.id === 1 && !c.experts.includes(EXPERT_ID.advisor),
    )
    hidden = find(
      (c) => !c.public && c.platform_data.id === 1 && !c.experts.includes(EXPERT_ID.advisor),
    )
    otherPlatform = find((c) => c.platform_data.id === 2 && c.public)
  })
  afterAll(() => demoService.close())

  describe('GET clients/<id>', () => {
    it('returns the full client, with or without the trailing slash', async () => {
      const plain = await advisor.asExpert<Client>(path(mine.id))
      const slashed = await advisor.asExpert<Client>(path(mine.id, true))
      expect(plain.status).toBe(200)
      expect(ClientSchema.strict().parse(plain.body)).toEqual(current(mine.id))
      expect(slashed.body).toEqual(plain.body)
    })

    it('returns public clients of the platform too', async () => {
      expect((await advisor.asExpert(path(publicOne.id))).status).toBe(200)
    })

    it('answers 404 to unknown ids and to clients the expert may not see', async () => {
      for (const id of [999_999, 'abc', '12a', hidden.id, otherPlatform.id]) {
        const reply = await advisor.asExpert(path(id))
        expect(reply.status, String(id)).toBe(404)
        expect(reply.body).toEqual({ detail: 'No encontrado.' })
      }
      expect((await north.asExpert(path(otherPlatform.id))).status).toBe(200)
    })

    it('needs the expert token', async () => {
      expect((await advisor.asUser(path(mine.id))).status).toBe(403)
    })

    it('forgets a client deleted on the server', async () => {
      const local = await startDemoService({ clients: 30, concessions: 0 })
      try {
        const admin = await login(local, EMAIL.admin)
        const id = local.state.clients
          .sorted({ field: 'id', descending: false })
          .find((r) => r.client.platform_data.id === 1)?.client.id
        expect((await admin.asExpert(path(id ?? 0))).status).toBe(200)
        local.control.deleteClient(id ?? 0)
        expect((await admin.asExpert(path(id ?? 0))).status).toBe(404)
      } finally {
        await local.close()
      }
    })
  })

  describe('PATCH clients/<id>', () => {
    it('changes the accepted fields and answers the complete, updated client', async () => {
      const changes = {
        business_name: 'Talleres Prueba S.L.',
        email: 'gerencia@tallerprueba.es',
        phone: null,
        public: true,
        status: 3,
        reference: 'EXP-2026-9999',
        notes: 'Revisar memoria técnica.',
        contacts: 'Ana López (gerente) 612 345 678',
        address: 'Calle Mayor, 12',
        postal_code: '28013',
        location: 'Madrid',
        legal_representative_name: 'Ana López García',
        legal_representation_type: 'Administrador único',
        cnaes: [6201, 6202],
        provinces_to_work: [28, 45],
        applicant_types: [2, 3],
        action_items: [1, 2, 9],
        employees_quantity: 12,
        constitution_date: '2015-03-02',
        last_year_billing: 845000.5,
        investment_budget: 120000,
        project_description: 'Implantación de un ERP.',
      }
      const before = current(mine.id)
      const reply = await patch<Client>(mine.id, changes)
      expect(reply.status).toBe(200)
      expect(ClientSchema.strict().parse(reply.body)).toEqual({ ...before, ...changes })
    })

    it('normalises tax ids and accepts the province as a number or a one-element array', async () => {
      const nif = makeCif('B', 2812345)
      const representative = makeNif(12345678)
      const asNumber = await patch<Client>(mine.id, {
        nif: ` ${nif.toLowerCase()} `,
        legal_representative_nif: representative.toLowerCase(),
        province: 8,
      })
      expect(asNumber.status).toBe(200)
      expect(asNumber.body.nif).toBe(nif)
      expect(asNumber.body.legal_representative_nif).toBe(representative)
      expect(asNumber.body.province).toEqual([8])
      const asArray = await patch<Client>(mine.id, { province: [28] })
      expect(asArray.body.province).toEqual([28])
    })

    it('accepts amounts and counts sent as numeric text', async () => {
      const reply = await patch<Client>(mine.id, {
        last_year_billing: '1000.256',
        investment_budget: '5000',
        employees_quantity: '7',
      })
      expect(reply.status).toBe(200)
      expect(reply.body).toMatchObject({
        last_year_billing: 1000.26,
        investment_budget: 5000,
        employees_quantity: 7,
      })
    })

    it('ignores read-only and unknown keys', async () => {
      const before = (await advisor.asExpert<Client>(path(mine.id))).body
      const reply = await patch<Client>(mine.id, {
        id: 1,
        experts: [EXPERT_ID.north],
        expert_data: { id: 1, name: 'X', email: 'x@x.es' },
        platform_data: { id: 2, name: 'Otra' },
        color: 'azul',
        location: 'Getafe',
      })
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual({ ...before, location: 'Getafe' })
      expect(reply.body).not.toHaveProperty('color')
    })

    it('answers 400 with field errors to invalid values and changes nothing', async () => {
      const before = (await advisor.asExpert<Client>(path(mine.id))).body
      const reply = await patch<FieldErrors>(mine.id, {
        email: 'no-es-un-correo',
        last_year_billing: 'mucho',
        investment_budget: -5,
        constitution_date: '2024-02-30',
        nif: 'B12345678',
        legal_representative_nif: '12345678A',
        postal_code: '2801',
        province: 53,
        status: 9,
        public: 'sí',
        employees_quantity: 3.5,
        business_name: '',
        phone: 612345678,
        cnaes: [9999],
        action_items: 'todas',
        location: 'Getafe',
      })
      expect(reply.status).toBe(400)
      expect(Object.keys(reply.body).sort()).toEqual(
        [
          'email',
          'last_year_billing',
          'investment_budget',
          'constitution_date',
          'nif',
          'legal_representative_nif',
          'postal_code',
          'province',
          'status',
          'public',
          'employees_quantity',
          'business_name',
          'phone',
          'cnaes',
          'action_items',
        ].sort(),
      )
      expect(reply.body.email).toEqual(['Introduzca una dirección de correo electrónico válida.'])
      expect(reply.body.last_year_billing).toEqual(['Se requiere un número válido.'])
      expect(reply.body.constitution_date).toEqual([
        'Fecha con formato erróneo. Use el formato AAAA-MM-DD.',
      ])
      expect(reply.body.postal_code).toEqual(['El código postal debe tener 5 cifras.'])
      expect(reply.body.nif?.[0]).toMatch(/control/)
      for (const messages of Object.values(reply.body)) {
        expect(messages).toHaveLength(1)
        expect(messages[0]).toMatch(/[a-záéíóúñ]/)
      }
      expect((await advisor.asExpert<Client>(path(mine.id))).body).toEqual(before)
    })

    it('rejects a one-element province list of more than one element and null in required fields', async () => {
      const reply = await patch<FieldErrors>(mine.id, {
        province: [28, 8],
        business_name: null,
        constitution_date: null,
      })
      expect(reply.status).toBe(400)
      expect(Object.keys(reply.body).sort()).toEqual([
        'business_name',
        'constitution_date',
        'province',
      ])
      expect(reply.body.business_name).toEqual(['Este campo no puede ser nulo.'])
    })

    it('answers 400 to a body that is not a JSON object', async () => {
      const reply = await patch(mine.id, [{ email: 'a@b.es' }])
      expect(reply.status).toBe(400)
      expect(reply.body).toEqual({
        non_field_errors: ['Datos no válidos: se esperaba un objeto JSON.'],
      })
    })

    it('keeps changes for the life of the state and moves the client to the top of -updated_at', async () => {
      await patch(publicOne.id, { notes: 'Cambio persistente.' })
      const again = await advisor.asExpert<Client>(path(publicOne.id, true))
      expect(again.body.notes).toBe('Cambio persistente.')
      const list = await advisor.asExpert<{ results: Client[] }>(
        `/api/v2/clients/?filters=${encodeURIComponent('{"order":"-updated_at"}')}`,
      )
      expect(list.body.results[0]?.id).toBe(publicOne.id)
      expect(list.body.results[0]?.notes).toBe('Cambio persistente.')
    })

    it('answers 404 to clients the expert may not see, and 403 to the user token', async () => {
      expect((await patch(hidden.id, { notes: 'x' })).status).toBe(404)
      expect((await patch(999_999, { notes: 'x' })).status).toBe(404)
      const asUser = await advisor.asUser(path(mine.id), { method: 'PATCH', json: { notes: 'x' } })
      expect(asUser.status).toBe(403)
    })
  })
})
