import { describe, expect, it } from 'vitest'
import { ClientFormSchema, ClientPatchSchema } from './client-edit'

/** A valid form of a client created without a full profile (G18): no figures, no date. */
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

describe('the client form with missing figures (G18)', () => {
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
