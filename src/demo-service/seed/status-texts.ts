import { spanishDate } from '../dates'

/**
 * How a grant publishes its dates: `dates` shows them; `no-dates` shows none («Abierta»,
 * «Próxima apertura»); `until-funds` is open until its budget runs out («Abierta hasta agotar
 * fondos»; before it opens, «Próxima apertura»). A closed grant always shows its closing date.
 */
export type DatePublishing = 'dates' | 'no-dates' | 'until-funds'

type StatusTextKind =
  'open-until' | 'opens-and-closes' | 'upcoming' | 'open' | 'open-until-funds' | 'closed'

export interface StatusTextForm {
  kind: StatusTextKind
  /** Matches the whole text; dates as DD/MM/YYYY in the groups `open` and `close`. */
  pattern: RegExp
  example: string
  /** The simulator offers open and upcoming grants only: never a closed one. */
  offeredBySimulator: boolean
}

const DATE = String.raw`\d{2}/\d{2}/\d{4}`

/**
 * Every `status_text` the demo service produces (operation 9 answers the first five):
 * - «Abierta hasta el 30/06/2026»: open, with its closing date;
 * - «Apertura el 02/12/2026 y cierre el 15/01/2027»: upcoming, with both dates;
 * - «Próxima apertura»: upcoming, no date published yet;
 * - «Abierta»: open, no closing date published;
 * - «Abierta hasta agotar fondos»: open until the budget runs out, no date;
 * - «Cerrada el 31/03/2026»: closed (the grant catalogue only, never the simulator).
 */
export const STATUS_TEXT_FORMS: readonly StatusTextForm[] = [
  {
    kind: 'open-until',
    pattern: new RegExp(`^Abierta hasta el (?<close>${DATE})$`),
    example: 'Abierta hasta el 30/06/2026',
    offeredBySimulator: true,
  },
  {
    kind: 'opens-and-closes',
    pattern: new RegExp(`^Apertura el (?<open>${DATE}) y cierre el (?<close>${DATE})$`),
    example: 'Apertura el 02/12/2026 y cierre el 15/01/2027',
    offeredBySimulator: true,
  },
  {
    kind: 'upcoming',
    pattern: /^Próxima apertura$/,
    example: 'Próxima apertura',
    offeredBySimulator: true,
  },
  { kind: 'open', pattern: /^Abierta$/, example: 'Abierta', offeredBySimulator: true },
  {
    kind: 'open-until-funds',
    pattern: /^Abierta hasta agotar fondos$/,
    example: 'Abierta hasta agotar fondos',
    offeredBySimulator: true,
  },
  {
    kind: 'closed',
    pattern: new RegExp(`^Cerrada el (?<close>${DATE})$`),
    example: 'Cerrada el 31/03/2026',
    offeredBySimulator: false,
  },
]

/** What `statusTextOf` needs of a grant. */
export interface DatedGrant {
  startDate: string
  endDate: string
  publishing: DatePublishing
}

/** The grant's `status_text` as of `todayIso`; one of STATUS_TEXT_FORMS. */
export function statusTextOf(grant: DatedGrant, todayIso: string): string {
  const { startDate, endDate, publishing } = grant
  if (startDate > todayIso) {
    return publishing === 'dates'
      ? `Apertura el ${spanishDate(startDate)} y cierre el ${spanishDate(endDate)}`
      : 'Próxima apertura'
  }
  if (endDate < todayIso) return `Cerrada el ${spanishDate(endDate)}`
  switch (publishing) {
    case 'dates':
      return `Abierta hasta el ${spanishDate(endDate)}`
    case 'no-dates':
      return 'Abierta'
    case 'until-funds':
      return 'Abierta hasta agotar fondos'
  }
}
