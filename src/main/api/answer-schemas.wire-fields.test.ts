import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { balanceOf, CreditBalanceSchema, type UsageStatistics } from '@shared/credits'
import {
  CaseActionAnswerWireSchema,
  CaseCreatedWireSchema,
  CaseFileSchema,
} from '@shared/wire/case-file'
import { AvailableExpertWireSchema, CaseTemplateWireSchema } from '@shared/wire/case-options'
import { ClientDataSchema } from '@shared/wire/client'
import { ConcessionByGrantSchema, ConcessionByNifSchema } from '@shared/wire/concession'
import { DataFiltersSchema } from '@shared/wire/data-filters'
import { OpportunitySchema } from '@shared/wire/opportunity'
import { StatusGroupSchema } from '@shared/wire/status-group'
import { LoginUserSchema, UserDetailSchema } from '@shared/wire/user'
import { GrantWithConcessionsWireSchema } from '@shared/wire/grant-with-concessions'
import { CallWireSchema } from '@shared/wire/call'
import {
  GrantDetailsSchema,
  GrantDocumentsSchema,
  GrantEvaluationSchema,
  GrantNormativeSchema,
  GrantRelatedSchema,
} from '@shared/grant-info'
import { WIRE_ANSWERS } from '../../../test/fixtures/wire-answers'
import { ANSWER_SCHEMAS } from './answer-schemas'
import { decodeClientPage } from './client-pages'

type Operation = keyof typeof ANSWER_SCHEMAS
type Path = (string | number)[]
type Plain = Record<string | number, unknown>

const OPERATIONS = Object.keys(ANSWER_SCHEMAS) as Operation[]

/** Fields without which the answer says nothing: the answer is refused (SC-DIALECT-11). */
const REQUIRED: Partial<Record<Operation, string[]>> = {
  'users.login': ['token', 'user', 'user.id'],
  'users.get': ['id'],
  'users.current': ['id'],
  'experts.current': ['id'],
  'clients.get': ['id'],
  'clients.update': ['id'],
  'users.usageStatistics': ['monthly_used_credits', 'max_credits'],
  'cases.get': ['id'],
  'cases.create': ['workflow_id'],
}

/** Identities, as `list.*.key`: an item without its key is left out of its list, nothing else. */
const IDENTITIES: Partial<Record<Operation, string[]>> = {
  'users.get': ['groups_data.*.id'],
  'clients.list': ['results.*.id'],
  'statuses.list': ['results.*.id', 'results.*.status.*.id'],
  'cases.list': ['results.*.id'],
  'cases.templates': ['results.*.id'],
  'cases.experts': ['results.*.id'],
  'simulator.run': ['*.slug'],
  'simulator.byNif': ['*.slug'],
  'grants.withConcessions': ['results.*.id'],
  'calls.search': ['results.*.id'],
  'catalogue.dataFilters': [
    'applicants.*.id',
    'activities.*.id',
    'action_items.*.action_groups.*.action_items.*.id',
    'communities.*.id',
    'communities.*.provinces.*.id',
    'provinces.*.id',
    'origins.*.id',
    'types_fund.*.id',
    'regions_types.*.id',
    'groups.*.id',
    'cnaes.*.id',
  ],
}

/** What the app keeps of each answer, in the types main and the renderer share. */
const HELD: Record<Operation, z.ZodType> = {
  'users.login': z.object({ user: LoginUserSchema }),
  'users.get': UserDetailSchema,
  'users.current': LoginUserSchema,
  'experts.current': z.object({
    id: z.number(),
    isSuperExpert: z.boolean(),
    permissions: z.array(z.string()),
  }),
  'clients.get': ClientDataSchema,
  'clients.update': ClientDataSchema,
  'clients.list': z.object({ results: z.array(ClientDataSchema) }),
  'grants.details': GrantDetailsSchema,
  'grants.documents': GrantDocumentsSchema,
  'grants.evaluation': GrantEvaluationSchema,
  'grants.normative': GrantNormativeSchema,
  'grants.related': GrantRelatedSchema,
  'concessions.byNif': z.object({ results: z.array(ConcessionByNifSchema) }),
  'concessions.byGrant': z.object({ results: z.array(ConcessionByGrantSchema) }),
  'statuses.list': z.object({ results: z.array(StatusGroupSchema) }),
  'simulator.run': z.object({ results: z.array(OpportunitySchema) }),
  'simulator.byNif': z.object({ results: z.array(OpportunitySchema) }),
  'grants.withConcessions': z.object({
    results: z.array(GrantWithConcessionsWireSchema.required()),
  }),
  'calls.search': z.object({ results: z.array(CallWireSchema.required()) }),
  'users.usageStatistics': z
    .custom<UsageStatistics>()
    .transform((usage) => balanceOf(usage))
    .pipe(CreditBalanceSchema),
  'catalogue.dataFilters': DataFiltersSchema,
  'cases.list': z.object({ results: z.array(CaseFileSchema) }),
  'cases.get': CaseFileSchema,
  'cases.create': CaseCreatedWireSchema,
  'cases.setStatus': CaseActionAnswerWireSchema,
  'cases.update': CaseActionAnswerWireSchema,
  'cases.templates': z.object({ results: z.array(CaseTemplateWireSchema) }),
  'cases.experts': z.object({ results: z.array(AvailableExpertWireSchema) }),
}

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every field of `value`, nested ones and those of every list item included. */
function fieldsOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsOf(item, [...path, i]))
  if (!isPlain(value)) return []
  return Object.entries(value).flatMap(([key, child]) => [
    [...path, key],
    ...fieldsOf(child, [...path, key]),
  ])
}

