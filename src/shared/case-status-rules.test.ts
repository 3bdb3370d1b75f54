import { describe, expect, it } from 'vitest'
import { type StatusGroup } from './wire/status-group'
import { checkStatus, initialStatus } from './case-status-rules'

const status = (id: number, initial = false) => ({
  id,
  initial_state: initial,
  name: `Estado ${id}`,
  template: null,
})
const group = (id: number, statuses: StatusGroup['status']): StatusGroup => ({
  id,
  name: `Grupo ${id}`,
  status: statuses,
})

describe('initialStatus (SC-STAT-2, SC-CASE-2)', () => {
  it('takes the first status marked initial, in the catalogue order', () => {
    const groups = [group(1, [status(11), status(12, true)]), group(2, [status(21, true)])]
    expect(initialStatus(groups)).toEqual({
      group: { id: 1, name: 'Grupo 1' },
      status: { id: 12, name: 'Estado 12' },
    })
  })

  it('skips groups without a marked status: the first group that has one decides', () => {
    const groups = [group(5, [status(51), status(52)]), group(3, [status(31), status(32, true)])]
    expect(initialStatus(groups)?.status.id).toBe(32)
    expect(initialStatus(groups)?.group.id).toBe(3)
  })

  it('without any mark, the first status of the first group that has any', () => {
    const groups = [group(1, []), group(2, [status(21), status(22)])]
    expect(initialStatus(groups)).toEqual({
      group: { id: 2, name: 'Grupo 2' },
      status: { id: 21, name: 'Estado 21' },
    })
  })

  it('is null for a catalogue without statuses', () => {
    expect(initialStatus([])).toBeNull()
    expect(initialStatus([group(1, [])])).toBeNull()
  })
})

describe('checkStatus', () => {
  const groups = [group(1, [status(11), status(12)]), group(2, [status(21)])]

  it('accepts a status of the group given', () => {
    expect(checkStatus(groups, 2, 21)).toEqual({
      ok: true,
      choice: { group: { id: 2, name: 'Grupo 2' }, status: { id: 21, name: 'Estado 21' } },
    })
  })

  it('refuses a group not in the catalogue, with the valid groups', () => {
    expect(checkStatus(groups, 9, 11)).toEqual({ ok: false, problem: 'group', groups })
  })

  it('refuses a status of another group, naming that group', () => {
    expect(checkStatus(groups, 1, 21)).toMatchObject({
      ok: false,
      problem: 'status',
      group: { id: 1 },
      elsewhere: { id: 2 },
    })
  })

  it('refuses a status in no group', () => {
    expect(checkStatus(groups, 1, 99)).toMatchObject({
      ok: false,
      problem: 'status',
      elsewhere: null,
    })
  })
})
