import { type CheckedConcession, type CrossCheck, crossCheck } from '@shared/bdns/aid-cross-check'
import { type GrantDetailService } from '../grants/grant-detail-service'
import { type BdnsService } from './bdns-service'
import { deMinimisSources } from './minimis-sources'

/**
 * A NIF's cross-check (issue 36, point 7): the concessions this account keeps of it (no request
 * of the grants service), the registry's de minimis rows (kept a day, else asked: free), and
 * what is kept of each grant (its BDNS codes, whether it is de minimis).
 */
export async function crossCheckOf(
  deps: {
    bdns: BdnsService
    grants: GrantDetailService
    keptConcessions: (nif: string) => readonly CheckedConcession[] | null
  },
  nif: string,
): Promise<CrossCheck> {
  const concessions = deps.keptConcessions(nif)
  const registry = await deps.bdns.minimis(nif)
  const sources = deMinimisSources(deps.grants, () => null)
  const codes = new Map<number, readonly string[]>()
  const minimis = new Map<number, boolean | null>()
  for (const fund of new Set((concessions ?? []).flatMap((c) => c.fund_id ?? []))) {
    minimis.set(fund, await sources.grant(fund))
    const normative = await deps.grants.section({
      grant: { id: fund },
      section: 'normative',
      cachedOnly: true,
      refresh: false,
    })
    codes.set(
      fund,
      normative.status === 'ok' && normative.content.section === 'normative'
        ? normative.content.data.bdns
        : [],
    )
  }
  return crossCheck(nif, concessions, registry.value, {
    codes: (fund) => codes.get(fund) ?? [],
    minimis: (fund) => minimis.get(fund) ?? null,
  })
}
