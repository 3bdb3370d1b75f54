import { windowEndingOn } from '@shared/bdns/de-minimis'
import { addDays } from '@shared/format'
import { createRandom, deriveSeed, type Random } from '../random'
import { FIRST_CLIENT_ID } from '../seed/clients-seed'
import { type DemoServiceState } from '../state'

/** A row of `minimis/busqueda` as BDNS writes it (bdns.md §2.1): no `importe`, `codigoConcesion`. */
export interface DemoMinimisRow {
  idConcesion: number
  idConvocatoria: number
  idPersona: number
  codigoConcesion: string
  numeroConvocatoria: string
  convocante: string
  reglamento: string
  sectorProducto: string
  instrumento: string
  fechaConcesion: string
  fechaRegistro: string
  beneficiario: string
  sectorActividad: string | null
  ayudaEquivalente: number
}

/** The texts BDNS gives each regulation (bdns.md §2.1, §7), and one that is no de minimis. */
const REGULATION_TEXTS = {
  general: 'REGLAMENTO (UE) 2023/2831 DE LA COMISIÓN, DE 13 DE DICIEMBRE DE 2023, DE MINIMIS',
  oldGeneral: 'REG (UE) 1407/2013, DE 18 DE DICIEMBRE, DE MINIMIS',
  agricultural: 'REG (UE) 1408/2013, DE 18 DE DICIEMBRE, de minimis',
  fisheries: 'REG (UE) 717/2014, DE 27 DE JUNIO, DE MINIMIS PESCA',
  sgei: 'REGLAMENTO (UE) 2023/2832 DE MINIMIS SIEG',
  other: 'REG (UE) 651/2014 EXENCIÓN POR CATEGORÍAS',
} as const
type RegulationKind = keyof typeof REGULATION_TEXTS

/** Clients seeded with registry rows: the first ones of the sequential seed. */
const MAX_SEEDED_CLIENTS = 20_000
/** The demo client over the general ceiling, and the two that are one undertaking. */
export const OVER_CEILING_CLIENT_ID = FIRST_CLIENT_ID
export const LINKED_CLIENT_IDS = [FIRST_CLIENT_ID + 1, FIRST_CLIENT_ID + 2] as const

const GRANTORS = [
  'ESTADO MINISTERIO DE INDUSTRIA Y TURISMO',
  'CASTILLA Y LEÓN DIRECCIÓN GENERAL DE PRODUCCIÓN AGRÍCOLA Y GANADERA',
  'COMUNIDAD DE MADRID CONSEJERÍA DE ECONOMÍA, HACIENDA Y EMPLEO',
  'DIPUTACIÓN PROVINCIAL DE VALENCIA',
  'AYUNTAMIENTO DE SEVILLA',
  'ANDALUCÍA AGENCIA DE INNOVACIÓN Y DESARROLLO',
]

interface Planned {
  kind: RegulationKind
  grantedOn: string
  amount: number
  /** Registered this many days after the grant (late registrations are common, bdns.md §3). */
  lateDays: number
}

const minDay = (day: string | null, today: string) => (day && day < today ? day : today)

/** Natural persons are shown masked (bdns.md §4). */
const beneficiaryOf = (nif: string, name: string) =>
  /^[0-9XYZ]/.test(nif)
    ? `***${nif.slice(3, 7)}** ${name.toUpperCase()}`
    : `${nif} ${name.toUpperCase()}`

/** Each client's rows: a few, under different regulations, some at the window's edges. */
function planFor(index: number, random: Random, today: string): Planned[] {
  const window = windowEndingOn(today)
  const day = (from: string, span: number) => addDays(from, random.int(0, span)) ?? from
  const recent = () => day(addDays(today, -700) ?? today, 690)
  const late = () => random.int(3, 400)
  if (index === 0) {
    return [
      { kind: 'general', grantedOn: recent(), amount: 180_000, lateDays: 10 },
      { kind: 'general', grantedOn: recent(), amount: 130_000, lateDays: 30 },
      { kind: 'oldGeneral', grantedOn: window.from, amount: 15_000, lateDays: 60 },
    ]
  }
  if (index === 1) return [{ kind: 'general', grantedOn: recent(), amount: 180_000, lateDays: 5 }]
  if (index === 2) return [{ kind: 'general', grantedOn: recent(), amount: 150_000, lateDays: 5 }]
  const rows: Planned[] = [
    {
      kind: 'general',
      grantedOn: recent(),
      amount: random.amount(2_000, 60_000),
      lateDays: late(),
    },
  ]
  // Every client has one row just inside or just outside the three years.
  rows.push({
    kind: 'oldGeneral',
    grantedOn: index % 2 === 0 ? window.from : (addDays(window.from, -1) ?? window.from),
    amount: random.amount(1_000, 40_000),
    lateDays: late(),
  })
  const extra: RegulationKind[] = ['agricultural', 'fisheries', 'sgei', 'other']
  const kind = extra[index % extra.length] ?? 'other'
  const amount = kind === 'sgei' ? random.amount(20_000, 200_000) : random.amount(1_000, 20_000)
  rows.push({ kind, grantedOn: recent(), amount, lateDays: late() })
  return rows
}

/** The demo registry's de minimis rows, made from the demo clients on first use. */
export class DemoMinimis {
  private byNif: Map<string, DemoMinimisRow[]> | null = null

  constructor(private readonly state: DemoServiceState) {}

  rowsOf(nif: string): readonly DemoMinimisRow[] {
    this.byNif ??= this.build()
    return this.byNif.get(nif) ?? []
  }

  private build(): Map<string, DemoMinimisRow[]> {
    const map = new Map<string, DemoMinimisRow[]>()
    const count = Math.min(this.state.clients.size, MAX_SEEDED_CLIENTS)
    let nextId = 90_000_000
    for (let index = 0; index < count; index++) {
      const client = this.state.clients.get(FIRST_CLIENT_ID + index)?.client
      if (!client?.nif || map.has(client.nif)) continue
      const random = createRandom(deriveSeed(this.state.seed, `bdns:${client.nif}`))
      const rows = planFor(index, random, this.state.today).map((plan, n): DemoMinimisRow => {
        const id = nextId++
        const call = 600_000 + ((index * 7 + n * 13) % 300_000)
        return {
          idConcesion: id,
          idConvocatoria: call + 201_550,
          idPersona: 5_000_000 + index,
          codigoConcesion: String(id),
          numeroConvocatoria: String(call),
          convocante: `${random.pick(GRANTORS)} `,
          reglamento: REGULATION_TEXTS[plan.kind],
          sectorProducto: 'Todos',
          instrumento: 'SUBVENCIÓN y ENTREGA DINERARIA SIN CONTRAPRESTACIÓN ',
          fechaConcesion: plan.grantedOn,
          fechaRegistro: minDay(addDays(plan.grantedOn, plan.lateDays), this.state.today),
          beneficiario: beneficiaryOf(client.nif, client.business_name),
          sectorActividad: random.chance(0.02) ? null : 'COMERCIO AL POR MENOR',
          ayudaEquivalente: plan.amount,
        }
      })
      map.set(client.nif, rows)
    }
    return map
  }
}
