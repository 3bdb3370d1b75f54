import { type ClientMinimis } from '@shared/bdns/client-minimis-report'
import { type DeMinimisSummary, deMinimisSummary } from '@shared/bdns/de-minimis'
import { madridToday } from '@shared/format'
import { type MinimisGroup } from '@shared/bdns/minimis-group-schemas'
import { type BdnsService } from './bdns-service'
import { type MinimisGroupsService } from './minimis-groups'

/**
 * A NIF's de minimis from the registry, as of a day: its own rows, or every member's of its
 * «empresa única» group (or of `group`, given by name on the command line), each row once.
 * The NIFs are asked one after the other, each through the day-long cache.
 */
export async function clientMinimis(
  bdns: BdnsService,
  groups: MinimisGroupsService,
  nif: string,
  options: {
    asOf?: string
    refresh?: boolean
    group?: MinimisGroup | null
    signal?: AbortSignal
    now?: () => number
  } = {},
): Promise<ClientMinimis> {
  const asOf = options.asOf ?? madridToday((options.now ?? Date.now)())
  const group = options.group ?? groups.groupOf(nif)
  const nifs = [...new Set([nif, ...(group?.members.map((m) => m.nif) ?? [])])]
  const rows = []
  const sources = []
  for (const member of nifs) {
    const kept = await bdns.minimis(member, {
      refresh: options.refresh ?? false,
      ...(options.signal ? { signal: options.signal } : {}),
    })
    rows.push(...kept.value.map((row) => ({ ...row, nif: member })))
    sources.push({ nif: member, fetchedAt: kept.fetchedAt, stale: kept.stale })
  }
  return { nif, asOf, group, summary: deMinimisSummary(rows, asOf), sources }
}

/**
 * The same from what was last read, with no request: null unless every NIF of the group was read;
 * as old as its oldest answer.
 */
export function keptClientMinimis(
  bdns: Pick<BdnsService, 'keptMinimisAt'>,
  groups: Pick<MinimisGroupsService, 'groupOf'>,
  nif: string,
  asOf: string,
): { keptAt: number; value: { summary: DeMinimisSummary; group: string[] } } | null {
  const group = groups.groupOf(nif)
  const nifs = [...new Set([nif, ...(group?.members.map((m) => m.nif) ?? [])])]
  const rows = []
  let keptAt = Number.POSITIVE_INFINITY
  for (const member of nifs) {
    const kept = bdns.keptMinimisAt(member)
    if (!kept) return null
    rows.push(...kept.value.map((row) => ({ ...row, nif: member })))
    keptAt = Math.min(keptAt, kept.fetchedAt)
  }
  return {
    keptAt,
    value: { summary: deMinimisSummary(rows, asOf), group: nifs.filter((n) => n !== nif) },
  }
}
