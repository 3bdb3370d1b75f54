import { dayToEpochMs, isoOf } from '../dates'
import { type Dialect } from '../dialect'
import { deriveSeed, Sfc32 } from '../random'
import { EXPERTS, platformById } from './accounts'
import { ACTION_IDS } from './catalogue'
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
  type ClientFacts,
  type ClientRecord,
  FIRST_CLIENT_ID,
  PROFILE_FIGURES,
  type StoredClient,
} from './clients'
import {
  cifLetterOf,
  companyName,
  LEGAL_FORM_WEIGHTS,
  LEGAL_FORMS,
  personName,
  SECTORS,
  type LegalForm,
  type Sector,
} from './names'
import { NORTH_PROVINCES, TOWNS } from './places'
import { cifOfSlot, nieOfSlot, nifOfSlot } from './tax-id-slots'
import { CLIENT_NOTES, PROJECT_DESCRIPTIONS } from './texts'

/** A few clients per hundred lack part of their profile, as some do in the sequential seed. */
export const PROFILE_GAP_SHARE = 0.02

/** What a client made by index lacks, if anything (see profile-gaps.ts and vendor-quirks.ts). */
type Gap = 'province' | 'applicant_types' | 'action_items' | 'figures' | 'figures-and-lists'

/**
 * The drawn part of a client that lists need: its facts and `updated_at`, plus what its details
 * are drawn from. Cheap: numbers and short lists, no text but the tax id.
 */
export interface ClientCore {
  facts: ClientFacts
  updatedAt: number
  form: LegalForm
  sector: Sector
  province: number
  town: string
  capital: boolean
  gap: Gap | null
}

export interface IndexedClientOptions {
  seed: number
  /** Today, in whole UTC days. */
  today: number
  dialect: Dialect
  /** Whether the sequential seed already gave an id (NIEs may meet: see tax-id-slots.ts). */
  taken: (id: string) => boolean
}

const GAPS_OF_INTERFACE: readonly Gap[] = ['province', 'applicant_types', 'action_items']

/**
 * The clients past the sequential seed's, each drawn from two streams of its own index: a short
 * one for what lists need (`core`) and one for the rest (`record`). Making client 90,000 costs
 * the same as making client 20,000, and asks nothing of the others.
 */
export class IndexedClients {
  private readonly coreSeed: number
  private readonly detailSeed: number
  private readonly random = new Sfc32(0)

  constructor(private readonly options: IndexedClientOptions) {
    this.coreSeed = deriveSeed(options.seed, 'indexed-client-core')
    this.detailSeed = deriveSeed(options.seed, 'indexed-client-detail')
  }

  /** A tax id for person slot `slot`: a DNI, or now and then an NIE. */
  private personId(slot: number, nie: boolean): string {
    if (!nie) return nifOfSlot(slot)
    const id = nieOfSlot(slot)
    return this.options.taken(id) ? nifOfSlot(slot) : id
  }

  core(index: number): ClientCore {
    const random = this.random.reseedAt(this.coreSeed, index)
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
    const isPublic = random.chance(0.15)
    const status = random.weighted([1, 2, 3], [72, 14, 14])
    const cnaes = random.sample(sector.cnaes, random.int(1, sector.cnaes.length))
    const provincesToWork = provincesToWorkOf(random, province)
    const updatedAt =
      dayToEpochMs(this.options.today - random.int(0, 720)) + random.int(0, 86_399) * 1000
    const nie = !random.chance(0.8)
    const gap = random.chance(PROFILE_GAP_SHARE) ? this.gapOf(random.next()) : null

    const owner = team[0] ?? EXPERTS[0]
    if (!owner) throw new Error('No hay expertos en la semilla')
    const facts: ClientFacts = {
      id: FIRST_CLIENT_ID + index,
      experts: team.map((expert) => expert.id),
      platform_data: platformById(platform),
      public: isPublic,
      status,
      nif:
        form === 'autónomo' ? this.personId(2 * index, nie) : cifOfSlot(cifLetterOf(form), index),
      province: gap === 'province' ? [] : [province],
      cnaes: cnaes.sort((a, b) => a - b),
      provinces_to_work: provincesToWork,
      applicant_types:
        gap === 'applicant_types' || gap === 'figures-and-lists'
          ? []
          : applicantTypesOf(form, employees, tech),
      action_items:
        gap === 'action_items' || gap === 'figures-and-lists'
          ? []
          : [...new Set(actions)].sort((a, b) => a - b),
      employees_quantity: gap === 'figures' || gap === 'figures-and-lists' ? null : employees,
      last_year_billing: gap === 'figures' || gap === 'figures-and-lists' ? null : billing,
    }
    return { facts, updatedAt, form, sector, province, town, capital, gap }
  }

