import { type CaseGrant, type CaseGrantLink, type CaseTemplate } from '@shared/cases/cases'
import { type StatusGroup } from '@shared/wire/status-group'
import { type CasesStore } from '../../storage/case-files/case-files-table'

/**
 * What an opportunity already has (SC-CASE-20): each case file of a client (or of every client)
 * whose grant is known. The service's case files name no grant and no template (SC-CASE-10), so the
 * grant is the one a case file was opened for here, else the grant (`fund_data`, SC-CASE-9) of the
 * template its status belongs to (SC-CASE-11). A case file whose grant neither says is left out.
 */
export function createCaseGrantLinks(deps: {
  store: CasesStore
  /** The grants recorded when case files were opened here, by case file id. */
  opened: (account: string) => ReadonlyMap<number, CaseGrant>
  /** The templates kept for the form (SC-CASE-9). */
  templates: (account: string) => readonly CaseTemplate[]
  /** The status catalogue (cached); empty when it cannot be read. */
  catalogue: () => Promise<readonly StatusGroup[]>
}) {
  return {
    async of(account: string, clientId: number | null): Promise<CaseGrantLink[]> {
      const rows = deps.store.listed(account, clientId)
      if (rows.length === 0) return []
      const opened = deps.opened(account)
      const byStatus = await statusGrants(account)
      return rows.flatMap((row) => {
        const known = opened.get(row.id)
        const grant = known ?? (row.status ? byStatus.get(row.status.id) : undefined)
        if (!grant) return []
        return [
          {
            caseId: row.id,
            identifier: row.identifier,
            clientId: row.clientId,
            grantId: grant.id,
            grantTitle: grant.title,
            statusGroup: row.statusGroup,
            status: row.status,
            archived: row.archived,
            via: known ? ('opened' as const) : ('status' as const),
          },
        ]
      })
    },
  }

  /** The grant of each status whose template names one. */
  async function statusGrants(account: string): Promise<Map<number, CaseGrant>> {
    const funds = new Map<number, CaseGrant>()
    for (const template of deps.templates(account)) {
      if (template.fundId !== null)
        funds.set(template.id, { id: template.fundId, title: template.fundTitle })
    }
    const byStatus = new Map<number, CaseGrant>()
    if (funds.size === 0) return byStatus
    const catalogue = await deps.catalogue().catch(() => [])
    for (const group of catalogue) {
      for (const status of group.status) {
        const grant = status.template === null ? undefined : funds.get(status.template)
        if (grant) byStatus.set(status.id, grant)
      }
    }
    return byStatus
  }
}
