import { type Client } from '@shared/wire/client'
import { makeCif, makeNie, makeNif, type NiePrefix } from '@shared/tax-id'
import { dayOf, dayToEpochMs, isoOf } from '../dates'
import { type Random } from '../random'
import { EXPERTS, platformById } from './accounts'
import { ACTION_IDS } from './catalogue-seed'
import {
  addressOf,
  ALL_PROVINCES,
  applicantTypesOf,
  companyEmail,
  contactsOf,
  employeesOf,
  expertsOf,
  personalEmail,
  phoneNumber,
  postalCodeOf,
  PROVINCE_WEIGHT_LIST,
  provincesToWorkOf,
  representationTypeOf,
} from './client-parts'
import {
  cifLetterOf,
  companyName,
  LEGAL_FORM_WEIGHTS,
  LEGAL_FORMS,
  personName,
  SECTORS,
} from './names'
import { NORTH_PROVINCES, TOWNS } from './places'
import { CLIENT_NOTES, PROJECT_DESCRIPTIONS } from './texts'

/** The figures a client created without a full profile lacks in the vendor dialect (SC-DIALECT-4). */
export const PROFILE_FIGURES = [
  'employees_quantity',
  'constitution_date',
  'last_year_billing',
  'investment_budget',
] as const satisfies readonly (keyof Client)[]
type ProfileFigure = (typeof PROFILE_FIGURES)[number]

/**
 * A client as the demo service stores and serves it: the interface's Client, except that the vendor
 * dialect seeds a few whose profile figures are null.
 */
export type StoredClient = Omit<Client, ProfileFigure> & {
  [K in ProfileFigure]: Client[K] | null
}

/** A stored client: the wire object plus what only the server knows. */
export interface ClientRecord {
  client: StoredClient
  /** Epoch milliseconds; orders `filters.order=updated_at` (SC-CLIENT-1). */
  updatedAt: number
}

/**
 * What permissions, sorting and the list filters read of a client, apart from its texts: a whole
 * StoredClient is one, and so is the small object a large demo service keeps per client.
 */
export type ClientFacts = Pick<
  StoredClient,
  | 'id'
  | 'experts'
  | 'platform_data'
  | 'public'
  | 'status'
  | 'nif'
  | 'province'
  | 'cnaes'
  | 'provinces_to_work'
  | 'applicant_types'
  | 'action_items'
  | 'employees_quantity'
  | 'last_year_billing'
>

export const FIRST_CLIENT_ID = 1001

/**
 * The first clients come from one sequential stream, as they always have (the demo and its tests
 * know some of them by name); the clients past these are made one by one from their index.
 */
export const SEQUENTIAL_CLIENTS = 20_000

/** Draws tax ids that no other seeded company or person has. */
export class TaxIdPool {
  private readonly used = new Set<string>()

  constructor(private readonly random: Random) {}

  has(id: string): boolean {
    return this.used.has(id)
  }

  claim(id: string): boolean {
    if (this.used.has(id)) return false
    this.used.add(id)
    return true
  }

  cif(letter: string, province: number): string {
    for (;;) {
      const id = makeCif(letter, province * 100_000 + this.random.int(0, 99_999))
      if (this.claim(id)) return id
    }
  }

  person(): string {
    for (;;) {
      const id = this.random.chance(0.8)
        ? makeNif(this.random.int(10_000_000, 79_999_999))
        : makeNie(this.random.pick<NiePrefix>(['X', 'Y', 'Z']), this.random.int(0, 9_999_999))
      if (this.claim(id)) return id
    }
  }
}

function generateClient(
  random: Random,
  id: number,
  taxIds: TaxIdPool,
  today: number,
): ClientRecord {
  const platform = random.chance(0.72) ? 1 : 2
  const province =
    platform === 2
      ? random.pick(NORTH_PROVINCES)
      : random.weighted(ALL_PROVINCES, PROVINCE_WEIGHT_LIST)
  const towns = TOWNS[province] ?? ['']
  const capital = random.chance(0.5)
  const town = capital ? (towns[0] ?? '') : random.pick(towns)
  const form = random.weighted(LEGAL_FORMS, LEGAL_FORM_WEIGHTS)
  const sector = random.pick(SECTORS)
  const team = expertsOf(random, platform)
  const owner = team[0] ?? EXPERTS[0]
  if (!owner) throw new Error('No hay expertos en la semilla')

  const person = personName(random)
  const autonomo = form === 'autónomo'
  const nif = autonomo ? taxIds.person() : taxIds.cif(cifLetterOf(form), province)
  const businessName = autonomo ? person.full : companyName(random, form, sector, town)
  const representative = autonomo ? person : personName(random)
  const employees = employeesOf(random, form)
  const billing =
    employees === 0
      ? random.amount(15_000, 90_000)
      : Math.round(employees * random.amount(45_000, 140_000) * 100) / 100
  const tech = sector.activity === 8 && random.chance(0.4)
  const actions = [
    ...random.sample(sector.actions, random.int(1, 3)),
    ...random.sample(ACTION_IDS, random.int(0, 2)),
  ]

  const client: Client = {
    id,
    expert_data: { id: owner.id, name: owner.name, email: owner.email },
    experts: team.map((expert) => expert.id),
    public: random.chance(0.15),
    status: random.weighted([1, 2, 3], [72, 14, 14]),
    platform_data: { ...platformById(platform) },
    nif,
    business_name: businessName,
    email: autonomo ? personalEmail(random, person) : companyEmail(random, businessName),
    phone: random.chance(0.12) ? null : phoneNumber(random),
    reference: random.chance(0.4)
      ? null
      : `EXP-${isoOf(today).slice(0, 4)}-${String(id - FIRST_CLIENT_ID + 1).padStart(4, '0')}`,
    notes: random.chance(0.55) ? null : random.pick(CLIENT_NOTES),
    province: [province],
    address: addressOf(random, form),
    postal_code: postalCodeOf(random, province, capital),
    location: town,
    legal_representative_name: representative.full,
    legal_representative_nif: autonomo ? nif : taxIds.person(),
    legal_representation_type: representationTypeOf(random, form),
    contacts: contactsOf(random),
    cnaes: random.sample(sector.cnaes, random.int(1, sector.cnaes.length)).sort((a, b) => a - b),
    provinces_to_work: provincesToWorkOf(random, province),
    applicant_types: applicantTypesOf(form, employees, tech),
    action_items: [...new Set(actions)].sort((a, b) => a - b),
    employees_quantity: employees,
    constitution_date: isoOf(today - random.int(180, 365 * 45)),
    last_year_billing: billing,
    investment_budget: random.amount(5_000, Math.min(2_000_000, billing * 0.6 + 20_000)),
    project_description: random.pick(PROJECT_DESCRIPTIONS),
  }
  const updatedAt = dayToEpochMs(today - random.int(0, 720)) + random.int(0, 86_399) * 1000
  return { client, updatedAt }
}

export function generateClients(
  random: Random,
  count: number,
  taxIds: TaxIdPool,
  todayIso: string,
): ClientRecord[] {
  const today = dayOf(todayIso)
  const records: ClientRecord[] = []
  for (let i = 0; i < count; i++) {
    records.push(generateClient(random, FIRST_CLIENT_ID + i, taxIds, today))
  }
  return records
}
