import { describe, expect, it } from 'vitest'
import { type CaseTemplate } from './cases'
import { templateLabels, templateWords } from './template-labels'

const template = (id: number, name: string, fundTitle: string | null): CaseTemplate => ({
  id,
  name,
  fundId: fundTitle ? id * 10 : null,
  fundTitle,
})

describe('the labels of the templates of «Nuevo expediente»', () => {
  it('names a template by its grant’s short title and year, the others by their own name', () => {
    const kit =
      'Kit Digital: ayudas para la digitalización de pymes y autónomos (convocatoria 2026)'
    const labels = templateLabels([
      template(51, `Plantilla ${kit}`, kit),
      template(
        52,
        'Plantilla Programa Activa Industria 4.0 (convocatoria 2025)',
        'Programa Activa Industria 4.0 (convocatoria 2025)',
      ),
      template(
        53,
        'Plantilla',
        'Ayudas IDAE al autoconsumo y almacenamiento con energías renovables en el sector residencial',
      ),
      template(55, 'Plantilla genérica de subvención', null),
    ])
    expect([...labels.values()]).toEqual([
      'Kit Digital 2026',
      'Programa Activa Industria 4.0 2025',
      'Ayudas IDAE al autoconsumo y…',
      'Plantilla genérica de subvención',
    ])
  })

  it('tells apart templates of the same grant and year by their name, then by their id', () => {
    const moves = 'Programa MOVES III: movilidad eléctrica (convocatoria 2026)'
    const labels = templateLabels([
      template(61, 'Plantilla de solicitud', moves),
      template(62, 'Plantilla de justificación', moves),
      template(63, `Plantilla ${moves}`, moves),
      template(64, `Plantilla ${moves}`, moves),
    ])
    expect([...labels.values()]).toEqual([
      'Programa MOVES III 2026 · solicitud',
      'Programa MOVES III 2026 · justificación',
      'Programa MOVES III 2026 · #63',
      'Programa MOVES III 2026 · #64',
    ])
    expect(new Set(labels.values()).size).toBe(4)
  })

  it('finds a template by words of its whole name and its grant’s whole title, without accents', () => {
    const kit = 'Kit Digital: ayudas para la digitalización de pymes (convocatoria 2026)'
    const words = templateWords(template(51, 'Plantilla de solicitud', kit), 'Kit Digital 2026')
    expect(words).toContain('digitalizacion de pymes')
    expect(words).toContain('plantilla de solicitud')
  })
})
