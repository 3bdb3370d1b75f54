import { describe, expect, it } from 'vitest'
import { deadlinesOf, parseStatusText } from '@shared/portfolio/portfolio-deadlines'
import { row, run } from '../../../test/fixtures/portfolio-run'

describe('the status_text parser', () => {
  it('reads the examples of the issue exactly', () => {
    expect(parseStatusText('Abierta hasta el 30/06/2026')).toEqual({
      kind: 'dates',
      open: null,
      close: '2026-06-30',
    })
    expect(parseStatusText('Apertura el 02/12/2026 y cierre el 15/01/2027')).toEqual({
      kind: 'dates',
      open: '2026-12-02',
      close: '2027-01-15',
    })
    for (const text of ['Próxima apertura', 'Abierta', 'Abierta hasta agotar fondos'])
      expect(parseStatusText(text), text).toEqual({ kind: 'none' })
  })

  it('never guesses: an impossible day or an unknown wording is unparsed', () => {
    expect(parseStatusText('Abierta hasta el 31/02/2026')).toEqual({ kind: 'unparsed' })
    expect(parseStatusText('Abierta hasta el 2026-06-30')).toEqual({ kind: 'unparsed' })
    expect(parseStatusText('Plazo: hasta el 30 de junio')).toEqual({ kind: 'unparsed' })
  })
})

describe('the deadlines of a run', () => {
  const view = deadlinesOf(
    run([
      row(1, 'b-grant', 'Abierta hasta el 30/06/2026'),
      row(2, 'b-grant', 'Abierta hasta el 30/06/2026'),
      row(1, 'a-grant', 'Apertura el 02/12/2026 y cierre el 15/01/2027'),
      row(3, 'a-same-day', 'Abierta hasta el 02/12/2026'),
      row(3, 'funds', 'Abierta hasta agotar fondos'),
      row(2, 'odd', 'Abierta hasta el 31/02/2026'),
    ]),
  )

  it('lists each dated closing and opening once per grant, with its clients, by date then slug', () => {
    expect(view.deadlines.map((d) => [d.date, d.slug, d.kind, d.client_ids])).toEqual([
      ['2026-06-30', 'b-grant', 'close', [1, 2]],
      ['2026-12-02', 'a-grant', 'open', [1]],
      ['2026-12-02', 'a-same-day', 'close', [3]],
      ['2027-01-15', 'a-grant', 'close', [1]],
    ])
    expect(view.unparsed).toEqual([
      {
        slug: 'odd',
        formatted_title: 'Ayuda odd',
        status_text: 'Abierta hasta el 31/02/2026',
        client_ids: [2],
      },
    ])
  })
})
