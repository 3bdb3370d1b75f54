import { provincesOfCommunity, provinceByCode } from '@shared/catalogues/provinces'
import { type Random } from '../random'
import { EXPERTS, type Expert } from './accounts'
import { APPLICANT } from './catalogue-seed'
import { personName, slugOf, SURNAMES, type LegalForm } from './names'
import { INDUSTRIAL_ESTATES, PROVINCE_WEIGHTS, STREET_NAMES, STREET_TYPES, TOWNS } from './places'
import { CONTACT_ROLES, REPRESENTATION_TYPES } from './texts'

/** The parts of a seeded client, drawn alike by the sequential seed and the one made per index. */

export const ALL_PROVINCES = Object.keys(TOWNS).map(Number)
export const PROVINCE_WEIGHT_LIST = ALL_PROVINCES.map((code) => PROVINCE_WEIGHTS[code] ?? 1)

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

export function phoneNumber(random: Random): string {
  const first = random.chance(0.5)
    ? `6${random.int(0, 9)}${random.int(0, 9)}`
    : `9${random.int(10, 89)}`
  return `${first} ${random.int(100, 999)} ${random.int(100, 999)}`
}

export function addressOf(random: Random, form: LegalForm): string {
  if (form !== 'autónomo' && random.chance(0.2)) {
    return `${random.pick(INDUSTRIAL_ESTATES)}, nave ${random.int(1, 40)}`
  }
  const street = `${random.pick(STREET_TYPES)} ${random.pick(STREET_NAMES)}, ${random.int(1, 180)}`
  if (!random.chance(0.4)) return street
  return `${street}, ${random.int(1, 8)}.º ${random.pick(['A', 'B', 'C', 'D', 'izda.', 'dcha.'])}`
}

export function postalCodeOf(random: Random, province: number, capital: boolean): string {
  const prefix = String(province).padStart(2, '0')
  const rest = capital
    ? `0${String(random.int(1, 80)).padStart(2, '0')}`
    : String(random.int(100, 990))
  return `${prefix}${rest}`
}

export function contactsOf(random: Random): string {
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

export function employeesOf(random: Random, form: LegalForm): number {
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

export function applicantTypesOf(form: LegalForm, employees: number, tech: boolean): number[] {
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

export function personalEmail(random: Random, person: { first: string; last: string }): string {
  const [surname = ''] = person.last.split(' ')
  const domain = random.pick(['gmail.com', 'hotmail.com', 'outlook.es', 'yahoo.es'])
  return `${slugOf(person.first)}.${slugOf(surname)}@${domain}`
}

export function companyEmail(random: Random, businessName: string): string {
  const mailbox = random.pick(['info', 'administracion', 'contacto', 'gerencia'])
  return `${mailbox}@${slugOf(businessName).slice(0, 24) || 'empresa'}.es`
}

export function representationTypeOf(random: Random, form: LegalForm): string {
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

export function expertsOf(random: Random, platform: number): Expert[] {
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

export function provincesToWorkOf(random: Random, province: number): number[] {
  const community = provinceByCode(province)?.communityCode ?? 0
  const neighbours = provincesOfCommunity(community)
    .map((p) => p.code)
    .filter((code) => code !== province)
  const extra = random.chance(0.35) ? random.sample(neighbours, random.int(1, 2)) : []
  return [province, ...extra].sort((a, b) => a - b)
}
