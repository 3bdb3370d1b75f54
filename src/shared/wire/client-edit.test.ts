import { describe, expect, it } from 'vitest'
import { CLIENT_FIELDS, PROFILE_FIGURE_FIELDS } from '../clients/client-fields'
import { ClientUpdateInputSchema } from '../clients/clients'
import { keyed } from '../validation'
import { ClientFormSchema, ClientPatchSchema, emptiedFigures } from './client-edit'

/** A valid form of a client created without a full profile (SC-DIALECT-4): no figures, no date. */
const incomplete = {
  nif: 'B28055374',
  business_name: 'Artes Gráficas Alcobendas S.L.',
  email: 'info@artes.example.com',
  phone: '',
  public: false,
  status: 1,
  reference: '',
  notes: '',
  contacts: '',
  address: 'Calle Mayor, 1',
  postal_code: '28001',
  location: 'Madrid',
  province: 28,
  legal_representative_name: '',
  legal_representative_nif: '',
  legal_representation_type: '',
  cnaes: [],
  provinces_to_work: [],
  applicant_types: [],
  action_items: [],
  employees_quantity: null,
  constitution_date: '',
  last_year_billing: null,
  investment_budget: null,
  project_description: '',
}

describe('the client form with missing figures (SC-DIALECT-4)', () => {
  it('accepts a client without figures, reading an empty date as null', () => {
    const parsed = ClientFormSchema.parse(incomplete)
    expect(parsed).toMatchObject({
      employees_quantity: null,
      constitution_date: null,
      last_year_billing: null,
      investment_budget: null,
    })
  })

  it('still checks a figure that is given', () => {
    const result = ClientFormSchema.safeParse({ ...incomplete, constitution_date: '2999-01-01' })
    expect(result.success).toBe(false)
  })

  it('a PATCH gives figures but never empties one', () => {
    expect(ClientPatchSchema.safeParse({ employees_quantity: 12 }).success).toBe(true)
    const emptied = ClientPatchSchema.safeParse({ employees_quantity: null, investment_budget: 5 })
    expect(emptied.success).toBe(false)
    expect(emptied.error?.issues.map((i) => i.path.join('.'))).toEqual(['employees_quantity'])
    expect(ClientPatchSchema.safeParse({ constitution_date: '' }).success).toBe(false)
  })
})

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.')).sort()

describe('the postal code of the chosen province', () => {
  it('is checked even when another field of the patch cannot be read at all', () => {
    const result = ClientPatchSchema.safeParse({
      postal_code: '28013',
      province: 19,
      employees_quantity: 'muchos',
    })
    expect(paths(result)).toEqual(['employees_quantity', 'postal_code'])
  })

  it('is not judged when the postal code or the province is itself wrong', () => {
    const crossCheck = keyed('validation.postal_code_province')
    const messages = (patch: object) =>
      (ClientPatchSchema.safeParse(patch).error?.issues ?? []).map((issue) => issue.message)
    expect(messages({ postal_code: '2801', province: 19 }).length).toBeGreaterThan(0)
    expect(messages({ postal_code: '2801', province: 19 })).not.toContainEqual(crossCheck)
    expect(messages({ postal_code: '28013', province: 99 })).not.toContainEqual(crossCheck)
    expect(messages({ postal_code: '28013', province: 19 })).toContainEqual(crossCheck)
  })

  it('leaves a patch that is no object a plain validation failure', () => {
    for (const patch of ['x', null, 7, undefined]) {
      const result = ClientUpdateInputSchema.safeParse({ id: 1, patch, base: {} })
      expect(result.success).toBe(false)
    }
  })
})

describe('figures', () => {
  it('are the four a client without a full profile lacks (SC-DIALECT-4): the table’s counts, dates, euros', () => {
    expect([...PROFILE_FIGURE_FIELDS].sort()).toEqual(
      ['constitution_date', 'employees_quantity', 'investment_budget', 'last_year_billing'].sort(),
    )
    const figureKinds = new Set(['count', 'date', 'money'])
    expect(
      CLIENT_FIELDS.filter((field) => figureKinds.has(field.kind))
        .map((field) => field.key)
        .sort(),
    ).toEqual([...PROFILE_FIGURE_FIELDS].sort())
  })

  it('may be blank when they were, and never emptied once saved', () => {
    const saved = {
      last_year_billing: 1000,
      constitution_date: '2015-03-09',
      employees_quantity: 0,
    }
    expect(emptiedFigures(saved, saved)).toEqual([])
    expect(emptiedFigures({ last_year_billing: null }, { last_year_billing: null })).toEqual([])
    const emptied = emptiedFigures(saved, {
      last_year_billing: null,
      constitution_date: '',
      employees_quantity: 0,
    })
    expect([...emptied].sort()).toEqual(['constitution_date', 'last_year_billing'])
  })
})
