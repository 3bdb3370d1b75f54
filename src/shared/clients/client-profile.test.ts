import { describe, expect, it } from 'vitest'
import { clientProfile, clientProvinces } from './client-profile'

const client = (province: number[], provinces_to_work: number[]) => ({
  province,
  provinces_to_work,
  applicant_types: [2, 1, 2],
  action_items: [9],
})

describe('a client’s simulator profile (SC-SIM-3)', () => {
  it('asks for its own province and those it works in, sorted and once each', () => {
    expect(clientProvinces(client([28], [46, 8, 28]))).toEqual([8, 28, 46])
    expect(clientProfile(client([28], [46, 8, 28]))).toEqual({
      province: [8, 28, 46],
      applicants_v2: [1, 2],
      actions_v2: [9],
    })
  })

  it('sends one province as a number, and takes where it works when the address has none', () => {
    expect(clientProfile(client([28], [28]))?.province).toBe(28)
    expect(clientProfile(client([], [41]))?.province).toBe(41)
  })

  it('is none without any province', () => {
    expect(clientProfile(client([], []))).toBeNull()
  })
})
