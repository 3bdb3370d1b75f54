import { addDays } from '@shared/format'
import { bdnsOf } from '../seed/grant-details'
import { type Grant } from '../seed/grants'
import { type DemoServiceState } from '../state'

/** What the control changes in a call, so the watch can be shown and tested (issue 36, point 9). */
export interface CallChangeOrder {
  opensOn?: string | null
  closesOn?: string | null
  open?: boolean
  /** A new document published today, by its title. */
  document?: string
  /** A new notice in a bulletin, published today, by its title. */
  notice?: string
}

interface DemoDocument {
  id: number
  descripcion: string
  nombreFic: string
  long: number
  datMod: string
  datPublicacion: string
}

interface DemoNotice {
  numAnuncio: number
  titulo: string
  tituloLeng: null
  texto: string
  textoLeng: null
  url: string
  cve: string
  desDiarioOficial: string
  datPublicacion: string
}

interface CallState {
  opensOn: string | null
  closesOn: string | null
  open: boolean
  documents: DemoDocument[]
  notices: DemoNotice[]
}

/** How the detail writes its dates: as the 2026 captures do, or as the 2024 ones (bdns.md §1). */
export type DetailDates = 'day' | 'instant'

export const ADVERTENCIA =
  'La reutilización de los datos del Sistema Nacional de Publicidad de Subvenciones y Ayudas Públicas está sujeta a las condiciones de reutilización publicadas (demostración).'

/** The calls of the demo grants, by their BDNS code (the one `fund-normative` names). */
export class DemoCalls {
  private byCode: Map<string, Grant> | null = null
  private readonly states = new Map<string, CallState>()
  private nextDocument = 2_000_000
  /** `instant` writes the detail's dates as 2024's answers did. */
  dates: DetailDates = 'day'
  /** True: the application dates come as null (they flip null↔value, bdns.md §3). */
  nullDates = false

  constructor(private readonly state: DemoServiceState) {}

  has(code: string): boolean {
    return this.grantOf(code) !== undefined
  }

  /** Changes a call as a grantor would, from now on. Throws for a code no demo grant has. */
  change(code: string, order: CallChangeOrder): void {
    const current = this.current(code)
    if (!current) throw new RangeError(`Convocatoria BDNS desconocida: ${code}`)
    const today = this.state.today
    if (order.opensOn !== undefined) current.opensOn = order.opensOn
    if (order.closesOn !== undefined) current.closesOn = order.closesOn
    if (order.open !== undefined) current.open = order.open
    if (order.document !== undefined) {
      const id = this.nextDocument++
      current.documents.push(documentOf(id, order.document, `DOC_${id}.pdf`, today))
    }
    if (order.notice !== undefined) {
      const number = this.nextDocument++
      current.notices.push(noticeOf(number, order.notice, today))
    }
  }

