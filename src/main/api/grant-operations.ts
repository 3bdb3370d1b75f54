import { type z } from 'zod'
import { type GrantSelector } from '@shared/wire/concession'
import { type NifSimulationBody } from '@shared/wire/grant-with-concessions'
import { type SimulatorProfile } from '@shared/wire/opportunity'
import { normalizeTaxId } from '@shared/tax-id'
import { ANSWER_SCHEMAS } from './answer-schemas'
import { MAX_GRANT_SECTION_BYTES } from './answer-limits'
import { type ApiTransport } from './api-transport'
import { apiUrl } from './api-urls'
import { type RetryPolicy } from './http'

/** A grant's five operations (SC-GRANT-1), by the name their requests carry. */
const GRANT_PATHS = {
  'grants.details': (identifier: string) => `fund-details/${identifier}/`,
  'grants.documents': (id: string) => `funds/fund-required-documents/${id}/`,
  'grants.evaluation': (id: string) => `funds/fund-evaluation/${id}/`,
  'grants.normative': (id: string) => `funds/fund-normative/${id}/`,
  'grants.related': (id: string) => `funds/fund-related/${id}/`,
} as const
export type GrantOperation = keyof typeof GRANT_PATHS

/** Grants: concessions, the simulator, the grant picker and a grant's sections; each paid. */
export function grantOperations(transport: ApiTransport) {
  const { config, call, one, paged, get } = transport
  return {
    /** 6. Concessions received by a NIF, normalised as the service compares it (SC-CONC-1). */
    concessionsByNif(nif: string, pageSize?: number) {
      const requestData = JSON.stringify({ nif: normalizeTaxId(nif) })
      return paged(
        'concessions.byNif',
        get(ANSWER_SCHEMAS['concessions.byNif'], 'user', true),
        (e, page) =>
          apiUrl(e.baseUrl, 'funds/concessions/beneficiaries-by-cif/', {
            page,
            page_size: pageSize,
            requestData,
          }),
      )
    },

    /** 7. Beneficiaries of a grant, by `fund_id` or `fund_slug` (SC-CONC-2). */
    concessionsByGrant(selector: GrantSelector, pageSize?: number) {
      const requestData = JSON.stringify(selector)
      return paged(
        'concessions.byGrant',
        get(ANSWER_SCHEMAS['concessions.byGrant'], 'user', true),
        (e, page) =>
          apiUrl(e.baseUrl, 'funds/concessions/beneficiaries/', {
            page,
            page_size: pageSize,
            requestData,
          }),
      )
    },

    /**
     * 9. The simulator; page N is the same POST with `?page=N` (SC-SIM-2). It costs credits, so it is
     * tried again only when it cannot have been charged: connection refused or 429 (SC-SIM-4).
     */
    simulate(profile: SimulatorProfile) {
      const retry: RetryPolicy = 'unsent'
      const request = () => ({
        method: 'POST' as const,
        auth: 'user' as const,
        body: profile,
        schema: ANSWER_SCHEMAS['simulator.run'],
        retry,
        paid: true,
      })
      return paged(
        'simulator.run',
        request,
        (e, page) => apiUrl(e.testBaseUrl, 'funds/opportunities-by-profile/', { page }),
        (opportunity) => opportunity.slug,
      )
    },

    /**
     * The simulation by NIF and CNAE (SC-NIFSIM-1): one POST, a bare list of at most 20, on the
     * test address like the simulator. Paid, so tried again only when it cannot have been charged.
     * A 404 means the service does not offer it.
     */
    simulateByNif(body: NifSimulationBody, signal?: AbortSignal) {
      return one(
        'funds/opportunities-by-cif/',
        {
          operation: 'simulator.byNif',
          method: 'POST',
          auth: 'user',
          body,
          schema: ANSWER_SCHEMAS['simulator.byNif'],
          retry: 'unsent',
          paid: true,
        },
        signal,
        'test',
      )
    },

    /**
     * Grants with published concessions whose title has the words of `text` (SC-GRANTS-1): one
     * page; the text goes in `requestData` as `search_by_text`. Paid; 404 when not offered.
     */
    grantsWithConcessions(text: string) {
      const requestData = JSON.stringify({ search_by_text: text })
      return paged(
        'grants.withConcessions',
        get(ANSWER_SCHEMAS['grants.withConcessions'], 'user', true),
        (e, page) => apiUrl(e.baseUrl, 'funds/concessions/', { page, requestData }),
        (row) => row.id,
      )
    },

    /**
     * A grant's section (SC-GRANT-1): `fund-details/{id or slug}/` or `funds/fund-…/{id}/`. User
     * token; each answer costs a credit, so the balance is refreshed after it (`paid`). A GET
     * that changes nothing, tried again like the concession reads.
     */
    async grantSection<S extends GrantOperation>(
      operation: S,
      identifier: number | string,
      signal?: AbortSignal,
    ): Promise<z.output<(typeof ANSWER_SCHEMAS)[S]>> {
      const { baseUrl } = await config.endpoints()
      const path = GRANT_PATHS[operation](encodeURIComponent(String(identifier)))
      return call({
        operation,
        method: 'GET',
        url: apiUrl(baseUrl, path),
        auth: 'user',
        schema: ANSWER_SCHEMAS[operation] as unknown as z.ZodType<
          z.output<(typeof ANSWER_SCHEMAS)[S]>
        >,
        retry: true,
        paid: true,
        maxBytes: MAX_GRANT_SECTION_BYTES,
        ...(signal ? { signal } : {}),
      })
    },
  }
}
