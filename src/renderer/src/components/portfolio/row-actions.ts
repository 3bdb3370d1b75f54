import { h } from 'vue'
import { type PortfolioRow } from '@shared/portfolio'
import OpenCaseButton from '../cases/OpenCaseButton.vue'
import { useGrantDetailButton } from '../grants/grant-detail-button'
import { useCasesStore } from '../../stores/cases-store'

/** What both «Cartera» tables offer on a grant: its detail, and a case file for a client. */
export function usePortfolioRowActions() {
  const cases = useCasesStore()
  const grantDetail = useGrantDetailButton()

  /** «Detalle» of the grant: by its id when the run's rows carry it (the vendor's), else by slug. */
  const detailButton = (grant: { grant_id?: number; slug: string; formatted_title: string }) =>
    grantDetail({
      ...(grant.grant_id === undefined ? {} : { id: grant.grant_id }),
      slug: grant.slug,
      title: grant.formatted_title,
    })

  /** «Abrir expediente» for this client and grant: its title, its template, the client preset. */
  const openCase = (row: PortfolioRow) =>
    cases.available
      ? h('span', { class: 'open-case' }, [
          h(OpenCaseButton, {
            title: row.formatted_title,
            fundId: row.grant_id ?? null,
            client: { id: row.client_id, name: row.client_name },
          }),
        ])
      : null

  return { detailButton, openCase }
}
