import { spanishDate } from '../dates'
import { deriveSeed } from '../random'
import { APPLICANTS } from './catalogue-seed'
import { type Grant, statusTextOf } from './grants'

/**
 * What the grant operations (`fund-details/`, documents, evaluation, normative, related) say of a
 * seeded grant: every text derived from the grant alone, so the same grant always reads the same.
 */

/** The programme an edition belongs to: its slug without the year. */
const programmeOf = (grant: Grant): string => grant.slug.replace(/-\d{4}$/, '')

const programmeTitle = (grant: Grant): string => grant.title.replace(/ \(convocatoria \d{4}\)$/, '')

const publisherOf = (grant: Grant): string =>
  grant.scope === 'Nacional' ? 'Administración General del Estado' : `Gobierno de ${grant.scope}`

const departmentOf = (grant: Grant): string =>
  grant.scope === 'Nacional'
    ? 'Ministerio de Industria y Turismo'
    : `Consejería de Economía e Innovación (${grant.scope})`

const officeOf = (grant: Grant): string =>
  `Oficina de gestión de ${programmeTitle(grant).split(':')[0]}`

const applicantsOf = (grant: Grant): string =>
  APPLICANTS.filter((a) => grant.applicants.includes(a.id))
    .map((a) => a.name)
    .join(', ')

const termOf = (grant: Grant): string =>
  grant.publishing === 'until-funds'
    ? `Hasta agotar presupuesto o el ${spanishDate(grant.endDate)}`
    : `Del ${spanishDate(grant.startDate)} al ${spanishDate(grant.endDate)}`

/** Competitive or not, and de minimis or not: fixed per grant. */
const traitsOf = (grant: Grant) => {
  const bits = deriveSeed(grant.id, 'grant-traits')
  return { competitive: bits % 2 === 0, minimis: bits % 3 === 0 }
}

/** A limit as a person writes it, which only the text the vendor's schema types allows. */
const proseLimit = (grant: Grant) =>
  `Hasta el 80 % del coste subvencionable, con un máximo de ${grant.award[1].toLocaleString('es-ES')} € por beneficiario`

/**
 * `fund-details/{identifier}/` of an active grant; `limit`: `extra_limit` as a number (ours), as
 * the text the vendor types it as, or as prose; `withId`: the grant's `id` too.
 */
export function detailsOf(
  grant: Grant,
  today: string,
  limit: 'number' | 'text' | 'prose' = 'number',
  withId = false,
) {
  const limits = { number: grant.award[1], text: String(grant.award[1]), prose: proseLimit(grant) }
  return {
    ...(withId ? { id: grant.id } : {}),
    slug: grant.slug,
    formatted_title: grant.title,
    goal_extra: `Apoyar a ${applicantsOf(grant).toLowerCase()} en ${programmeTitle(grant)}.`,
    status_text: statusTextOf(grant, today),
    scope: grant.scope,
    total_amount: grant.totalAmount,
    request_amount: grant.award[1],
    publisher: publisherOf(grant),
    applicants: applicantsOf(grant),
    term: termOf(grant),
    help_type: 'Subvención a fondo perdido',
    expenses: 'Inversiones y servicios externos vinculados al proyecto, IVA excluido.',
    fund_execution_period: '12 meses desde la resolución de concesión',
    line: programmeTitle(grant).split(':')[0] ?? grant.title,
    extra_limit: limits[limit],
    info_extra: `Ayuda por beneficiario de ${grant.award[0]} € a ${grant.award[1]} €.`,
  }
}

/** Where the demo service says a grant's PDFs are: on its own host (`files/…`, not served). */
const fileUrl = (origin: string, name: string) => `${origin}/files/${name}`

/** `funds/fund-required-documents/{id}/`; `withSource`: templates carry their link (interface). */
export function documentsOf(grant: Grant, origin: string, withSource: boolean) {
  const template = (n: number, title: string, name: string, primary: boolean) => ({
    id: grant.id * 10 + n,
    title,
    filename: `${name}_${grant.slug}.pdf`,
    primary,
    ...(withSource ? { source: fileUrl(origin, `${name}_${grant.slug}.pdf`) } : {}),
  })
  return {
    required_documents:
      'DNI o NIF del solicitante, certificados de estar al corriente con la Agencia Tributaria y la Seguridad Social, memoria del proyecto y presupuesto detallado.',
    template_document: [
      template(1, 'Formulario de solicitud', 'formulario_solicitud', true),
      template(2, 'Modelo de declaración responsable', 'declaracion_responsable', false),
    ],
  }
}

