import { dayToEpochMs, isoOf } from '../dates'
import { type Dialect } from '../dialect'
import { vendorCnaeId } from './vendor-cnaes'
import { deriveSeed, Sfc32 } from '../random'
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
  type ClientFacts,
  type ClientRecord,
  FIRST_CLIENT_ID,
  PROFILE_FIGURES,
  type StoredClient,
} from './clients-seed'
import {
  cifLetterOf,
  companyName,
  LEGAL_FORM_WEIGHTS,
  LEGAL_FORMS,
  personName,
  SECTORS,
  type LegalForm,
} from './names'
import { NORTH_PROVINCES, TOWNS } from './places'
import { cifOfSlot, nieOfSlot, nifOfSlot } from './tax-id-slots'
import { CLIENT_NOTES, PROJECT_DESCRIPTIONS } from './texts'

/** A few clients per hundred lack part of their profile, as some do in the sequential seed. */
export const PROFILE_GAP_SHARE = 0.02

/** What a client made by index lacks, if anything (see profile-gaps.ts and vendor-quirks.ts). */
const GAPS = [
  'province',
  'applicant_types',
  'action_items',
  'figures',
  'figures-and-lists',
] as const
type Gap = (typeof GAPS)[number]
const GAPS_OF_INTERFACE: readonly Gap[] = ['province', 'applicant_types', 'action_items']
const NO_GAP = 255

const NONE = 0
const WORK_SLOTS = 3
const ACTION_SLOTS = 5
const NO_EXPERT = 255

export interface IndexedClientOptions {
  seed: number
  /** Index of the first client made here: the sequential seed made the ones before. */
  first: number
  /** Index past the last client. */
  end: number
  /** Today, in whole UTC days. */
  today: number
  dialect: Dialect
  /** Whether the sequential seed already gave an id (NIEs may meet: see tax-id-slots.ts). */
  taken: (id: string) => boolean
}

const byNumber = (a: number, b: number) => a - b

/**
 * The clients past the sequential seed's, each drawn from two streams of its own index: a short
 * one for what lists need (kept in columns of numbers, a few dozen bytes a client, drawn on first
 * use) and one for the rest of the record (made when asked for, never kept). Making client 90,000
 * costs the same as making client 20,000, and asks nothing of the others.
 */
export class IndexedClients {
  private readonly coreSeed: number
  private readonly detailSeed: number
  private readonly random = new Sfc32(0)
  private readonly drawn: Uint8Array
  private readonly platform: Uint8Array
  private readonly isPublic: Uint8Array
  private readonly status: Uint8Array
  private readonly team: Uint8Array
  private readonly province: Uint8Array
  private readonly work: Uint8Array
  private readonly town: Uint8Array
  private readonly capital: Uint8Array
  private readonly form: Uint8Array
  private readonly sector: Uint8Array
  private readonly cnaes: Uint8Array
  private readonly applicants: Uint16Array
  private readonly actions: Uint8Array
  private readonly employees: Float64Array
  private readonly billing: Float64Array
  private readonly updated: Float64Array
  private readonly nie: Uint8Array
  private readonly gap: Uint8Array

  constructor(private readonly options: IndexedClientOptions) {
    this.coreSeed = deriveSeed(options.seed, 'indexed-client-core')
    this.detailSeed = deriveSeed(options.seed, 'indexed-client-detail')
    const size = Math.max(0, options.end - options.first)
    this.drawn = new Uint8Array(size)
    this.platform = new Uint8Array(size)
    this.isPublic = new Uint8Array(size)
    this.status = new Uint8Array(size)
    this.team = new Uint8Array(size * 3)
    this.province = new Uint8Array(size)
    this.work = new Uint8Array(size * WORK_SLOTS)
    this.town = new Uint8Array(size)
    this.capital = new Uint8Array(size)
    this.form = new Uint8Array(size)
    this.sector = new Uint8Array(size)
    this.cnaes = new Uint8Array(size)
    this.applicants = new Uint16Array(size)
    this.actions = new Uint8Array(size * ACTION_SLOTS)
    this.employees = new Float64Array(size)
    this.billing = new Float64Array(size)
    this.updated = new Float64Array(size)
    this.nie = new Uint8Array(size)
    this.gap = new Uint8Array(size)
  }

  /** A tax id for person slot `slot`: a DNI, or now and then an NIE. */
  private personId(slot: number, nie: boolean): string {
    if (!nie) return nifOfSlot(slot)
    const id = nieOfSlot(slot)
    return this.options.taken(id) ? nifOfSlot(slot) : id
  }

  /** The slot of `index` in the columns, its core drawn. */
  private slot(index: number): number {
    const slot = index - this.options.first
    if (!Number.isInteger(slot) || slot < 0 || slot >= this.drawn.length) {
      throw new RangeError(`Cliente fuera de la semilla: ${index}`)
    }
    if (this.drawn[slot] === 0) this.draw(index, slot)
    return slot
  }

