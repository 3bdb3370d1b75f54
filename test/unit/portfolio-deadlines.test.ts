import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { type OpportunitiesRun, type PortfolioRow } from '@shared/portfolio'
import { deadlinesOf, parseStatusText } from '@shared/portfolio-deadlines'
import { STATUS_TEXT_FORMS } from '../../src/demo-service/seed/status-texts'
import { deadlinesCalendar } from '../../src/main/portfolio/ics'

/** DD/MM/YYYY → YYYY-MM-DD, the way a reader of the text would. */
const iso = (text: string | undefined) => (text ? text.split('/').reverse().join('-') : null)

describe('the status_text parser', () => {
  it('reads every form the demo service produces: the dates of those that carry them, none of the others', () => {
    expect(STATUS_TEXT_FORMS.length).toBeGreaterThan(0)
    for (const form of STATUS_TEXT_FORMS) {
      const groups = form.pattern.exec(form.example)?.groups ?? {}
      const parsed = parseStatusText(form.example)
      if (groups['open'] || groups['close']) {
        expect(parsed, form.example).toEqual({
          kind: 'dates',
          open: iso(groups['open']),
          close: iso(groups['close']),
        })
      } else {
        expect(parsed, form.example).toEqual({ kind: 'none' })
      }
    }
  })

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

const row = (client: number, slug: string, status_text: string): PortfolioRow => ({
  client_id: client,
  client_name: `Cliente ${client}`,
  nif: `B0000000${client}`,
  slug,
  formatted_title: `Ayuda ${slug}`,
  status_text,
  total_amount: 1000,
  scope: 'Nacional',
  new: false,
  received: null,
  origin: 'profile',
})

const run = (rows: PortfolioRow[]): OpportunitiesRun => ({
  kind: 'opportunities',
  runAt: Date.UTC(2026, 10, 22),
  previousRunAt: null,
  clients: 3,
  requests: 2,
  confirmedRequests: null,
  incomplete: [],
  rows,
  disappeared: [],
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

  it('exports one all-day event per deadline that an iCalendar parser reads back', () => {
    const text = deadlinesCalendar(view, 'es')
    const calendar = ICAL.Component.fromString(text)
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(events).toHaveLength(view.deadlines.length)
    const first = events[0]
    expect(first?.startDate.isDate).toBe(true)
    expect(first?.startDate.toString()).toBe('2026-06-30')
    expect(first?.endDate.toString()).toBe('2026-07-01')
    expect(first?.summary).toBe('Cierre: Ayuda b-grant')
    expect(first?.description).toBe('Clientes: Cliente 1, Cliente 2')
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length)
    expect(events.map((e) => e.summary)).toContain('Apertura: Ayuda a-grant')
  })

  it('reminds of each closing at 9:00 a week before and the day before; an opening has no reminder', () => {
    const calendar = ICAL.Component.fromString(deadlinesCalendar(view, 'es'))
    const alarmsOf = (slug: string, kind: string) => {
      const event = calendar
        .getAllSubcomponents('vevent')
        .find(
          (e) =>
            String(e.getFirstPropertyValue('uid')).startsWith(`${kind}-`) &&
            String(e.getFirstPropertyValue('uid')).endsWith(`-${slug}@grants-desk`),
        )
      return (event?.getAllSubcomponents('valarm') ?? []).map((alarm) => {
        const seconds = (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()
        const days = Math.floor(seconds / 86_400)
        return {
          action: alarm.getFirstPropertyValue('action'),
          description: alarm.getFirstPropertyValue('description'),
          // Relative to the event's start, midnight of its day: 9:00 of the day N days before.
          at: { days, hour: (seconds - days * 86_400) / 3600 },
        }
      })
    }
    expect(alarmsOf('b-grant', 'close')).toEqual([
      {
        action: 'DISPLAY',
        description: 'Cierra dentro de una semana: Ayuda b-grant',
        at: { days: -7, hour: 9 },
      },
      { action: 'DISPLAY', description: 'Cierra mañana: Ayuda b-grant', at: { days: -1, hour: 9 } },
    ])
    expect(alarmsOf('a-grant', 'open')).toEqual([])
    const english = ICAL.Component.fromString(deadlinesCalendar(view, 'en'))
    const descriptions = english
      .getAllSubcomponents('vevent')
      .flatMap((e) => e.getAllSubcomponents('valarm'))
      .map((alarm) => String(alarm.getFirstPropertyValue('description')))
    expect(descriptions).toContain('Closes tomorrow: Ayuda a-same-day')
  })
})