  /** The detail of `convocatorias?numConv=` (bdns.md §2.2), or null for an unknown code. */
  detail(code: string): Record<string, unknown> | null {
    const grant = this.grantOf(code)
    const current = this.current(code)
    if (!grant || !current) return null
    const date = (day: string | null) =>
      day === null ? null : this.dates === 'instant' ? `${day}T00:00:00.000+01:00` : day
    const national = grant.scope === 'Nacional'
    return {
      id: Number(code) + 201_550,
      organo: {
        nivel1: national ? 'ESTADO' : 'AUTONOMICA',
        nivel2: national ? 'MINISTERIO DE INDUSTRIA Y TURISMO' : grant.scope.toUpperCase(),
        nivel3: national
          ? 'DIRECCIÓN GENERAL DE INDUSTRIA Y DE LA PEQUEÑA Y MEDIANA EMPRESA'
          : null,
      },
      sedeElectronica: 'https://sede.demo.grantsdesk.es',
      codigoBDNS: code,
      fechaRecepcion: date(addDays(grant.startDate, -15) ?? grant.startDate),
      instrumentos: [{ descripcion: 'SUBVENCIÓN y ENTREGA DINERARIA SIN CONTRAPRESTACIÓN ' }],
      tipoConvocatoria: 'Concurrencia competitiva - canónica',
      presupuestoTotal: grant.totalAmount,
      mrr: false,
      descripcion: grant.title,
      descripcionLeng: null,
      tiposBeneficiarios: [
        { descripcion: 'PYME Y PERSONAS FÍSICAS QUE DESARROLLAN ACTIVIDAD ECONÓMICA' },
      ],
      sectores: [],
      regiones: [{ descripcion: national ? 'ES - ESPAÑA' : grant.scope.toUpperCase() }],
      descripcionFinalidad: 'Industria y energía',
      descripcionBasesReguladoras: `Bases reguladoras de ${grant.title}`,
      urlBasesReguladoras: 'pendiente de publicación',
      sePublicaDiarioOficial: true,
      abierto: current.open,
      fechaInicioSolicitud: this.nullDates ? null : date(current.opensOn),
      fechaFinSolicitud: this.nullDates ? null : date(current.closesOn),
      textInicio: null,
      textFin: null,
      ayudaEstado: null,
      urlAyudaEstado: null,
      fondos: [],
      reglamento: null,
      objetivos: [],
      sectoresProductos: [],
      documentos: current.documents.map((d) => ({
        ...d,
        datMod: date(d.datMod),
        datPublicacion: date(d.datPublicacion),
      })),
      anuncios: current.notices.map((n) => ({ ...n, datPublicacion: date(n.datPublicacion) })),
      advertencia: ADVERTENCIA,
    }
  }

  /** A document's bytes (`convocatorias/documentos?idDocumento=`): a one-page PDF. */
  document(id: number): Buffer | null {
    for (const current of this.states.values()) {
      const doc = current.documents.find((d) => d.id === id)
      if (doc) return minimalPdf(doc.descripcion)
    }
    // Documents of calls not yet read are made on demand from their number.
    const code = String(Math.floor(id / 10) - 1_000_000)
    return this.current(code)?.documents.find((d) => d.id === id) ? minimalPdf(code) : null
  }

  private grantOf(code: string): Grant | undefined {
    this.byCode ??= new Map(this.state.grants.map((grant) => [bdnsOf(grant), grant]))
    return this.byCode.get(code)
  }

  private current(code: string): CallState | undefined {
    let current = this.states.get(code)
    const grant = this.grantOf(code)
    if (current || !grant) return current
    const base = (Number(code) + 1_000_000) * 10
    const published = addDays(grant.startDate, -10) ?? grant.startDate
    current = {
      opensOn: grant.startDate,
      closesOn: grant.endDate,
      open: false,
      documents: [
        documentOf(
          base + 1,
          'Texto en castellano de la convocatoria',
          `CONV_${code}.pdf`,
          published,
        ),
        documentOf(base + 2, 'Bases reguladoras', `BASES_${code}.pdf`, published),
      ],
      notices: [noticeOf(base + 3, `Extracto de la convocatoria ${grant.title}`, published)],
    }
    this.states.set(code, current)
    return current
  }
}

const documentOf = (id: number, title: string, file: string, day: string): DemoDocument => ({
  id,
  descripcion: title,
  nombreFic: file,
  long: 120_000 + (id % 1000) * 37,
  datMod: day,
  datPublicacion: day,
})

const noticeOf = (number: number, title: string, day: string): DemoNotice => ({
  numAnuncio: number,
  titulo: title,
  tituloLeng: null,
  texto: `<p>${title}</p>`,
  textoLeng: null,
  url: `https://www.boe.es/diario_boe/demo/${number}`,
  cve: `BOE-B-DEMO-${number}`,
  desDiarioOficial: 'BOLETÍN OFICIAL DEL ESTADO',
  datPublicacion: day,
})

function minimalPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, ' ').slice(0, 80)
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>endobj\n4 0 obj<</Length ${text.length + 30}>>stream\nBT /F1 12 Tf 72 770 Td (${text}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  )
}