  /**
   * Our description lacks one of the three lists the simulator needs; the vendor's, the profile
   * figures, and every other time the applicant types and actions too (as vendor-quirks.ts).
   */
  private gapOf(roll: number): Gap {
    if (this.options.dialect === 'vendor') return roll < 0.5 ? 'figures' : 'figures-and-lists'
    return GAPS_OF_INTERFACE[Math.floor(roll * GAPS_OF_INTERFACE.length)] ?? 'province'
  }

  /** The whole client of `index`, with `core` when the caller has it already. */
  record(index: number, core: ClientCore = this.core(index)): ClientRecord {
    const { facts, form, sector, town, province, capital } = core
    const random = this.random.reseedAt(this.detailSeed, index)
    const autonomo = form === 'autónomo'
    const person = personName(random)
    const businessName = autonomo ? person.full : companyName(random, form, sector, town)
    const representative = autonomo ? person : personName(random)
    const representativeNie = !random.chance(0.8)
    const today = this.options.today
    const client: StoredClient = {
      id: facts.id,
      expert_data: expertDataOf(facts.experts[0]),
      experts: [...facts.experts],
      public: facts.public,
      status: facts.status,
      platform_data: { ...facts.platform_data },
      nif: facts.nif,
      business_name: businessName,
      email: autonomo ? personalEmail(random, person) : companyEmail(random, businessName),
      phone: random.chance(0.12) ? null : phoneNumber(random),
      reference: random.chance(0.4)
        ? null
        : `EXP-${isoOf(today).slice(0, 4)}-${String(index + 1).padStart(6, '0')}`,
      notes: random.chance(0.55) ? null : random.pick(CLIENT_NOTES),
      province: [...facts.province],
      address: addressOf(random, form),
      postal_code: postalCodeOf(random, province, capital),
      location: town,
      legal_representative_name: representative.full,
      legal_representative_nif: autonomo
        ? facts.nif
        : this.personId(2 * index + 1, representativeNie),
      legal_representation_type: representationTypeOf(random, form),
      contacts: contactsOf(random),
      cnaes: [...facts.cnaes],
      provinces_to_work: [...facts.provinces_to_work],
      applicant_types: [...facts.applicant_types],
      action_items: [...facts.action_items],
      employees_quantity: facts.employees_quantity,
      constitution_date: isoOf(today - random.int(180, 365 * 45)),
      last_year_billing: facts.last_year_billing,
      investment_budget: random.amount(
        5_000,
        Math.min(2_000_000, (facts.last_year_billing ?? 60_000) * 0.6 + 20_000),
      ),
      project_description: random.pick(PROJECT_DESCRIPTIONS),
    }
    if (core.gap === 'figures' || core.gap === 'figures-and-lists') {
      for (const figure of PROFILE_FIGURES) client[figure] = null
    }
    return { client, updatedAt: core.updatedAt }
  }
}

function expertDataOf(id: number | undefined): StoredClient['expert_data'] {
  const expert = EXPERTS.find((candidate) => candidate.id === id) ?? EXPERTS[0]
  if (!expert) throw new Error('No hay expertos en la semilla')
  return { id: expert.id, name: expert.name, email: expert.email }
}
