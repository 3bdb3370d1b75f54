import { type FitCriterion, type FittingClient, type Fits } from '@shared/calls'
import { allActions, type CatalogueView } from '@shared/catalogue'
import { cnaeIn } from '@shared/catalogues/cnae'
import { COMMUNITIES } from '@shared/catalogues/communities'
import { PROVINCES, provincesOfCommunity } from '@shared/catalogues/provinces'
import { type GrantDetails } from '@shared/grant-info'
import { foldText } from '@shared/text'
import { type ClientData } from '@shared/wire/client'

/** The most fitting clients listed; `total` says how many there were. */
const MAX_FITTING_CLIENTS = 500

/** What a call's kept detail says it asks, per criterion; null when it does not say (or not so the app can read it). */
interface CallNeeds {
  applicants: ReadonlySet<number> | null
  /** Null: the whole country. */
  provinces: ReadonlySet<number> | null | 'unknown'
  actions: ReadonlySet<number> | null
  activities: boolean
  /** CNAE codes or their beginnings («62», «6201»). */
  cnaes: readonly string[] | null
}

const NATIONAL = /^(?:nacional|estatal|toda espana|espana)$/

/** Names of `list` found, folded, in `text`. */
function namedIn(text: string, list: readonly { id: number; name: string }[]): Set<number> {
  const found = new Set<number>()
  for (const item of list) {
    const name = foldText(item.name).trim()
    if (name.length >= 4 && text.includes(name)) found.add(item.id)
  }
  return found
}

function territoryOf(scope: string | null): CallNeeds['provinces'] {
  const folded = foldText(scope ?? '').trim()
  if (folded === '') return 'unknown'
  if (NATIONAL.test(folded)) return null
  const named = (name: string) => foldText(name) === folded
  const community = COMMUNITIES.find((c) => named(c.name) || named(c.displayName))
  if (community) return new Set(provincesOfCommunity(community.code).map((p) => p.code))
  const province = PROVINCES.find((p) => named(p.name) || named(p.displayName))
  if (province) return new Set([province.code])
  return 'unknown'
}

const CNAE_MENTION = /\bcnae(?:-2009)?[^\d]{0,12}(\d{2}(?:\.?\d{1,2})?)/g

/** What the detail names, read from its texts against the account's catalogue. */
function needsOf(details: GrantDetails, catalogue: CatalogueView): CallNeeds {
  const texts = foldText(
    [
      details.title,
      details.goal,
      details.line,
      details.expenses,
      details.infoExtra,
      details.helpType,
    ]
      .filter((text): text is string => Boolean(text))
      .join(' \n '),
  )
  const applicantsText = foldText(details.applicants ?? '')
  const applicants = namedIn(applicantsText, catalogue.applicants)
  const actions = namedIn(texts, allActions(catalogue))
  const cnaes = [...texts.matchAll(CNAE_MENTION)].map((match) => (match[1] ?? '').replace('.', ''))
  return {
    applicants: applicants.size > 0 ? applicants : null,
    provinces: territoryOf(details.scope),
    actions: actions.size > 0 ? actions : null,
    activities: namedIn(texts, catalogue.activities).size > 0,
    cnaes: cnaes.length > 0 ? cnaes : null,
  }
}

const overlaps = (own: readonly number[], wanted: ReadonlySet<number>) =>
  own.some((id) => wanted.has(id))

/**
 * How one client meets the call: the criteria met, or null when one it can be compared on fails.
 * A criterion the client's profile leaves empty is neither met nor failed.
 */
function fitOf(
  client: ClientData,
  needs: CallNeeds,
  codeOf: (id: number) => string | null,
): FitCriterion[] | null {
  const matched: FitCriterion[] = []
  const check = (criterion: FitCriterion, own: readonly unknown[], meets: () => boolean) => {
    if (own.length === 0) return true
    if (!meets()) return false
    matched.push(criterion)
    return true
  }
  const { applicants, provinces, actions, cnaes } = needs
  if (
    applicants &&
    !check('applicants', client.applicant_types, () => overlaps(client.applicant_types, applicants))
  )
    return null
  if (provinces !== 'unknown') {
    const places = [...client.province, ...client.provinces_to_work]
    if (!check('territory', places, () => provinces === null || overlaps(places, provinces)))
      return null
  }
  if (
    actions &&
    !check('actions', client.action_items, () => overlaps(client.action_items, actions))
  )
    return null
  if (cnaes) {
    const codes = client.cnaes.map(codeOf).filter((code): code is string => code !== null)
    if (!check('cnae', codes, () => codes.some((code) => cnaes.some((c) => code.startsWith(c)))))
      return null
  }
  return matched
}

/**
 * The clients of the replica whose profile matches what the call's kept detail names (SC-CALLS-7),
 * best first: most criteria met, then by name. No request: the detail and the catalogue as kept.
 * A criterion the detail does not name, names in words the catalogue does not hold, or the
 * replica does not keep (a client's activities), is listed as `unknown`.
 */
export function fittingClients(
  grantId: number,
  details: GrantDetails | null,
  clients: readonly ClientData[],
  catalogue: CatalogueView,
): Fits {
  if (!details) return { status: 'notKept', grantId }
  const needs = needsOf(details, catalogue)
  const compared: FitCriterion[] = []
  const unknown: FitCriterion[] = []
  const sort = (criterion: FitCriterion, known: boolean) =>
    (known ? compared : unknown).push(criterion)
  sort('applicants', needs.applicants !== null)
  sort('territory', needs.provinces !== 'unknown')
  sort('actions', needs.actions !== null)
  // The replica keeps no client's activities: named or not, they cannot be compared.
  sort('activities', false)
  sort('cnae', needs.cnaes !== null)
  const codeOf = (id: number) => cnaeIn(catalogue.cnaes, id)?.code ?? null
  const fitting: FittingClient[] = []
  for (const client of clients) {
    const matched = fitOf(client, needs, codeOf)
    if (!matched || matched.length === 0) continue
    fitting.push({
      id: client.id,
      name: client.business_name,
      nif: client.nif,
      matched,
      score: matched.length,
    })
  }
  fitting.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, 'es') || a.id - b.id)
  return {
    status: 'ok',
    grantId,
    total: fitting.length,
    clients: fitting.slice(0, MAX_FITTING_CLIENTS),
    compared,
    unknown,
  }
}
