import { describe, expect, it } from 'vitest'
import { type ClientData } from './client'
import { describeError } from '../errors'
import { notSavedError, sameFieldValue, unsavedFields } from './unsaved-fields'

describe('unsavedFields: edits the service answered without (SC-EDIT-6)', () => {
  const answer: ClientData = {
    id: 5,
    expert_data: { id: 301, name: 'Laura Martín', email: 'l@x.es' },
    experts: [301],
    public: false,
    status: 1,
    platform_data: { id: 1, name: 'Demo' },
    nif: 'B00000005',
    business_name: 'Cliente 5',
    address: 'Calle Mayor, 1',
    postal_code: '28001',
    location: 'Madrid',
    legal_representative_name: '',
    legal_representative_nif: '',
    legal_representation_type: '',
    contacts: '',
    provinces_to_work: [],
    applicant_types: [],
    action_items: [],
    constitution_date: '2010-01-01',
    investment_budget: 0,
    project_description: '',
    notes: null,
    reference: 'REF-1',
    phone: '+34 912 345 678',
    email: 'Info@Empresa.es',
    province: [28],
    cnaes: [6202, 6201],
    employees_quantity: 12,
    last_year_billing: 850000,
  }

  it('names the fields whose value in the answer is not the one sent, in the form’s order', () => {
    const sent = { notes: 'Llamar el lunes', reference: 'REF-2', employees_quantity: 12 }
    expect(unsavedFields(sent, answer)).toEqual(['reference', 'notes'])
  })

  it('says what was not saved as an error that names the fields, said in either language', () => {
    const error = notSavedError(['reference', 'notes'])
    expect(error).toMatchObject({
      code: 'not_saved',
      reason: 'fields_ignored',
      params: { fields: 'reference,notes' },
    })
    expect(error.message).toContain('Referencia, Notas')
    expect(describeError(error, 'en')).toContain('Reference, Notes')
    expect(notSavedError(['notes'], 'cli_partial').params).toEqual({
      fields: 'notes',
      via: 'cli_partial',
    })
  })

  it('forgives what a server does to a value it did save', () => {
    const sent = {
      phone: '+34912345678',
      email: 'info@empresa.es ',
      province: 28,
      cnaes: [6201, 6202],
      last_year_billing: '850000.00',
      reference: ' REF-1 ',
    }
    expect(unsavedFields(sent, answer)).toEqual([])
  })

  it('reads null and "" as the same emptiness, and a value for an empty one as unsaved', () => {
    expect(sameFieldValue('notes', '', null)).toBe(true)
    expect(sameFieldValue('phone', null, '')).toBe(true)
    expect(sameFieldValue('notes', 'algo', null)).toBe(false)
    expect(sameFieldValue('employees_quantity', 3, null)).toBe(false)
    expect(sameFieldValue('province', 8, [28])).toBe(false)
  })

  it('ignores keys that are not editable fields', () => {
    expect(unsavedFields({ id: 99, expert_data: {} }, answer)).toEqual([])
  })
})
