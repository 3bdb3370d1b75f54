import { type Client } from '@shared/domain/client'
import { provincesOfCommunity, provinceByCode } from '@shared/catalogues/provinces'
import { makeCif, makeNie, makeNif, type NiePrefix } from '@shared/tax-id'
import { dayOf, dayToEpochMs, isoOf } from '../dates'
import { type Random } from '../random'
import { EXPERTS, platformById, type Expert } from './accounts'
import { ACTION_IDS, APPLICANT } from './catalogue'
import {
  cifLetterOf,
  companyName,
  LEGAL_FORM_WEIGHTS,
  LEGAL_FORMS,
  personName,
  SECTORS,
  slugOf,
  SURNAMES,
  type LegalForm,
} from './names'
import {
  INDUSTRIAL_ESTATES,
  NORTH_PROVINCES,
  PROVINCE_WEIGHTS,
  STREET_NAMES,
  STREET_TYPES,
  TOWNS,
} from './places'
import { CLIENT_NOTES, CONTACT_ROLES, PROJECT_DESCRIPTIONS, REPRESENTATION_TYPES } from './texts'

/** The figures a client created without a full profile lacks in the vendor dialect (G18). */
export const PROFILE_FIGURES = [
  'employees_quantity',
  'constitution_date',
  'last_year_billing',
  'investment_budget',
] as const satisfies readonly (keyof Client)[]
export type ProfileFigure = (typeof PROFILE_FIGURES)[number]

/**
 * A client as the sandbox stores and serves it: the interface's Client, except that the vendor
 * dialect seeds a few whose profile figures are null.
 */
export type StoredClient = Omit<Client, ProfileFigure> & {
  [K in ProfileFigure]: Client[K] | null
}

/** A stored client: the wire object plus what only the server knows. */
export interface ClientRecord {
  client: StoredClient
  /** Epoch milliseconds; orders `filters.order=updated_at` (G9). */
  updatedAt: number
  /** Lower-cased and folded texts for the search filters, filled on first search. */
  search?: SearchText
}

export interface SearchText {
  /** business_name, nif, email, reference and contacts, folded (G9 `general_text`). */
  folded: string
  nif: string
  businessName: string
  reference: string
  contacts: string
}

export const FIRST_CLIENT_ID = 1001

const ALL_PROVINCES = Object.keys(TOWNS).map(Number)
const PROVINCE_WEIGHT_LIST = ALL_PROVINCES.map((code) => PROVINCE_WEIGHTS[code] ?? 1)

/** How often each expert of a platform owns a client; the demo advisor gets a good share. */
const OWNER_WEIGHTS: Readonly<Record<number, number>> = {
  301: 40,
  302: 10,
  303: 15,
  304: 20,
  305: 15,
  311: 60,
  312: 40,
}

/** Draws tax ids that no other seeded company or person has. */
export class TaxIdPool {
  private readonly used = new Set<string>()

  constructor(private readonly random: Random) {}

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

function phoneNumber(random: Random): string {
  const first = random.chance(0.5)
    ? `6${random.int(0, 9)}${random.int(0, 9)}`
    : `9${random.int(10, 89)}`
  return `${first} ${random.int(100, 999)} ${random.int(100, 999)}`
}

function addressOf(random: Random, form: LegalForm): string {
  if (form !== 'autónomo' && random.chance(0.2)) {
    return `${random.pick(INDUSTRIAL_ESTATES)}, nave ${random.int(1, 40)}`
  }
  const street = `${random.pick(STREET_TYPES)} ${random.pick(STREET_NAMES)}, ${random.int(1, 180)}`
  if (!random.chance(0.4)) return street
  return `${street}, ${random.int(1, 8)}.º ${random.pick(['A', 'B', 'C', 'D', 'izda.', 'dcha.'])}`
}

function postalCodeOf(random: Random, province: number, capital: boolean): string {
  const prefix = String(province).padStart(2, '0')
  const rest = capital
    ? `0${String(random.int(1, 80)).padStart(2, '0')}`
    : String(random.int(100, 990))
  return `${prefix}${rest}`
}

function contactsOf(random: Random): string {
  const people: string[] = []
  for (let i = random.int(1, 2); i > 0; i--) {
    const { first } = personName(random)
    const surname = random.pick(SURNAMES)
    const reach = random.chance(0.7)
      ? phoneNumber(random)
      : `${slugOf(first)}.${slugOf(surname)}@correo.es`
    people.push(`${first} ${surname} (${random.pick(CONTACT_ROLES)}) ${reach}`)
  }
  return people.join('; ')
}

function employeesOf(random: Random, form: LegalForm): number {
  switch (form) {
    case 'autónomo':
      return random.int(0, 3)
    case 'S.A.':
      return random.int(40, 900)
    case 'S.Coop.':
      return random.int(5, 120)
    case 'asociación':
      return random.int(0, 25)
    default:
      return random.chance(0.45) ? random.int(1, 9) : random.int(10, 60)
  }
}

function applicantTypesOf(form: LegalForm, employees: number, tech: boolean): number[] {
  switch (form) {
    case 'autónomo':
      return [APPLICANT.autonomo]
    case 'asociación':
      return [APPLICANT.nonProfit]
    case 'S.Coop.':
      return [APPLICANT.pyme, APPLICANT.cooperative]
    default: {
      if (employees >= 250) return [APPLICANT.large]
      const types: number[] = [APPLICANT.pyme]
      if (employees < 10) types.push(APPLICANT.micro)
      if (tech) types.push(APPLICANT.startup)
      return types
    }
  }
}

function personalEmail(random: Random, person: { first: string; last: string }): string {
  const [surname = ''] = person.last.split(' ')
  const domain = random.pick(['gmail.com', 'hotmail.com', 'outlook.es', 'yahoo.es'])
  return `${slugOf(person.first)}.${slugOf(surname)}@${domain}`
}

function companyEmail(random: Random, businessName: string): string {
  const mailbox = random.pick(['info', 'administracion', 'contacto', 'gerencia'])
  return `${mailbox}@${slugOf(businessName).slice(0, 24) || 'empresa'}.es`
}

function representationTypeOf(random: Random, form: LegalForm): string {
  switch (form) {
    case 'autónomo':
      return 'Titular'
    case 'asociación':
      return 'Presidente'
    case 'S.Coop.':
      return 'Presidente del consejo rector'
    default:
      return random.pick(REPRESENTATION_TYPES)
  }
}

function expertsOf(random: Random, platform: number): Expert[] {
  const candidates = EXPERTS.filter((expert) => expert.platform === platform)
  const owner = random.weighted(
    candidates,
    candidates.map((expert) => OWNER_WEIGHTS[expert.id] ?? 1),
  )
  const team = [owner]
  if (random.chance(0.2)) {
    const others = candidates.filter((expert) => expert !== owner)
    team.push(...random.sample(others, random.int(1, 2)))
  }
  return team
}

function provincesToWorkOf(random: Random, province: number): number[] {
  const community = provinceByCode(province)?.communityCode ?? 0
  const neighbours = provincesOfCommunity(community)
    .map((p) => p.code)
    .filter((code) => code !== province)
  const extra = random.chance(0.35) ? random.sample(neighbours, random.int(1, 2)) : []
  return [province, ...extra].sort((a, b) => a - b)
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
