import { dayOf, isoOf, yearOf } from '../dates'
import { createRandom, deriveSeed, type Random } from '../random'
import { expertById, EXPERTS, type Expert, platformById } from './accounts'
import { type StoredClient } from './clients-seed'
import { type Grant } from './grants'
import { STATUS_GROUPS } from './status-groups'

/** A case file (expediente) as the demo service keeps it; the client's data is read when it is served. */
export interface StoredCase {
  id: number
  identifier: string
  uuid: string
  title: string
  clientId: number
  expertId: number
  reference: string | null
  additional_data: string | null
  /** Null, with `statusId`, until `update-status` gives it one. */
  statusGroupId: number | null
  statusId: number | null
  requested_amount: number
  awarded_amount: number | null
  presentation_date: string | null
  concession_date: string | null
  shared_client: boolean
  templateId: number | null
  archived: boolean
  /** YYYY-MM-DD; the `start_date`/`end_date` filters read it. Not served. */
  created: string
}

export interface CaseTemplate {
  id: number
  title: string
  fund_data: { id: number; title: string } | null
  public: boolean
  expert_data: { id: number; name: string; email: string }
  experts: number[]
  platform: string
  created_at: string
  updated_at: string
}

export const FIRST_CASE_ID = 4001
export const DEFAULT_CASE_FILES = 320
/** Case files are drawn among the first clients only, which every demo service size makes cheaply. */
const CLIENT_POOL = 300

/** Every (group, status) pair of the catalogue, in catalogue order. */
export const STATUS_PAIRS: readonly (readonly [group: number, status: number])[] =
  STATUS_GROUPS.flatMap((g) => g.status.map((s) => [g.id, s.id] as const))

export function caseIdentifier(id: number, created: string): string {
  return `EXP-${yearOf(created)}-${String(id).padStart(5, '0')}`
}

/** A version-4 shaped UUID drawn from `random`, so that it is the same every run. */
export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16))
  hex[12] = '4'
  hex[16] = '89ab'[random.int(0, 3)] as string
  const s = hex.join('')
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
}

/** The platform as a case file or a template names it (the vendor sends a string). */
export const platformName = (id: number): string => platformById(id).name

/** A handful of templates; the first four name one of the seed's grants each. */
export function generateTemplates(grants: readonly Grant[], today: string): CaseTemplate[] {
  const named = grants.slice(0, 4)
  const owner = (id: number) => {
    const expert = expertById(id) as Expert
    return { id: expert.id, name: expert.name, email: expert.email }
  }
  const template = (
    id: number,
    title: string,
    grant: Grant | undefined,
    expertId: number,
    isPublic: boolean,
  ): CaseTemplate => {
    const expert = owner(expertId)
    const platform = expertById(expertId)?.platform ?? 1
    return {
      id,
      title,
      fund_data: grant ? { id: grant.id, title: grant.title } : null,
      public: isPublic,
      expert_data: expert,
      experts: EXPERTS.filter((e) => e.platform === platform).map((e) => e.id),
      platform: platformName(platform),
      created_at: `${isoOf(dayOf(today) - 400 + id)}T09:30:00Z`,
      updated_at: `${isoOf(dayOf(today) - 30 + id)}T12:00:00Z`,
    }
  }
  return [
    ...named.map((grant, i) => template(51 + i, `Plantilla ${grant.title}`, grant, 302, i !== 3)),
    template(55, 'Plantilla genérica de subvención', undefined, 301, true),
    template(56, 'Plantilla de justificación', undefined, 302, false),
    template(57, 'Plantilla del despacho del norte', undefined, 311, true),
  ]
}

const clamp = (day: number, max: number) => Math.min(day, max)

/**
 * `count` case files over the first clients, in every group and status of the catalogue (the first
 * ones take each pair in turn), a few still without status, some archived.
 */
export function generateCases(options: {
  seed: number
  today: string
  count: number
  clients: (index: number) => StoredClient | undefined
  clientCount: number
  grants: readonly Grant[]
  templates: readonly CaseTemplate[]
}): StoredCase[] {
  const { today, count, grants, templates } = options
  const random = createRandom(deriveSeed(options.seed, 'case-files'))
  const now = dayOf(today)
  const poolSize = Math.min(options.clientCount, CLIENT_POOL)
  const cases: StoredCase[] = []
  for (let i = 0; i < count; i++) {
    const client = options.clients(random.int(0, poolSize - 1))
    if (!client) continue
    const id = FIRST_CASE_ID + i
    const grant = random.pick(grants)
    const pair =
      i < STATUS_PAIRS.length
        ? STATUS_PAIRS[i]
        : random.chance(0.04)
          ? undefined
          : random.pick(STATUS_PAIRS)
    const group = pair?.[0] ?? null
    const createdDay = now - random.int(3, 720)
    const created = isoOf(createdDay)
    const presentationDay =
      group === null || group === 1
        ? createdDay + random.int(15, 90)
        : clamp(createdDay + random.int(5, 60), now)
    const requested = random.amount(grant.award[0], grant.award[1])
    const awarded =
      group === 4 || pair?.[1] === 34 || (group === 6 && random.chance(0.5))
        ? Math.round(requested * (0.6 + random.next() * 0.4) * 100) / 100
        : null
    const experts = client.experts.filter((e) => expertById(e) !== undefined)
    cases.push({
      id,
      identifier: caseIdentifier(id, created),
      uuid: seededUuid(random),
      title: grant.title,
      clientId: client.id,
      expertId: experts.length > 0 ? random.pick(experts) : client.expert_data.id,
      reference: random.chance(0.7)
        ? `REF-${yearOf(created)}-${String(i + 1).padStart(4, '0')}`
        : null,
      additional_data: random.chance(0.4) ? `Solicitud vinculada a ${grant.title}` : null,
      statusGroupId: group,
      statusId: pair?.[1] ?? null,
      requested_amount: requested,
      awarded_amount: awarded,
      presentation_date: group === null ? null : isoOf(presentationDay),
      concession_date:
        awarded === null ? null : isoOf(clamp(presentationDay + random.int(30, 180), now)),
      shared_client: random.chance(0.5),
      templateId: random.chance(0.5) ? random.pick(templates).id : null,
      archived: random.chance(group === 6 ? 0.7 : 0.06),
      created,
    })
  }
  return cases
}