  /** Draws what lists need of client `index` into the columns. */
  private draw(index: number, slot: number): void {
    const random = this.random.reseedAt(this.coreSeed, index)
    const platform = random.chance(0.72) ? 1 : 2
    const province =
      platform === 2
        ? random.pick(NORTH_PROVINCES)
        : random.weighted(ALL_PROVINCES, PROVINCE_WEIGHT_LIST)
    const towns = TOWNS[province] ?? ['']
    const capital = random.chance(0.5)
    const town = capital ? 0 : Math.floor(random.next() * towns.length)
    const form = random.weighted(LEGAL_FORMS, LEGAL_FORM_WEIGHTS)
    const sectorIndex = Math.floor(random.next() * SECTORS.length)
    const sector = SECTORS[sectorIndex] ?? SECTORS[0]
    if (!sector) throw new Error('No hay sectores en la semilla')
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
    this.isPublic[slot] = random.chance(0.15) ? 1 : 0
    this.status[slot] = random.weighted([1, 2, 3], [72, 14, 14])
    const cnaes = random.sample(sector.cnaes, random.int(1, sector.cnaes.length))
    const work = provincesToWorkOf(random, province)
    this.updated[slot] =
      dayToEpochMs(this.options.today - random.int(0, 720)) + random.int(0, 86_399) * 1000
    this.nie[slot] = random.chance(0.8) ? 0 : 1
    const gap = random.chance(PROFILE_GAP_SHARE) ? this.gapOf(random.next()) : null

    this.platform[slot] = platform
    this.province[slot] = province
    this.town[slot] = town
    this.capital[slot] = capital ? 1 : 0
    this.form[slot] = LEGAL_FORMS.indexOf(form)
    this.sector[slot] = sectorIndex
    for (let i = 0; i < 3; i++) {
      const expert = team[i]
      this.team[slot * 3 + i] = expert ? EXPERTS.indexOf(expert) : NO_EXPERT
    }
    let cnaeBits = 0
    for (const cnae of cnaes) cnaeBits |= 1 << sector.cnaes.indexOf(cnae)
    this.cnaes[slot] = cnaeBits
    work.forEach((code, i) => {
      if (i < WORK_SLOTS) this.work[slot * WORK_SLOTS + i] = code
    })
    let applicantBits = 0
    for (const id of applicantTypesOf(form, employees, tech)) applicantBits |= 1 << id
    this.applicants[slot] = applicantBits
    ;[...new Set(actions)].sort(byNumber).forEach((id, i) => {
      if (i < ACTION_SLOTS) this.actions[slot * ACTION_SLOTS + i] = id
    })
    this.employees[slot] = employees
    this.billing[slot] = billing
    this.gap[slot] = gap === null ? NO_GAP : GAPS.indexOf(gap)
    this.drawn[slot] = 1
  }

  /**
   * Our description lacks one of the three lists the simulator needs; the vendor's, the profile
   * figures, and every other time the applicant types and actions too (as vendor-quirks.ts).
   */
  private gapOf(roll: number): Gap {
    if (this.options.dialect === 'vendor') return roll < 0.5 ? 'figures' : 'figures-and-lists'
    return GAPS_OF_INTERFACE[Math.floor(roll * GAPS_OF_INTERFACE.length)] ?? 'province'
  }

  private gapAt(slot: number): Gap | null {
    return GAPS[this.gap[slot] ?? NO_GAP] ?? null
  }

  private lacksFigures(slot: number): boolean {
    const gap = this.gapAt(slot)
    return gap === 'figures' || gap === 'figures-and-lists'
  }

  private formAt(slot: number): LegalForm {
    return LEGAL_FORMS[this.form[slot] ?? 0] ?? 'S.L.'
  }

  updatedAt(index: number): number {
    return this.updated[this.slot(index)] ?? 0
  }

  employeesOf(index: number): number | null {
    const slot = this.slot(index)
    return this.lacksFigures(slot) ? null : (this.employees[slot] ?? 0)
  }

  billingOf(index: number): number | null {
    const slot = this.slot(index)
    return this.lacksFigures(slot) ? null : (this.billing[slot] ?? 0)
  }

  nifOf(index: number): string {
    const slot = this.slot(index)
    const form = this.formAt(slot)
    return form === 'autónomo'
      ? this.personId(2 * index, this.nie[slot] === 1)
      : cifOfSlot(cifLetterOf(form), index)
  }

