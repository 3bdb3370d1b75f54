import { AppFailure } from '@shared/errors'
import { type GrantRef } from '@shared/grant-info'
import { type GrantSection } from '@shared/grant-section-ids'
import { type Opportunity } from '@shared/wire/opportunity'
import { cancelledError } from '../api/app-errors'
import { type GrantDetailService } from '../services/grants/grant-detail-service'
import { type DossierGrantRow } from './export-parts'
import { type ExportPlan } from './plans/export-plan'

type Grants = Pick<GrantDetailService, 'kept' | 'keptSections' | 'section'>

/** The sections the «Convocatoria» sheet writes: what fetching a grant first may ask. */
const SHEET_SECTIONS = ['details', 'evaluation', 'normative'] as const satisfies GrantSection[]

const refOf = (row: Pick<Opportunity, 'id' | 'slug'>): GrantRef => ({
  ...(row.id ? { id: row.id } : {}),
  ...(row.slug ? { slug: row.slug } : {}),
})

/** A grant's sheet sections this account does not keep; known by its slug alone, only its details. */
function missingSections(grants: Grants, row: Pick<Opportunity, 'id' | 'slug'>): GrantSection[] {
  const ref = refOf(row)
  if (ref.id === undefined && ref.slug === undefined) return []
  const kept = grants.keptSections(ref)
  const askable: readonly GrantSection[] = ref.id === undefined ? ['details'] : SHEET_SECTIONS
  return askable.filter((section) => !kept.includes(section))
}

/** What fetching the grants first costs: how many grants, and at most how many requests. */
export interface GrantsPrice {
  grants: number
  requests: number
}

/**
 * The price of the grants of `opportunities` not kept: exact over the rows it holds, every section
 * for each row still to be asked (the requests are an upper bound then).
 */
export function grantsPrice(grants: Grants, opportunities: ExportPlan<Opportunity>): GrantsPrice {
  const held = opportunities.held ?? []
  const missing = held.map((row) => missingSections(grants, row).length).filter((n) => n > 0)
  const unheld = Math.max(0, opportunities.rows - held.length)
  return {
    grants: missing.length + unheld,
    requests: missing.reduce((sum, n) => sum + n, 0) + unheld * SHEET_SECTIONS.length,
  }
}

/**
 * The dossier's «Convocatoria» rows: the opportunities as the «Oportunidades» sheet read them
 * (`seen`, complete before this sheet is written: sheets are written in order), each with its
 * grant's detail as this account keeps it, at any age. With `fetch`, the sections not kept are
 * asked first, each request taken from the export's allowance.
 */
export function dossierGrantsPlan(
  grants: Grants,
  seen: readonly Opportunity[],
  fetch: GrantsPrice | null,
): ExportPlan<DossierGrantRow> {
  return {
    rows: 0,
    requests: fetch?.requests ?? 0,
    async *pages({ signal, onProgress, allowance }) {
      if (fetch) {
        for (const [index, row] of seen.entries()) {
          for (const section of missingSections(grants, row)) {
            if (signal.aborted) throw new AppFailure(cancelledError())
            await allowance.take()
            await grants.section({ grant: refOf(row), section, cachedOnly: false, refresh: false })
          }
          onProgress({ done: index + 1, total: seen.length + 1 })
        }
      }
      yield seen.map((row) => ({
        id: row.id ?? null,
        slug: row.slug,
        title: row.formatted_title,
        kept: grants.kept(row),
      }))
      onProgress({ done: seen.length + 1, total: seen.length + 1 })
    },
  }
}
