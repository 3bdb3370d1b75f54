import { readFileSync } from 'node:fs'
import { describe, it, expect } from 'vitest'
import { fieldMessagesOf } from '../validation'
import { parseDelimited } from '../csv-parse'
import { CNAE_CLASSES, CnaeIdSchema, cnaeById, cnaeCodeOf, cnaeLabel, searchCnae } from './cnae'
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
    expect(cnaeLabel(6201)).toBe('6201 · Actividades de programación informática')
    expect(cnaeLabel(111)).toBe(
      '0111 · Cultivo de cereales (excepto arroz), leguminosas y semillas oleaginosas',
    )
    expect(cnaeLabel(1234)).toBe('CNAE 1234 (desconocido)')
    expect(cnaeLabel(5)).toBe('CNAE 0005 (desconocido)')
  })

  it('pads ids to four digits', () => {
    expect(cnaeCodeOf(111)).toBe('0111')
    expect(cnaeCodeOf(6201)).toBe('6201')
    expect(cnaeCodeOf(-1)).toBe('-1')
  })
})

describe('searchCnae', () => {
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
  it('accepts known class ids only, saying why with its catalogue key', () => {
    expect(CnaeIdSchema.parse(6201)).toBe(6201)
    for (const bad of [1234, 62, 62.01, '6201']) {
      const result = CnaeIdSchema.safeParse(bad)
      expect(result.success ? null : fieldMessagesOf(result.error)).toEqual({
        _: [{ key: 'validation.cnae_code' }],
      })
    }
  })
})
