import { describe, expect, it } from 'vitest'
import { type StatusGroup } from '../wire/status-group'
import {
  checkStatus,
  initialStatus,
  initialStatusFor,
  nextStatus,
  statusesFor,
  statusesForAll,
} from './case-status-rules'

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

describe('statuses by template (SC-CASE-11)', () => {
  const bound = (id: number, template: number | null, initial = false) => ({
    ...status(id, initial),
    template,
  })
  const CATALOGUE = [
    group(1, [bound(11, null, true), bound(12, null), bound(13, 7, true)]),
    group(2, [bound(21, 7), bound(22, 8), bound(23, null)]),
  ]
  const ids = (groups: readonly StatusGroup[]) => groups.flatMap((g) => g.status.map((s) => s.id))

  it('offers a template its own statuses, and its first initial one', () => {
    expect(ids(statusesFor(CATALOGUE, 7))).toEqual([13, 21])
    expect(initialStatusFor(CATALOGUE, 7)?.status.id).toBe(13)
    expect(ids(statusesFor(CATALOGUE, 8))).toEqual([22])
    expect(initialStatusFor(CATALOGUE, 8)?.status.id).toBe(22)
  })

  it('offers no template, or one without statuses, those that name none', () => {
    expect(ids(statusesFor(CATALOGUE, null))).toEqual([11, 12, 23])
    expect(ids(statusesFor(CATALOGUE, 99))).toEqual([11, 12, 23])
    expect(initialStatusFor(CATALOGUE, null)?.status.id).toBe(11)
  })

  it('without shared statuses marked initial, starts at the catalogue’s initial status', () => {
    const groups = [group(1, [bound(11, 7, true), bound(12, null)])]
    expect(initialStatusFor(groups, null)?.status.id).toBe(11)
    expect(ids(statusesFor([group(1, [bound(11, 7)])], null))).toEqual([11])
  })

  it('offers the whole catalogue for a case file whose template is not known', () => {
    expect(ids(statusesFor(CATALOGUE, undefined))).toEqual([11, 12, 13, 21, 22, 23])
    expect(initialStatusFor(CATALOGUE, undefined)?.status.id).toBe(11)
  })

  it('offers several case files only the statuses every one of them may take', () => {
    expect(ids(statusesForAll(CATALOGUE, [7, undefined]))).toEqual([13, 21])
    expect(ids(statusesForAll(CATALOGUE, [7, 8]))).toEqual([])
    expect(ids(statusesForAll(CATALOGUE, [null, 99]))).toEqual([11, 12, 23])
  })
})

describe('nextStatus', () => {
  const groups = [group(1, [status(11), status(12)]), group(2, [status(21)])]

  it('is the following status in the catalogue’s order, across groups, none after the last', () => {
    expect(nextStatus(groups, { group: 1, status: 11 })?.status.id).toBe(12)
    expect(nextStatus(groups, { group: 1, status: 12 })).toMatchObject({
      group: { id: 2, name: 'Grupo 2' },
      status: { id: 21, name: 'Estado 21' },
    })
    expect(nextStatus(groups, { group: 2, status: 21 })).toBeNull()
  })

  it('is none for a current status not among those offered', () => {
    expect(nextStatus(groups, { group: 2, status: 11 })).toBeNull()
    expect(nextStatus(groups, { group: 9, status: 99 })).toBeNull()
  })
})
