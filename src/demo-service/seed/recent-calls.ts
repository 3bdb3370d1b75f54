import { dayOf, isoOf, yearOf } from '../dates'
import { APPLICANT as A } from './catalogue-seed'
import { type Grant, provincesOf, scopeOf } from './grants'
import { type Territory } from './programmes'

/**
 * Calls published lately, dated from the demo service's `today` rather than from a yearly
 * calendar: one closes today, the others over the coming four months, and one is announced. So a
 * search for what closes «este mes» or in the next 30 days always finds something, whatever the
 * date. They are listed by `funds/` and have a detail, but neither concessions nor a place in
 * the simulator's answers (too new for either).
 */
interface RecentProgramme {
  slug: string
  title: string
  territory: Territory
  applicants: readonly number[]
  actions: readonly number[]
  totalAmount: number
  award: readonly [min: number, max: number]
  /** Days from today to its closing; the announced one opens `opensIn` days from today. */
  closesIn: number
  opensIn?: number
}

const community = (code: number) => ({ kind: 'community', code }) as const
const province = (code: number) => ({ kind: 'province', code }) as const
const national = { kind: 'national' } as const

const RECENT: readonly RecentProgramme[] = [
  {
    slug: 'bono-comercio-local',
    title: 'Bono Comercio Local: modernización del pequeño comercio',
    territory: community(7),
    applicants: [A.pyme, A.micro, A.autonomo],
    actions: [24, 2, 40],
    totalAmount: 3_500_000,
    award: [1500, 6000],
    closesIn: 0,
  },
  {
    slug: 'digitalizacion-hosteleria',
    title: 'Ayudas a la digitalización de la hostelería y los alojamientos turísticos',
    territory: national,
    applicants: [A.pyme, A.micro, A.autonomo],
    actions: [1, 2, 4, 39],
    totalAmount: 40_000_000,
    award: [3000, 15000],
    closesIn: 6,
  },
  {
    slug: 'contratacion-jovenes-cyl',
    title: 'Incentivos a la contratación indefinida de jóvenes en Castilla y León',
    territory: community(7),
    applicants: [A.pyme, A.micro, A.autonomo, A.large],
    actions: [28, 29],
    totalAmount: 12_000_000,
    award: [4000, 10000],
    closesIn: 13,
  },
  {
    slug: 'ciberseguridad-pymes-madrid',
    title: 'Programa de ciberseguridad para pymes de la Comunidad de Madrid',
    territory: community(13),
    applicants: [A.pyme, A.micro],
    actions: [3, 1],
    totalAmount: 6_000_000,
    award: [2000, 8000],
    closesIn: 27,
  },
  {
    slug: 'autoconsumo-agrario-valladolid',
    title: 'Ayudas al autoconsumo fotovoltaico en explotaciones agrarias de Valladolid',
    territory: province(47),
    applicants: [A.pyme, A.micro, A.autonomo, A.cooperative],
    actions: [12, 14],
    totalAmount: 2_000_000,
    award: [5000, 30000],
    closesIn: 41,
  },
  {
    slug: 'ferias-internacionales-andalucia',
    title: 'Apoyo a la participación en ferias internacionales de empresas andaluzas',
    territory: community(1),
    applicants: [A.pyme, A.large],
    actions: [36, 37],
    totalAmount: 8_000_000,
    award: [3000, 25000],
    closesIn: 62,
  },
  {
    slug: 'innovacion-industrial-cataluna',
    title: 'Proyectos de innovación de producto en la industria catalana',
    territory: community(9),
    applicants: [A.pyme, A.large, A.startup],
    actions: [17, 18, 6],
    totalAmount: 25_000_000,
    award: [20000, 200000],
    closesIn: 95,
  },
  {
    slug: 'relevo-generacional-rural',
    title: 'Ayudas al relevo generacional en negocios rurales',
    territory: national,
    applicants: [A.autonomo, A.micro, A.cooperative],
    actions: [35, 33],
    totalAmount: 15_000_000,
    award: [6000, 20000],
    closesIn: 125,
  },
  {
    slug: 'eficiencia-energetica-galicia',
    title: 'Eficiencia energética en la pequeña y mediana empresa gallega',
    territory: community(12),
    applicants: [A.pyme, A.micro],
    actions: [9, 11],
    totalAmount: 9_000_000,
    award: [4000, 50000],
    opensIn: 18,
    closesIn: 80,
  },
]

/** Ids in 600001–600099: apart from the yearly editions' 700000–999999. */
const FIRST_RECENT_ID = 600_001

/** The recent calls as of `todayIso` (see RECENT). */
export function generateRecentCalls(todayIso: string): Grant[] {
  const today = dayOf(todayIso)
  return RECENT.map((programme, index): Grant => {
    const start = today + (programme.opensIn ?? -(20 + 7 * index))
    const end = today + programme.closesIn
    return {
      id: FIRST_RECENT_ID + index,
      slug: `${programme.slug}-${yearOf(isoOf(start))}`,
      title: `${programme.title} (convocatoria ${yearOf(isoOf(start))})`,
      startDate: isoOf(start),
      endDate: isoOf(end),
      publishing: 'dates',
      scope: scopeOf(programme.territory),
      totalAmount: programme.totalAmount,
      applicants: programme.applicants,
      actions: programme.actions,
      provinces: provincesOf(programme.territory),
      award: programme.award,
      weight: 1,
    }
  })
}
