import { describe, expect, it } from 'vitest'
import { crossCheck } from './aid-cross-check'
import { type BdnsMinimisRow } from '../wire/bdns-wire'

const row = (id: string, callCode: string, grantedOn: string, amount: number): BdnsMinimisRow => ({
  id,
  callCode,
  grantor: 'AYUNTAMIENTO',
  regulationText: 'REGLAMENTO (UE) 2023/2831 de minimis',
  grantedOn,
  registeredOn: null,
  beneficiary: null,
  instrument: null,
  amount,
})
const concession = (fund: number, date: string, amount: number) => ({
  fund_id: fund,
  fund_title: `Ayuda ${fund}`,
  concession_date: date,
  awarded_amount: amount,
})
const known = {
  codes: (fund: number) => (fund === 1 ? ['600001'] : []),
  minimis: (fund: number) => (fund === 3 ? false : fund === 1 ? true : null),
}

describe('the cross-check of the grants service and the registry', () => {
  it('pairs the same aid once, by code and date or amount, else by date and amount', () => {
    const result = crossCheck(
      'B12345674',
      [
        concession(1, '2025-01-10', 5000), // same code, other date, same amount: paired
        concession(2, '2025-03-01', 2000), // no code: same date and amount: paired
        concession(2, '2025-04-01', 999), // nowhere in the registry
        concession(3, '2025-05-01', 7000), // not de minimis: not looked for
      ],
      [
        row('a', '600001', '2025-01-12', 5000.4),
        row('b', '600777', '2025-03-01', 2000),
        row('c', '600888', '2025-06-01', 3000),
        { ...row('d', '600999', '2025-06-02', 1), regulationText: 'SIN REGLAMENTO' },
      ],
      known,
    )
    expect(result.both).toBe(2)
    expect(result.onlyGrants).toEqual([
      expect.objectContaining({ fund_id: 2, awarded_amount: 999, minimis: null }),
    ])
    expect(result.onlyRegistry).toEqual([
      { bdns_code: '600888', granted_on: '2025-06-01', grantor: 'AYUNTAMIENTO', amount: 3000 },
    ])
  })

  it('says only the registry is known when no concessions are kept', () => {
    const result = crossCheck('B12345674', null, [row('a', '600001', '2025-01-12', 1)], known)
    expect(result).toMatchObject({
      concessionsKept: false,
      both: 0,
      onlyGrants: [],
      onlyRegistry: [],
    })
  })
})
