import { describe, expect, it } from 'vitest'
import { type BdnsMinimisRow } from '../wire/bdns-wire'
import { ceilingOn, deMinimisSummary, fitsAid, regulationOf, windowEndingOn } from './de-minimis'

let next = 0
const row = (grantedOn: string | null, regulationText: string, amount: number | null) =>
  ({
    id: String(++next),
    callCode: '600123',
    grantor: 'AYUNTAMIENTO DE EJEMPLO',
    regulationText,
    grantedOn,
    registeredOn: null,
    beneficiary: null,
    instrument: null,
    amount,
  }) satisfies BdnsMinimisRow

const GENERAL = 'REGLAMENTO (UE) 2023/2831 DE LA COMISIÓN, de minimis'
const OLD_GENERAL = 'REG (UE) 1407/2013, DE 18 DE DICIEMBRE, DE MINIMIS'
const AGRI = 'REG (UE) 1408/2013, DE 18 DE DICIEMBRE, de minimis'
const FISH = 'REG (UE) 717/2014, DE 27 DE JUNIO, de minimis pesca'
const SGEI = 'Reglamento (UE) 2023/2832 SIEG'

const use = (summary: ReturnType<typeof deMinimisSummary>, regulation: string) =>
  summary.ceilings.find((c) => c.regulation === regulation)

describe('regulationOf', () => {
  it('reads each regulation from its text, and anything else as «otro»', () => {
    expect(regulationOf(GENERAL)).toBe('2023/2831')
    expect(regulationOf(OLD_GENERAL)).toBe('1407/2013')
    expect(regulationOf(AGRI)).toBe('1408/2013')
    expect(regulationOf(FISH)).toBe('717/2014')
    expect(regulationOf(SGEI)).toBe('2023/2832')
    expect(regulationOf('Reglamento (UE) 2024/3118 que modifica el de minimis agrícola')).toBe(
      '1408/2013',
    )
    expect(regulationOf('SIN REGLAMENTO - NOTIFICACIÓN PREVIA')).toBe('otro')
    expect(regulationOf('REG (CE) 1998/2006 DE MINIMIS')).toBe('otro')
    expect(regulationOf(null)).toBe('otro')
  })
})

describe('windowEndingOn', () => {
  it('runs from the day after the same date three years before to the as-of date', () => {
    expect(windowEndingOn('2026-03-15')).toEqual({ from: '2023-03-16', to: '2026-03-15' })
    expect(windowEndingOn('2028-02-29')).toEqual({ from: '2025-03-01', to: '2028-02-29' })
  })

  it('counts a grant on the first day and on the as-of date, not the day before or after', () => {
    const rows = [
      row('2023-03-15', GENERAL, 1),
      row('2023-03-16', GENERAL, 10),
      row('2026-03-15', GENERAL, 100),
      row('2026-03-16', GENERAL, 1000),
    ]
    const summary = deMinimisSummary(rows, '2026-03-15')
    expect(summary.aid.map((a) => a.granted_on)).toEqual(['2023-03-16', '2026-03-15'])
    expect(use(summary, '2023/2831')?.used).toBe(110)
  })
})

describe('ceilings', () => {
  it('are those in force on the as-of date, the agricultural one changing on 16 Dec 2024', () => {
    expect(ceilingOn('1408/2013', '2024-12-15')).toBe(25_000)
    expect(ceilingOn('1408/2013', '2024-12-16')).toBe(50_000)
    expect(ceilingOn('717/2014', '2023-10-24')).toBe(30_000)
    expect(ceilingOn('717/2014', '2023-10-25')).toBe(40_000)
    expect(ceilingOn('2023/2831', '2023-12-31')).toBe(200_000)
    expect(ceilingOn('2023/2831', '2024-01-01')).toBe(300_000)
    expect(ceilingOn('2023/2832', '2026-01-01')).toBe(750_000)
  })

  it('flags an agricultural aid over 25,000 € the day before the change, not on it', () => {
    const rows = [row('2024-06-01', AGRI, 30_000)]
    expect(use(deMinimisSummary(rows, '2024-12-15'), '1408/2013')).toMatchObject({
      ceiling: 25_000,
      left: -5000,
      over: true,
    })
    expect(use(deMinimisSummary(rows, '2024-12-16'), '1408/2013')).toMatchObject({
      ceiling: 50_000,
      left: 20_000,
      over: false,
    })
  })

  it('passes the general ceiling by one cent, not at it', () => {
    const at = deMinimisSummary([row('2025-01-01', GENERAL, 300_000)], '2026-01-01')
    expect(use(at, '2023/2831')).toMatchObject({ used: 300_000, left: 0, over: false })
    const past = deMinimisSummary(
      [row('2025-01-01', GENERAL, 300_000), row('2025-02-01', GENERAL, 0.01)],
      '2026-01-01',
    )
    expect(use(past, '2023/2831')).toMatchObject({ left: -0.01, over: true })
  })

  it('cumulates: general, 1407/2013, agricultural and fisheries under 300,000 €; SGEI under 750,000 € only', () => {
    const summary = deMinimisSummary(
      [
        row('2025-01-01', GENERAL, 100_000),
        row('2024-01-10', OLD_GENERAL, 50_000),
        row('2025-02-01', AGRI, 20_000),
        row('2025-03-01', FISH, 10_000),
        row('2025-04-01', SGEI, 400_000),
        row('2025-05-01', 'SIN REGLAMENTO - NOTIFICACIÓN PREVIA', 999_999),
        row(null, GENERAL, 5000),
      ],
      '2026-01-01',
    )
    expect(summary.ceilings).toEqual([
      { regulation: '2023/2831', ceiling: 300_000, used: 180_000, left: 120_000, over: false },
      { regulation: '2023/2832', ceiling: 750_000, used: 580_000, left: 170_000, over: false },
      { regulation: '1408/2013', ceiling: 50_000, used: 20_000, left: 30_000, over: false },
      { regulation: '717/2014', ceiling: 40_000, used: 10_000, left: 30_000, over: false },
    ])
    expect(summary.other).toBe(1)
    expect(summary.undated).toBe(1)
    expect(summary.aid).toHaveLength(5)
  })

  it('sums a group’s rows once each, whichever member they came from', () => {
    const a = row('2025-01-01', GENERAL, 180_000)
    const b = row('2025-06-01', GENERAL, 150_000)
    const group = deMinimisSummary(
      [
        { ...a, nif: 'B11111111' },
        { ...b, nif: 'B22222222' },
        { ...a, nif: 'B11111111' },
      ],
      '2026-01-01',
    )
    expect(use(group, '2023/2831')).toMatchObject({ used: 330_000, over: true })
    expect(group.aid.map((x) => x.nif)).toEqual(['B11111111', 'B22222222'])
  })
})

describe('fitsAid', () => {
  it('says whether a new aid fits every ceiling it counts against', () => {
    const summary = deMinimisSummary(
      [row('2025-01-01', GENERAL, 280_000), row('2025-01-02', AGRI, 10_000)],
      '2026-01-01',
    )
    expect(fitsAid(summary, 10_000, '2023/2831')).toEqual({ fits: true, passes: [] })
    expect(fitsAid(summary, 10_000.01, '2023/2831')).toEqual({
      fits: false,
      passes: ['2023/2831'],
    })
    // SGEI aid counts against the SGEI ceiling only.
    expect(fitsAid(summary, 400_000, '2023/2832')).toEqual({ fits: true, passes: [] })
    // Agricultural aid within its own ceiling still passes the general one.
    expect(fitsAid(summary, 15_000, '1408/2013')).toEqual({ fits: false, passes: ['2023/2831'] })
  })
})
