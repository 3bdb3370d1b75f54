import {
  type ClientReportPlan,
  type ClientReportPlanInputSchema,
  type ClientReportRefresh,
  type ClientReportRefreshInputSchema,
  type SectionPlan,
} from '@shared/reports/client-report-ops'
import { buildClientReport, type ClientReportParts } from '@shared/reports/client-report-build'
import { type ReportSection } from '@shared/reports/report-sections'
import { clientProfile } from '@shared/clients/client-profile'
import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { appError, AppFailure, describeError, isAppFailure } from '@shared/errors'
import { type Lang } from '@shared/messages/keys'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { normalizeTaxId } from '@shared/tax-id'
import { type SimulatorProfile } from '@shared/wire/opportunity'
import { type z } from 'zod'
import { RequestAllowance } from '../../api/request-allowance'
import { RequestLimiter } from '../../api/request-limiter'
import { type CollectOptions, type Remaining } from '../simulator/collect-options'
import { requireAccount } from '../signed-in'
import { clientReportParts, type ClientReportStores, reportClient } from './client-report-sources'

/** The services a refresh goes through, each with its own cache and cost rules. */
export interface ClientReportRefreshers {
  /** `clients.refresh`: the client's copy from the service (free). */
  client: (id: number) => Promise<unknown>
  simulator: {
    requestsToComplete: (profile: SimulatorProfile) => Remaining
    collect: (profile: SimulatorProfile, options: CollectOptions) => Promise<unknown>
  }
  concessions: {
    requestsToComplete: (nif: string) => Remaining
    collectByNif: (nif: string, options: CollectOptions) => Promise<unknown>
  }
  /** The official registry's de minimis of the NIF and its group, asked again (free). */
  minimis: (nif: string) => Promise<unknown>
  /** `cases.sync`: the account's case files, walked to the end (free). */
  cases: () => Promise<unknown>
  language: () => Lang
}

/** What asking a section again costs: the pages its last answer had, or one. */
function sectionRequests(
  refreshers: ClientReportRefreshers,
  section: ReportSection,
  client: ClientReportParts['client']['value'],
): number {
  const profile = clientProfile(client)
  const nif = normalizeTaxId(client.nif)
  if (section === 'opportunities' && profile)
    return refreshers.simulator.requestsToComplete(profile).lastKnown ?? 1
  if (section === 'aid' && nif !== '')
    return refreshers.concessions.requestsToComplete(nif).lastKnown ?? 1
  return 0
}

/** `reports.clientPlan` and `reports.clientRefresh`. */
export function clientReportRefresh(
  stores: ClientReportStores,
  refreshers: ClientReportRefreshers,
) {
  async function plan(
    input: z.output<typeof ClientReportPlanInputSchema>,
  ): Promise<ClientReportPlan> {
    const clients = []
    for (const clientId of input.clientIds) {
      const parts = await clientReportParts(stores, clientId, {
        language: 'es',
        note: '',
        staleDays: input.staleDays,
      })
      const report = buildClientReport(parts)
      const metas = {
        company: report.company.meta,
        opportunities: report.opportunities.meta,
        aid: report.aid.meta,
        registry: report.registry.meta,
        cases: report.cases.meta,
      }
      const sections: SectionPlan[] = Object.entries(metas).map(([section, meta]) => ({
        section: section as ReportSection,
        ...meta,
        requests: sectionRequests(refreshers, section as ReportSection, parts.client.value),
      }))
      const requests = sections
        .filter((section) => section.state !== 'fresh')
        .reduce((sum, section) => sum + section.requests, 0)
      clients.push({ clientId, name: report.company.name, sections, requests })
    }
    return { clients, requests: clients.reduce((sum, client) => sum + client.requests, 0) }
  }

  async function refresh(
    input: z.output<typeof ClientReportRefreshInputSchema>,
  ): Promise<ClientReportRefresh> {
    const account = requireAccount(stores.account())
    const wanted = new Set(input.sections)
    const clients = []
    for (const id of input.clientIds) clients.push((await reportClient(stores, account, id)).client)
    const cost = clients.reduce(
      (sum, client) =>
        sum +
        [...wanted].reduce((s, section) => s + sectionRequests(refreshers, section, client), 0),
      0,
    )
    const confirmed = input.confirmedRequests ?? null
    if (cost > CONFIRM_ABOVE_REQUESTS && (confirmed ?? 0) < cost) {
      return { status: 'needs-confirmation', requests: cost }
    }
    // SC-COST-3: every paid request is taken from the allowance, so no more than agreed is sent.
    const limiter = new RequestLimiter(1, undefined, new RequestAllowance(confirmed))
    const options: CollectOptions = {
      refresh: true,
      signal: new AbortController().signal,
      limiter,
    }
    const failed: Extract<ClientReportRefresh, { status: 'done' }>['failed'] = []
    const attempt = async (
      clientId: number,
      section: ReportSection,
      work: () => Promise<unknown>,
    ) => {
      try {
        await work()
      } catch (error) {
        const lang = refreshers.language()
        const message = isAppFailure(error)
          ? describeError(error.appError, lang)
          : renderMessage(lang, 'report.refresh_failed')
        failed.push({ clientId, section, message })
      }
    }
    if (wanted.has('cases')) {
      await attempt(clients[0]?.id ?? 0, 'cases', () => refreshers.cases())
    }
    for (const client of clients) {
      const nif = normalizeTaxId(client.nif)
      const profile = clientProfile(client)
      if (wanted.has('company'))
        await attempt(client.id, 'company', () => refreshers.client(client.id))
      if (wanted.has('opportunities')) {
        await attempt(client.id, 'opportunities', () =>
          profile
            ? refreshers.simulator.collect(profile, options)
            : Promise.reject(
                new AppFailure(appError('error.validation.report_incomplete_profile', {})),
              ),
        )
      }
      if (nif === '') continue
      if (wanted.has('aid'))
        await attempt(client.id, 'aid', () => refreshers.concessions.collectByNif(nif, options))
      if (wanted.has('registry'))
        await attempt(client.id, 'registry', () => refreshers.minimis(nif))
    }
    return { status: 'done', requests: limiter.sent, failed }
  }

  return { plan, refresh }
}
