import { type ClientRecord, PROFILE_FIGURES, type StoredClient } from './clients-seed'

/**
 * Clients created with little more than a NIF, as the vendor's `POST clients/` makes them (only `nif`
 * is required): its answer shows `province: []`, the address, postal code, town, contacts and
 * project empty, possibly no e-mail or name, and no figures. Both dialects have a few, so every
 * screen, export and edit meets them.
 */

/** The demo advisor, so that her own list holds one of each. */
const SHOWCASE_EXPERT = 301
/** One client in this many, by position. */
const EVERY = 50
/** Which of the demo advisor's own clients (in id order) are the two partial ones. */
const SHOWCASE_FROM = 10

/** What such a client keeps: only the NIF, or the NIF, the name and the e-mail. */
type PartialKind = 'nif' | 'nif-name-email'

/** What the vendor's create answer shows empty of a client made from its NIF. */
export const EMPTY_PROFILE = {
  reference: null,
  notes: null,
  province: [],
  address: '',
  postal_code: '',
  location: '',
  legal_representative_name: '',
  legal_representative_nif: '',
  legal_representation_type: '',
  contacts: '',
  cnaes: [],
  provinces_to_work: [],
  applicant_types: [],
  action_items: [],
  project_description: '',
} satisfies Partial<StoredClient>

/** The rest of a client emptied as the vendor's create answer shows it; figures null there only. */
function partialClient(
  client: StoredClient,
  kind: PartialKind,
  nullFigures: boolean,
): StoredClient {
  const keepsName = kind === 'nif-name-email'
  const partial: StoredClient = {
    ...client,
    business_name: keepsName ? client.business_name : '',
    email: keepsName ? client.email : '',
    phone: null,
    ...EMPTY_PROFILE,
  }
  if (nullFigures) for (const figure of PROFILE_FIGURES) partial[figure] = null
  return partial
}

/**
 * Makes every 50th client, and two of the demo advisor's own, clients created with a NIF
 * alone or with a NIF, a name and an e-mail, in turn. Figures are null in the vendor dialect (its
 * create answer); our description types them as numbers, and they are kept.
 */
export function withPartialClients(
  records: readonly ClientRecord[],
  nullFigures: boolean,
): ClientRecord[] {
  // Chosen by position only, so that a larger demo service keeps the partial clients of a smaller one.
  const showcase = records
    .filter((record) => record.client.experts[0] === SHOWCASE_EXPERT)
    .slice(SHOWCASE_FROM, SHOWCASE_FROM + 2)
  const chosen = new Set([
    ...records.filter((_, index) => index % EVERY === EVERY - 1),
    ...showcase,
  ])
  let nth = 0
  return records.map((record) => {
    if (!chosen.has(record)) return record
    const kind: PartialKind = nth % 2 === 0 ? 'nif' : 'nif-name-email'
    nth += 1
    return { client: partialClient(record.client, kind, nullFigures), updatedAt: record.updatedAt }
  })
}
