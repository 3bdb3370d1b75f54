import { type GrantDetailService } from '../grants/grant-detail-service'
import { type BdnsMinimisRow } from '@shared/wire/bdns-wire'

/**
 * What «Ayudas recibidas» knows of which aid is de minimis, with no request (issue 36, point 6):
 * a grant's kept evaluation («Sujeta a minimis»), else its kept normative section, and the
 * registry's kept rows of a NIF.
 */
export function deMinimisSources(
  grants: GrantDetailService,
  registry: (nif: string) => readonly BdnsMinimisRow[] | null,
) {
  return {
    async grant(fundId: number): Promise<boolean | null> {
      for (const section of ['evaluation', 'normative'] as const) {
        const kept = await grants.section({
          grant: { id: fundId },
          section,
          cachedOnly: true,
          refresh: false,
        })
        if (kept.status !== 'ok') continue
        const { content } = kept
        const minimis =
          content.section === 'evaluation' || content.section === 'normative'
            ? content.data.minimis
            : null
        if (minimis !== null) return minimis
      }
      return null
    },
    async codes(fundId: number): Promise<readonly string[]> {
      const kept = await grants.section({
        grant: { id: fundId },
        section: 'normative',
        cachedOnly: true,
        refresh: false,
      })
      return kept.status === 'ok' && kept.content.section === 'normative'
        ? kept.content.data.bdns
        : []
    },
    registry,
  }
}
