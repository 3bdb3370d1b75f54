import { z } from 'zod'
import { UsageStatisticsWireSchema } from '@shared/credits'
import {
  CaseActionAnswerWireSchema,
  CaseCreatedWireSchema,
  CaseFileWireSchema,
} from '@shared/wire/case-file'
import { AvailableExpertWireSchema, CaseTemplateWireSchema } from '@shared/wire/case-options'
import { ClientWireSchema } from '@shared/wire/client'
import { CurrentExpertWireSchema } from '@shared/wire/current-expert'
import { ConcessionByGrantWireSchema, ConcessionByNifWireSchema } from '@shared/wire/concession'
import { DataFiltersWireSchema } from '@shared/wire/data-filters'
import { GrantWithConcessionsWireSchema } from '@shared/wire/grant-with-concessions'
import { CallWireSchema } from '@shared/wire/call'
import {
  GrantDetailsWireSchema,
  GrantDocumentsWireSchema,
  GrantEvaluationWireSchema,
  GrantNormativeWireSchema,
  GrantRelatedWireSchema,
} from '@shared/wire/grant-detail'
import { OpportunityWireSchema } from '@shared/wire/opportunity'
import { pageSchema } from '@shared/wire/page'
import { StatusGroupWireSchema } from '@shared/wire/status-group'
import { LoginResponseSchema, LoginUserWireSchema, UserDetailWireSchema } from '@shared/wire/user'
import { identified } from '@shared/wire/wire-list'
import { MAX_CALL_ROWS, MAX_GRANT_LIST_ROWS, MAX_NIF_OPPORTUNITIES } from './answer-limits'
import { ClientPageWireSchema } from './client-wire'

/**
 * SC-SIM-2: the real service documents a bare array; the interface an envelope. Accept both. An
 * opportunity without its slug is left out (SC-DIALECT-11).
 */
const opportunity = identified(OpportunityWireSchema, 'slug')
const OpportunitiesSchema = z
  .union([pageSchema(opportunity), z.array(opportunity)])
  .transform((value) => {
    if (!Array.isArray(value)) return value
    const results = value.filter((item) => item !== null)
    return { count: results.length, next: null, previous: null, results }
  })

/**
 * `funds/opportunities-by-cif/`: a bare list in the vendor's document; an envelope is read too,
 * as a page. Kept to the first MAX_NIF_OPPORTUNITIES, each without its slug left out.
 */
const NifOpportunitiesSchema = OpportunitiesSchema.transform((page) => ({
  ...page,
  results: page.results.slice(0, MAX_NIF_OPPORTUNITIES),
}))

/** `funds/concessions/`: a page of grants, each without its id left out, capped. */
const GrantListSchema = pageSchema(identified(GrantWithConcessionsWireSchema)).transform(
  (page) => ({ ...page, results: page.results.slice(0, MAX_GRANT_LIST_ROWS) }),
)

/** `funds/`: a page of calls, each without its id left out, capped. */
const CallListSchema = pageSchema(identified(CallWireSchema)).transform((page) => ({
  ...page,
  results: page.results.slice(0, MAX_CALL_ROWS),
}))

/**
 * How each operation's answer is read (SC-DIALECT-11: no field fails more than itself), by the name
 * its requests carry. The clients sync reads its pages with `decodeClientPage`, which is the
 * `clients.list` reader.
 */
export const ANSWER_SCHEMAS = {
  'users.login': LoginResponseSchema,
  'users.get': UserDetailWireSchema,
  'users.current': LoginUserWireSchema,
  'experts.current': CurrentExpertWireSchema,
  'clients.get': ClientWireSchema,
  'clients.update': ClientWireSchema,
  'clients.list': ClientPageWireSchema,
  'concessions.byNif': pageSchema(ConcessionByNifWireSchema),
  'concessions.byGrant': pageSchema(ConcessionByGrantWireSchema),
  'statuses.list': pageSchema(identified(StatusGroupWireSchema)),
  'simulator.run': OpportunitiesSchema,
  'simulator.byNif': NifOpportunitiesSchema,
  'grants.withConcessions': GrantListSchema,
  'calls.search': CallListSchema,
  'users.usageStatistics': UsageStatisticsWireSchema,
  'catalogue.dataFilters': DataFiltersWireSchema,
  'cases.list': pageSchema(identified(CaseFileWireSchema)),
  'cases.get': CaseFileWireSchema,
  'cases.create': CaseCreatedWireSchema,
  'cases.setStatus': CaseActionAnswerWireSchema,
  'cases.update': CaseActionAnswerWireSchema,
  'cases.templates': pageSchema(identified(CaseTemplateWireSchema)),
  'cases.experts': pageSchema(identified(AvailableExpertWireSchema)),
  'grants.details': GrantDetailsWireSchema,
  'grants.documents': GrantDocumentsWireSchema,
  'grants.evaluation': GrantEvaluationWireSchema,
  'grants.normative': GrantNormativeWireSchema,
  'grants.related': GrantRelatedWireSchema,
} as const
