import { describe, expect, it } from 'vitest'
import { type CatalogueView, EMPTY_CATALOGUE } from '@shared/catalogue'
import { type GrantDetails } from '@shared/grant-info'
import { makeClient } from '../../../../test/fixtures/client'
import { fittingClients } from './fitting-clients'

const CATALOGUE: CatalogueView = {
  ...EMPTY_CATALOGUE,
  source: 'service',
  applicants: [
    { id: 1, name: 'Autónomo' },
    { id: 2, name: 'Pyme' },
    { id: 4, name: 'Gran empresa' },
  ],
  actionGroups: [
    {
      name: 'Transformación digital',
      items: [
        { id: 2, name: 'Comercio electrónico' },
        { id: 3, name: 'Ciberseguridad' },
      ],
    },
  ],
  activities: [{ id: 6, name: 'Hostelería y turismo' }],
}

const details = (over: Partial<GrantDetails> = {}): GrantDetails => ({
  id: 600002,
  slug: 'digitalizacion-hosteleria-2026',
  title: 'Ayudas a la digitalización de la hostelería',
  goal: 'Apoyar proyectos de ciberseguridad y comercio electrónico del sector hostelería y turismo.',
  statusText: 'Abierta hasta el 20/05/2026',
  scope: 'Castilla y León',
  totalAmount: 40_000_000,
  requestAmount: 15000,
  publisher: null,
  applicants: 'Autónomo, Pyme',
  term: null,
  helpType: null,
  expenses: 'Actividades del CNAE 56.10 (restaurantes) y 55 (alojamiento).',
  executionPeriod: null,
  line: null,
  extraLimit: null,
  infoExtra: null,
  ...over,
})

const replica = [
  // Fits all four: a pyme of Valladolid, ciberseguridad, a restaurant (5610).
  makeClient(1, {
    business_name: 'Bar Pucela',
    applicant_types: [2],
    province: [47],
    action_items: [3],
    cnaes: [5610],
  }),
  // Works in León; no actions, no CNAE kept: two criteria met.
  makeClient(2, {
    business_name: 'Alojamientos León',
    applicant_types: [1],
    province: [28],
    provinces_to_work: [24],
    cnaes: [],
  }),
  // A large company: does not fit the applicants.
  makeClient(3, {
    business_name: 'Gran Hotel',
    applicant_types: [4],
    province: [47],
    cnaes: [5510],
  }),
  // In Madrid: does not fit the territory.
  makeClient(4, {
    business_name: 'Tasca Madrid',
    applicant_types: [2],
    province: [28],
    cnaes: [5610],
  }),
  // A software firm: its CNAE does not fit.
  makeClient(5, {
    business_name: 'Soft Burgos',
    applicant_types: [2],
    province: [9],
    cnaes: [6201],
  }),
  // Nothing in its profile: nothing to compare, left out.
  makeClient(6, { business_name: 'Vacío', applicant_types: [], province: [], cnaes: [] }),
]

describe('the clients that fit a call, from its kept detail', () => {
  it('ranks the clients that match, leaves out those that do not, and names what it could not compare', () => {
    const fits = fittingClients(600002, details(), replica, CATALOGUE)
    if (fits.status !== 'ok') throw new Error('not kept')
    expect(fits.clients.map((client) => [client.id, client.matched])).toEqual([
      [1, ['applicants', 'territory', 'actions', 'cnae']],
      [2, ['applicants', 'territory']],
    ])
    expect(fits.total).toBe(2)
    expect(fits.compared).toEqual(['applicants', 'territory', 'actions', 'cnae'])
    expect(fits.unknown).toEqual(['activities'])
  })

  it('a national call fits every province; criteria the detail does not name are unknown', () => {
    const fits = fittingClients(
      600002,
      details({ scope: 'Nacional', goal: null, expenses: null, applicants: null }),
      replica,
      CATALOGUE,
    )
    if (fits.status !== 'ok') throw new Error('not kept')
    expect(fits.compared).toEqual(['territory'])
    expect(fits.unknown).toEqual(['applicants', 'actions', 'activities', 'cnae'])
    expect(fits.clients.map((client) => client.id).sort()).toEqual([1, 2, 3, 4, 5])
  })

  it('a scope or applicants the app cannot read are unknown, not failed', () => {
    const fits = fittingClients(
      600002,
      details({ scope: 'Comarca del Bierzo', applicants: 'Personas emprendedoras' }),
      replica,
      EMPTY_CATALOGUE,
    )
    if (fits.status !== 'ok') throw new Error('not kept')
    expect(fits.unknown).toEqual(['applicants', 'territory', 'actions', 'activities'])
    expect(fits.compared).toEqual(['cnae'])
    // Only «CNAE 56.10» is named as a CNAE: the large hotel (5510) does not fit it.
    expect(fits.clients.map((client) => client.id)).toEqual([1, 4])
  })

  it('says so when the call’s detail is not kept', () => {
    expect(fittingClients(600002, null, replica, CATALOGUE)).toEqual({
      status: 'notKept',
      grantId: 600002,
    })
  })
})
