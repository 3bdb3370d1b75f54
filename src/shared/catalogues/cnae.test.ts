import { readFileSync } from 'node:fs'
import { describe, it, expect } from 'vitest'
import { fieldMessagesOf } from '../validation'
import { parseDelimited } from '../csv-parse'
import {
  CNAE_CLASSES,
  CNAE_CODES_AS_IDS,
  cnaeById,
  cnaeCodeOf,
  cnaeEntriesOf,
  CnaeIdSchema,
  cnaeIn,
  cnaeLabelIn,
  searchCnaeIn,
} from './cnae'
import { CNAE_ROWS } from './cnae.generated'

const shippedUrl = new URL('../../../resources/data/cnae2009.csv', import.meta.url)

describe('cnae.generated', () => {
  it('equals a fresh parse of resources/data/cnae2009.csv', () => {
    const [header, ...rows] = parseDelimited(readFileSync(shippedUrl, 'utf8'), ';')
    expect(header).toEqual(['code', 'title', 'level'])
    expect(CNAE_ROWS).toEqual(rows)
  })

  it('holds 1,010 rows: 21 sections, 88 divisions, 272 groups, 629 classes', () => {
    expect(CNAE_ROWS).toHaveLength(1010)
    const counts: Record<string, number> = {}
    for (const [, , level] of CNAE_ROWS) counts[level] = (counts[level] ?? 0) + 1
    expect(counts).toEqual({ section: 21, division: 88, group: 272, class: 629 })
  })

  it('keeps the quoted titles that contain a semicolon', () => {
    expect(CNAE_ROWS.filter(([, title]) => title.includes(';'))).toHaveLength(27)
    expect(CNAE_ROWS.find(([code]) => code === '151')).toEqual([
      '151',
      'Preparación, curtido y acabado del cuero; fabricación de artículos de marroquinería, viaje y de guarnicionería y talabartería; preparación y teñido de pieles',
      'group',
    ])
  })
})

describe('CNAE_CLASSES', () => {
  it('holds the 629 classes with their division and section', () => {
    expect(CNAE_CLASSES).toHaveLength(629)
    expect(new Set(CNAE_CLASSES.map((entry) => entry.id)).size).toBe(629)
    for (const entry of CNAE_CLASSES) {
      expect(entry.code).toMatch(/^\d{4}$/)
      expect(entry.division).toBe(entry.code.slice(0, 2))
      expect(entry.section).toMatch(/^[A-U]$/)
    }
  })

  it('finds a class by the integer the service sends', () => {
    expect(cnaeById(111)).toEqual({
      code: '0111',
      id: 111,
      title: 'Cultivo de cereales (excepto arroz), leguminosas y semillas oleaginosas',
      division: '01',
      section: 'A',
    })
    expect(cnaeById(6201)).toMatchObject({ division: '62', section: 'J' })
    expect(cnaeById(9900)?.section).toBe('U')
    expect(cnaeById(62)).toBeUndefined()
  })

  it('labels known and unknown ids', () => {
    const cnaeLabel = (id: number) => cnaeLabelIn(CNAE_CODES_AS_IDS, id)
    expect(cnaeLabel(6201)).toBe('6201 · Actividades de programación informática')
    expect(cnaeLabel(111)).toBe(
      '0111 · Cultivo de cereales (excepto arroz), leguminosas y semillas oleaginosas',
    )
    expect(cnaeLabel(1234)).toBe('CNAE 1234 (desconocido)')
    expect(cnaeLabel(5)).toBe('CNAE 5 (desconocido)')
  })

  it('pads ids to four digits', () => {
    expect(cnaeCodeOf(111)).toBe('0111')
    expect(cnaeCodeOf(6201)).toBe('6201')
    expect(cnaeCodeOf(-1)).toBe('-1')
  })
})

const searchCnae = (query: string, limit?: number) => searchCnaeIn(CNAE_CODES_AS_IDS, query, limit)

describe('searchCnaeIn', () => {
  it('ignores accents and case in titles', () => {
    expect(searchCnae('programacion').map((entry) => entry.code)).toContain('6201')
    expect(searchCnae('PROGRAMACIÓN INFORMÁTICA')[0]?.code).toBe('6201')
  })

  it('puts code prefix matches first', () => {
    const codes = searchCnae('62').map((entry) => entry.code)
    expect(codes.slice(0, 4)).toEqual(['6201', '6202', '6203', '6209'])
    expect(searchCnae('0111')[0]?.code).toBe('0111')
  })

  it('needs every word in the title', () => {
    const results = searchCnae('cultivo arroz')
    expect(results.map((entry) => entry.code)).toContain('0112')
    for (const entry of results) expect(entry.title.toLowerCase()).toContain('arroz')
  })

  it('respects the limit and returns nothing for an empty query', () => {
    expect(searchCnae('a', 5)).toHaveLength(5)
    expect(searchCnae('   ')).toEqual([])
    expect(searchCnae('zzzz no existe')).toEqual([])
  })
})

describe('CnaeIdSchema', () => {
  it('accepts a positive integer id, and says why it refuses anything else', () => {
    expect(CnaeIdSchema.parse(6201)).toBe(6201)
    // A service's own id need not be a code (SC-CAT-5).
    expect(CnaeIdSchema.parse(5)).toBe(5)
    for (const bad of [0, -3, 62.01, '6201']) {
      const result = CnaeIdSchema.safeParse(bad)
      expect(result.success ? null : fieldMessagesOf(result.error)).toEqual({
        _: [{ key: 'validation.cnae_code' }],
      })
    }
  })
})

describe('the service’s CNAE ids (cnaeEntriesOf)', () => {
  it('maps each id to its CNAE-2009 code and the INE’s title, whatever the id', () => {
    const entries = cnaeEntriesOf([
      { id: 7, code: '62.01', code2009: '6201', title: 'Programación' },
      { id: 111, code: '0112', code2009: null, title: 'Arroz' },
      { id: 40, code: null, code2009: '62.02', title: null },
    ])
    expect(cnaeIn(entries, 7)).toEqual({
      id: 7,
      code: '6201',
      title: 'Actividades de programación informática',
    })
    // 111 is here the vendor's id of class 0112, not class 0111.
    expect(cnaeLabelIn(entries, 111)).toBe('0112 · Cultivo de arroz')
    expect(cnaeIn(entries, 40)?.code).toBe('6202')
    expect(cnaeLabelIn(entries, 6201)).toBe('CNAE 6201 (desconocido)')
    expect(searchCnaeIn(entries, 'programacion').map((entry) => entry.id)).toEqual([7])
  })

  it('keeps the service’s words for a code CNAE-2009 does not have', () => {
    const [entry] = cnaeEntriesOf([{ id: 3, code: '6210', title: 'Nueva actividad 2025' }])
    expect(entry).toEqual({ id: 3, code: '6210', title: 'Nueva actividad 2025' })
    expect(cnaeEntriesOf([{ id: 4 }])).toEqual([{ id: 4, code: '', title: '' }])
  })

  it('reads ids as the codes when the service has no CNAE list', () => {
    for (const none of [undefined, null, []]) {
      const entries = cnaeEntriesOf(none)
      expect(entries).toHaveLength(629)
      expect(cnaeLabelIn(entries, 6201)).toBe('6201 · Actividades de programación informática')
    }
  })
})
