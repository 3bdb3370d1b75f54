import { describe, expect, it } from 'vitest'
import { ClientUpdateInputSchema } from '../clients'
import { ClientPatchSchema, emptiedFigures, FIGURE_FIELDS } from './client-edit'

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
    const crossCheck = /no es de la provincia elegida/
    const messages = (patch: object) =>
      (ClientPatchSchema.safeParse(patch).error?.issues ?? []).map((issue) => issue.message)
    expect(messages({ postal_code: '2801', province: 19 }).length).toBeGreaterThan(0)
    expect(messages({ postal_code: '2801', province: 19 })).not.toContainEqual(
      expect.stringMatching(crossCheck),
    )
    expect(messages({ postal_code: '28013', province: 99 })).not.toContainEqual(
      expect.stringMatching(crossCheck),
    )
    expect(messages({ postal_code: '28013', province: 19 })).toContainEqual(
      expect.stringMatching(crossCheck),
    )
  })

  it('leaves a patch that is no object a plain validation failure', () => {
    for (const patch of ['x', null, 7, undefined]) {
      const result = ClientUpdateInputSchema.safeParse({ id: 1, patch, base: {} })
      expect(result.success).toBe(false)
    }
  })
})

describe('figures', () => {
  it('are the four a client without a full profile lacks (G18)', () => {
    expect([...FIGURE_FIELDS].sort()).toEqual(
      ['constitution_date', 'employees_quantity', 'investment_budget', 'last_year_billing'].sort(),
    )
  })

  it('may be blank when they were, and never emptied once saved', () => {
    const saved = {
      last_year_billing: 1000,
      constitution_date: '2015-03-09',
      employees_quantity: 0,
    }
    expect(emptiedFigures(saved, saved)).toEqual({})
    expect(emptiedFigures({ last_year_billing: null }, { last_year_billing: null })).toEqual({})
    const errors = emptiedFigures(saved, {
      last_year_billing: null,
      constitution_date: '',
      employees_quantity: 0,
    })
    expect(Object.keys(errors).sort()).toEqual(['constitution_date', 'last_year_billing'])
    expect(errors['last_year_billing']?.[0]).toMatch(/^Facturación del último año: /)
  })
})
