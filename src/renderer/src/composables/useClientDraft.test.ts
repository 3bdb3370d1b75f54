import { describe, expect, it } from 'vitest'
import { type ClientData } from '@shared/wire/client'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { MOLINA } from '../../../../test/fixtures/client'
import { useClientDraft } from './useClientDraft'

/** A client created without a full profile (SC-DIALECT-4): the service sends its figures as null. */
const INCOMPLETE: ClientData = {
  ...MOLINA,
  employees_quantity: null,
  constitution_date: null,
  last_year_billing: null,
  investment_budget: null,
}
/** The sentences the form shows (the UI language is Spanish unless set). */
const PROVINCE_MISMATCH = renderMessage('es', 'validation.postal_code_province')
const NOT_EMPTIED = renderMessage('es', 'validation.figure_not_emptied')

describe('the edit form’s draft', () => {
  it('keeps the postal-code check while another number field is empty or invalid', () => {
    const form = useClientDraft()
    form.reset(MOLINA)
    form.set('postal_code', '28013') // Madrid's, while the province is Guadalajara
    form.set('employees_quantity', -3)
    expect(Object.keys(form.errors.value).sort()).toEqual(['employees_quantity', 'postal_code'])

    // Not a number at all is an aborting issue for the schema: the postal code is still judged.
    form.set('employees_quantity', Number.NaN)
    expect(form.errors.value['postal_code']).toEqual([PROVINCE_MISMATCH])
    expect(form.errors.value['employees_quantity']).toEqual([
      renderMessage('es', 'validation.whole_number'),
    ])
    // Emptied, it is another message (the figure was saved), and still the postal code's.
    form.set('employees_quantity', null)
    expect(form.errors.value['postal_code']).toEqual([PROVINCE_MISMATCH])
    expect(form.errors.value['employees_quantity']).toEqual([NOT_EMPTIED])
    expect(form.submit()).toBeNull()
  })

  it('lets a figure the client never had stay blank, and sends only what changed', () => {
    const form = useClientDraft()
    form.reset(INCOMPLETE)
    expect(form.draft.value?.last_year_billing).toBeNull()
    form.set('notes', 'Pendiente de cerrar el presupuesto.')
    expect(form.errors.value).toEqual({})
    expect(form.valid.value).toBe(true)
    expect(form.submit()).toEqual({
      patch: { notes: 'Pendiente de cerrar el presupuesto.' },
      base: { notes: null },
    })
  })

  it('takes a figure typed into a blank one', () => {
    const form = useClientDraft()
    form.reset(INCOMPLETE)
    form.set('last_year_billing', 120000)
    form.set('constitution_date', '2019-02-01')
    expect(form.submit()).toEqual({
      patch: { last_year_billing: 120000, constitution_date: '2019-02-01' },
      base: { last_year_billing: null, constitution_date: null },
    })
  })

  it('says at once that a saved figure cannot be emptied, and sends nothing', () => {
    const form = useClientDraft()
    form.reset(MOLINA)
    form.set('last_year_billing', null)
    form.set('constitution_date', '')
    expect(form.errors.value['last_year_billing']).toEqual([NOT_EMPTIED])
    expect(form.errors.value['constitution_date']).toEqual([NOT_EMPTIED])
    expect(form.valid.value).toBe(false)
    expect(form.submit()).toBeNull()
  })
})

/** A client created with only its NIF, as the vendor's create answer shows it (issue 22). */
const NIF_ONLY: ClientData = {
  ...INCOMPLETE,
  business_name: '',
  email: '',
  phone: null,
  province: [],
  address: '',
  postal_code: '',
  location: '',
  legal_representative_name: '',
  legal_representative_nif: '',
  legal_representation_type: '',
  cnaes: [],
  provinces_to_work: [],
  applicant_types: [],
  action_items: [],
}
const MISSING = renderMessage('es', 'validation.missing_on_service')

describe('the edit form of a client created with only its NIF', () => {
  it('saves a changed phone, showing what the service lacks as warnings, not errors', () => {
    const form = useClientDraft()
    form.reset(NIF_ONLY)
    expect(form.missing.value).toEqual(['business_name', 'email', 'postal_code', 'province'])
    expect(form.warnings.value).toMatchObject({
      business_name: [MISSING],
      email: [MISSING],
      postal_code: [MISSING],
      province: [MISSING],
    })
    form.set('phone', '951 453 853')
    expect(form.errors.value).toEqual({})
    expect(form.valid.value).toBe(true)
    expect(form.submit()).toEqual({ patch: { phone: '951 453 853' }, base: { phone: null } })
  })

  it('judges a field once changed: an e-mail, a province without a postal code, a postal code of another province', () => {
    const form = useClientDraft()
    form.reset(NIF_ONLY)
    form.set('email', 'no es un correo')
    expect(form.errors.value['email']).toEqual([renderMessage('es', 'validation.email')])
    expect(form.warnings.value['email']).toBeUndefined()
    expect(form.submit()).toBeNull()
    form.set('email', 'hola@empresa.es')
    // A province alone: the empty postal code contradicts nothing, and stays a warning.
    form.set('province', 19)
    expect(form.errors.value).toEqual({})
    expect(form.warnings.value['postal_code']).toEqual([MISSING])
    expect(form.missing.value).toEqual(['business_name', 'postal_code'])
    expect(form.submit()).toEqual({
      patch: { email: 'hola@empresa.es', province: 19 },
      base: { email: '', province: undefined },
    })
    // Once given, the postal code must be of that province.
    form.set('postal_code', '28013')
    expect(form.errors.value['postal_code']).toEqual([PROVINCE_MISMATCH])
    expect(form.submit()).toBeNull()
  })

  it('names a value the service holds invalid on its field, without blocking another', () => {
    const form = useClientDraft()
    form.reset({ ...MOLINA, email: 'sin-arroba', postal_code: '28013' })
    expect(form.warnings.value['email']).toEqual([
      renderMessage('es', 'validation.wrong_on_service', {
        message: renderMessage('es', 'validation.email'),
      }),
    ])
    expect(form.warnings.value['postal_code']).toHaveLength(1)
    expect(form.missing.value).toEqual([])
    form.set('notes', 'Revisar el correo.')
    expect(form.submit()?.patch).toEqual({ notes: 'Revisar el correo.' })
  })
})