const patternOf = (path: Path) =>
  path.map((part) => (typeof part === 'number' ? '*' : part)).join('.')

function at(value: unknown, path: Path): unknown {
  let node = value
  for (const part of path)
    node = isPlain(node) || Array.isArray(node) ? (node as Plain)[part] : undefined
  return node
}

/** A copy of `value` as JSON (no object shared by two fields) with the field at `path` set. */
function withField(value: unknown, path: Path, field: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as unknown
  const parent = at(copy, path.slice(0, -1))
  const key = path.at(-1)
  if (key === undefined || !(isPlain(parent) || Array.isArray(parent))) return copy
  if (field === undefined && isPlain(parent)) delete parent[key]
  else (parent as Plain)[key] = field
  return copy
}

/** Readers whose answer takes other field names than the wire's. */
const RENAMED = new Set<Operation>([
  'grants.details',
  'grants.documents',
  'grants.evaluation',
  'grants.normative',
  'grants.related',
  'experts.current',
])

/** What the app shows as «—» or nothing, and exports as an empty cell. */
function isNeutral(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0
  if (isPlain(value)) return Object.values(value).every(isNeutral)
  return [undefined, null, '', false, 0].includes(value as never)
}

/** A bare list answer (the vendor's simulator) is read as a page of it. */
const outputPath = (sample: unknown, path: Path): Path =>
  Array.isArray(sample) ? ['results', ...path] : path

describe('no answer field fails more than itself (SC-DIALECT-11)', () => {
  it('has a sample answer for every operation the app reads', () => {
    expect(Object.keys(WIRE_ANSWERS).sort()).toEqual([...OPERATIONS].sort())
  })

  describe.each(OPERATIONS)('%s', (operation) => {
    const schema: z.ZodType = ANSWER_SCHEMAS[operation]
    const sample: unknown = WIRE_ANSWERS[operation]
    const whole = schema.parse(sample)
    const required = new Set(REQUIRED[operation] ?? [])
    const identities = new Set(IDENTITIES[operation] ?? [])

    it('reads the sample whole, in the types the app holds', () => {
      expect(HELD[operation].safeParse(whole).success).toBe(true)
    })

    // A grant's sections are read into fields of other names: `src/shared/wire/grant-detail.test.ts`
    // removes each field of theirs and breaks its type instead.
    it.skipIf(RENAMED.has(operation)).each([
      ['absent', undefined],
      ['null', null],
    ])('reads each field %s on its own', (_, missing) => {
      for (const path of fieldsOf(sample)) {
        const field = patternOf(path)
        const read = schema.safeParse(withField(sample, path, missing))
        if (required.has(field)) {
          expect(read.success, `${field} is required`).toBe(false)
          continue
        }
        expect(read.error, field).toBeUndefined()
        const value: unknown = read.data
        expect(HELD[operation].safeParse(value).success, `${field}: the held types`).toBe(true)
        const out = outputPath(sample, path)
        if (identities.has(field)) {
          // Only that item is left out; the page's count is the service's, or the rows of a list.
          const expected = JSON.parse(JSON.stringify(whole)) as Plain
          const list = at(expected, out.slice(0, -2))
          if (Array.isArray(list)) list.splice(Number(out.at(-2)), 1)
          if (Array.isArray(sample)) expected['count'] = (expected['results'] as unknown[]).length
          expect(value, `${field}: the item alone is left out`).toEqual(expected)
          continue
        }
        const got = at(value, out)
        if (field === 'count') {
          expect(got, 'a page without count counts its rows').toBe(at(value, ['results', 'length']))
        } else {
          expect(isNeutral(got), `${field} reads as ${JSON.stringify(got)}`).toBe(true)
        }
        expect(withField(value, out, at(whole, out)), `${field}: the rest intact`).toEqual(whole)
      }
    })
  })

  it('the clients sync writes the other clients of a page with a client without id', () => {
    const page = WIRE_ANSWERS['clients.list']
    const [first, second] = page.results
    const body = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))
    const decoded = decodeClientPage(body({ ...page, results: [{ ...first, id: null }, second] }))
    expect(decoded.kind === 'ok' && decoded.value.results.map((row) => row.id)).toEqual([
      second?.id,
    ])
    const bare = decodeClientPage(body({ results: null }))
    expect(bare).toMatchObject({ kind: 'ok', value: { count: 0, next: null, results: [] } })
  })
})