  /** What lists read of client `index`, made from its columns. */
  facts(index: number): ClientFacts {
    const slot = this.slot(index)
    const gap = this.gapAt(slot)
    const sector = SECTORS[this.sector[slot] ?? 0]
    const cnaeBits = this.cnaes[slot] ?? 0
    const applicantBits = this.applicants[slot] ?? 0
    const experts: number[] = []
    for (let i = 0; i < 3; i++) {
      const expert = EXPERTS[this.team[slot * 3 + i] ?? NO_EXPERT]
      if (expert) experts.push(expert.id)
    }
    const lists = (from: Uint8Array, width: number) => {
      const ids: number[] = []
      for (let i = 0; i < width; i++) {
        const id = from[slot * width + i] ?? NONE
        if (id !== NONE) ids.push(id)
      }
      return ids
    }
    const applicantTypes: number[] = []
    for (let id = 0; id < 16; id++) if (applicantBits & (1 << id)) applicantTypes.push(id)
    const figures = !this.lacksFigures(slot)
    return {
      id: FIRST_CLIENT_ID + index,
      experts,
      platform_data: platformById(this.platform[slot] ?? 1),
      public: this.isPublic[slot] === 1,
      status: this.status[slot] ?? 1,
      nif: this.nifOf(index),
      province: gap === 'province' ? [] : [this.province[slot] ?? 0],
      cnaes: (sector?.cnaes ?? [])
        .filter((_, i) => cnaeBits & (1 << i))
        .map((code) => (this.options.dialect === 'vendor' ? vendorCnaeId(code) : code))
        .sort(byNumber),
      provinces_to_work: lists(this.work, WORK_SLOTS),
      applicant_types:
        gap === 'applicant_types' || gap === 'figures-and-lists' ? [] : applicantTypes,
      action_items:
        gap === 'action_items' || gap === 'figures-and-lists'
          ? []
          : lists(this.actions, ACTION_SLOTS),
      employees_quantity: figures ? (this.employees[slot] ?? 0) : null,
      last_year_billing: figures ? (this.billing[slot] ?? 0) : null,
    }
  }

  /** The first draws of client `index`'s detail stream: its name, and who holds the company. */
  private nameOf(index: number) {
    const slot = this.slot(index)
    const form = this.formAt(slot)
    const sector = SECTORS[this.sector[slot] ?? 0] ?? SECTORS[0]
    if (!sector) throw new Error('No hay sectores en la semilla')
    const province = this.province[slot] ?? 0
    const town = (TOWNS[province] ?? [''])[this.town[slot] ?? 0] ?? ''
    const random = this.random.reseedAt(this.detailSeed, index)
    const person = personName(random)
    const businessName = form === 'autónomo' ? person.full : companyName(random, form, sector, town)
    return { slot, form, province, town, random, person, businessName }
  }

  /** `business_name` alone, without the rest of the record (concessions spell it). */
  businessNameOf(index: number): string {
    return this.nameOf(index).businessName
  }

  /** The whole client of `index`. */
  record(index: number): ClientRecord {
    const facts = this.facts(index)
    const { slot, form, province, town, random, person, businessName } = this.nameOf(index)
    const capital = this.capital[slot] === 1
    const autonomo = form === 'autónomo'
    const representative = autonomo ? person : personName(random)
    const representativeNie = !random.chance(0.8)
    const today = this.options.today
    const client: StoredClient = {
      id: facts.id,
      expert_data: expertDataOf(facts.experts[0]),
      experts: facts.experts,
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
      province: facts.province,
      address: addressOf(random, form),
      postal_code: postalCodeOf(random, province, capital),
      location: town,
      legal_representative_name: representative.full,
      legal_representative_nif: autonomo
        ? facts.nif
        : this.personId(2 * index + 1, representativeNie),
      legal_representation_type: representationTypeOf(random, form),
      contacts: contactsOf(random),
      cnaes: facts.cnaes,
      provinces_to_work: facts.provinces_to_work,
      applicant_types: facts.applicant_types,
      action_items: facts.action_items,
      employees_quantity: facts.employees_quantity,
      constitution_date: isoOf(today - random.int(180, 365 * 45)),
      last_year_billing: facts.last_year_billing,
      investment_budget: random.amount(
        5_000,
        Math.min(2_000_000, (this.billing[slot] ?? 0) * 0.6 + 20_000),
      ),
      project_description: random.pick(PROJECT_DESCRIPTIONS),
    }
    if (this.lacksFigures(slot)) {
      for (const figure of PROFILE_FIGURES) client[figure] = null
    }
    return { client, updatedAt: this.updated[slot] ?? 0 }
  }
}

function expertDataOf(id: number | undefined): StoredClient['expert_data'] {
  const expert = EXPERTS.find((candidate) => candidate.id === id) ?? EXPERTS[0]
  if (!expert) throw new Error('No hay expertos en la semilla')
  return { id: expert.id, name: expert.name, email: expert.email }
}
