import { describe, expect, it } from 'vitest'
import {
  GrantDetailsSchema,
  GrantDocumentsSchema,
  GrantEvaluationSchema,
  GrantNormativeSchema,
  GrantRelatedSchema,
} from '../grant-info'
import { WIRE_ANSWERS } from '../../../test/fixtures/wire-answers'
import {
  GRANT_LIST_LIMIT,
  GRANT_TEXT_LIMIT,
  GrantDetailsWireSchema,
  GrantDocumentsWireSchema,
  GrantEvaluationWireSchema,
  GrantNormativeWireSchema,
  GrantRelatedWireSchema,
} from './grant-detail'

type Plain = Record<string, unknown>

const READERS = [
  ['grants.details', GrantDetailsWireSchema, GrantDetailsSchema],
  ['grants.documents', GrantDocumentsWireSchema, GrantDocumentsSchema],
  ['grants.evaluation', GrantEvaluationWireSchema, GrantEvaluationSchema],
  ['grants.normative', GrantNormativeWireSchema, GrantNormativeSchema],
] as const

describe('a grant’s sections as the wire sends them (SC-GRANT-2)', () => {
  it.each(READERS)(
    '%s: each field absent, null or of the wrong type reads alone as missing',
    (operation, reader, held) => {
      const sample = WIRE_ANSWERS[operation] as Plain
      const whole = reader.parse(sample)
      expect(held.parse(whole)).toEqual(whole)
      for (const key of Object.keys(sample)) {
        for (const broken of [undefined, null, 42, 'x', { a: 1 }]) {
          const read = reader.safeParse({ ...sample, [key]: broken })
          expect(read.success, `${key}=${JSON.stringify(broken)}`).toBe(true)
          expect(held.safeParse(read.data).success, key).toBe(true)
        }
      }
    },
  )

  it('reads extra_limit as the text the vendor types it as, a plain number as a number (SC-GRANT-10)', () => {
    const limit = (value: unknown) =>
      GrantDetailsWireSchema.parse({ extra_limit: value }).extraLimit
    expect(limit('12000')).toBe(12000)
    expect(limit(12000.5)).toBe(12000.5)
    expect(limit('Hasta el 80 % del coste, con un máximo de 12.000 €')).toBe(
      'Hasta el 80 % del coste, con un máximo de 12.000 €',
    )
    expect(limit('  ')).toBeNull()
    expect(limit(undefined)).toBeNull()
  })

  it('reads the vendor’s examples', () => {
    expect(GrantDetailsWireSchema.parse(WIRE_ANSWERS['grants.details'])).toMatchObject({
      slug: 'kit-digital-segmento-iii',
      title: 'Kit Digital - Segmento III (0-2 empleados)',
      publisher: 'Red.es',
      executionPeriod: '12 meses desde la fecha de concesión',
      extraLimit: 2000,
    })
    expect(GrantNormativeWireSchema.parse(WIRE_ANSWERS['grants.normative'])).toMatchObject({
      bdns: ['639942', '651203'],
      nonCompetitive: true,
      files: [
        {
          id: 5023,
          primary: true,
          documentType: 'Bases reguladoras',
          url: 'https://s3.eu-west-1.amazonaws.com/media.fandit.es/files/bases_reguladoras_kit_digital_iii.pdf',
        },
      ],
    })
    expect(GrantDocumentsWireSchema.parse(WIRE_ANSWERS['grants.documents']).templates).toEqual([
      {
        id: 7745,
        title: 'Formulario de solicitud',
        filename: 'formulario.pdf',
        primary: true,
        documentType: null,
        url: null,
      },
    ])
    expect(GrantEvaluationWireSchema.parse(WIRE_ANSWERS['grants.evaluation'])).toEqual({
      requirements: 'Por estricto orden de presentación.',
      minimis: false,
    })
    const related = GrantRelatedWireSchema.parse(WIRE_ANSWERS['grants.related'])
    expect(GrantRelatedSchema.parse(related)).toEqual(related)
    expect(related.editions[0]).toMatchObject({
      title: 'Programa NEOTEC 2024.',
      scope: 'Estatal',
      concessionsCount: 64,
      startDate: '2024-04-10',
    })
  })

  it('caps texts and lists, and refuses an answer that is no object', () => {
    const long = 'x'.repeat(GRANT_TEXT_LIMIT + 10)
    expect(GrantEvaluationWireSchema.parse({ requirements: long }).requirements).toHaveLength(
      GRANT_TEXT_LIMIT,
    )
    const many = Array.from({ length: GRANT_LIST_LIMIT + 5 }, (_, i) => String(i + 1))
    expect(GrantNormativeWireSchema.parse({ bdns_list: many }).bdns).toHaveLength(GRANT_LIST_LIMIT)
    expect(GrantDetailsWireSchema.safeParse([]).success).toBe(false)
    expect(GrantDetailsWireSchema.safeParse('x').success).toBe(false)
    expect(GrantRelatedWireSchema.safeParse({}).success).toBe(false)
  })

  it('leaves out an unnamed file, an edition without its slug and a BDNS code that is no number', () => {
    const normative = GrantNormativeWireSchema.parse({
      pdf_files: [{ id: 1 }, null, 'x', { filename: 'bases.pdf', source: 7 }],
      bdns_list: ['639942', 651203, 'abc', null],
    })
    expect(normative.files).toEqual([
      {
        id: null,
        title: 'bases.pdf',
        filename: 'bases.pdf',
        primary: false,
        documentType: null,
        url: null,
      },
    ])
    expect(normative.bdns).toEqual(['639942', '651203'])
    const related = GrantRelatedWireSchema.parse([
      { slug: null, cleaned_title: 'Sin slug' },
      { slug: 'con-slug-2024', cleaned_title: null, concessions_count: '12' },
    ])
    expect(related.editions).toEqual([
      expect.objectContaining({
        slug: 'con-slug-2024',
        title: 'con-slug-2024',
        concessionsCount: 12,
      }),
    ])
    expect(GrantRelatedWireSchema.parse({ results: [] })).toEqual({ editions: [] })
  })
})