/** `funds/fund-evaluation/{id}/`. */
export function evaluationOf(grant: Grant) {
  const { competitive, minimis } = traitsOf(grant)
  return {
    id: grant.id,
    requirements: competitive
      ? 'Concurrencia competitiva: se valoran la calidad técnica del proyecto (40 puntos), su impacto económico (30), la creación de empleo (20) y la perspectiva de género (10).'
      : 'Se comprueban los requisitos de admisibilidad y la disponibilidad de crédito, por estricto orden de presentación.',
    minimis,
  }
}

/** The BDNS code of a grant: six digits, fixed per grant. */
export const bdnsOf = (grant: Grant): string => String(600_000 + (grant.id % 300_000))

/** `funds/fund-normative/{id}/`; `vendor` adds the vendor's extra fields. */
export function normativeOf(grant: Grant, origin: string, vendor: boolean) {
  const { competitive, minimis } = traitsOf(grant)
  const pdf = (n: number, title: string, name: string, type: string, primary: boolean) => ({
    id: grant.id * 10 + 5 + n,
    title: `${title} ${grant.slug}`,
    filename: `${name}_${grant.slug}.pdf`,
    primary,
    document_type: type,
    ...(vendor ? { coincidence_category: 'Múltiple', coincidence_percent: 0.9 } : {}),
    source: fileUrl(origin, `${name}_${grant.slug}.pdf`),
  })
  return {
    office: officeOf(grant),
    department: departmentOf(grant),
    ...(vendor ? { has_regulation_url: true } : {}),
    pdf_files: [
      pdf(1, 'Bases reguladoras', 'bases_reguladoras', 'Bases reguladoras', true),
      pdf(2, 'Convocatoria', 'convocatoria', 'Convocatoria', false),
      pdf(3, 'Extracto', 'extracto', 'Extracto', false),
    ],
    ...(vendor ? { has_link: true } : {}),
    bdns_list: [bdnsOf(grant)],
    competitiva: competitive,
    no_competitiva: !competitive,
    minimis,
  }
}

/** An edition's published concessions: how many and how much. */
export interface ConcessionTotals {
  count: number
  amount: number
}

/**
 * `funds/fund-related/{id}/`: the editions of the same programme before `grant`, newest first,
 * each with its concessions and the id of the edition before it (`previous`, vendor only).
 * `listsItself`: the grant itself heads the list, every edition carries its `id` and `previous`,
 * and the list comes oldest first.
 */
export function relatedOf(
  grant: Grant,
  grants: readonly Grant[],
  today: string,
  totals: (edition: Grant) => ConcessionTotals,
  vendor: { untitled: ReadonlySet<number>; unslugged: ReadonlySet<number> } | null,
  listsItself = false,
  nullTexts = false,
) {
  // An edition published without it has none: absent, as the vendor types it, or null (`nullTexts`).
  const nulled = (key: string) => (nullTexts ? { [key]: null } : {})
  const earlier = grants
    .filter(
      (other) => programmeOf(other) === programmeOf(grant) && other.startDate < grant.startDate,
    )
    .sort((a, b) => (a.startDate < b.startDate ? 1 : -1))
  const editions = listsItself ? [grant, ...earlier] : earlier
  const rows = editions.map((edition, index) => {
    const { count, amount } = totals(edition)
    return {
      ...(listsItself ? { id: edition.id, previous: editions[index + 1]?.id ?? null } : {}),
      ...(vendor ? { register_date: edition.startDate } : {}),
      ...(vendor?.unslugged.has(edition.id) ? nulled('slug') : { slug: edition.slug }),
      ...(vendor?.untitled.has(edition.id)
        ? nulled('cleaned_title')
        : { cleaned_title: edition.title }),
      status_text: statusTextOf(edition, today),
      total_amount: edition.totalAmount,
      fund_scope: edition.scope,
      concessions_count: count,
      concessions_amount: Math.round(amount * 100) / 100,
      ...(vendor
        ? { entity: edition.scope === 'Nacional' ? 'ESTADO' : edition.scope.toUpperCase() }
        : {}),
      department: departmentOf(edition),
      office: officeOf(edition),
      start_date: edition.startDate,
      ...(vendor && !listsItself ? { previous: editions[index + 1]?.id ?? null } : {}),
    }
  })
  return listsItself ? rows.reverse() : rows
}
