import { h } from 'vue'
import { useI18n } from 'vue-i18n'
import { type PortfolioRow } from '@shared/portfolio'
import OpenCaseButton from '../cases/OpenCaseButton.vue'
import { grantDetailButton } from '../grants/grant-detail-button'
import { useGrantPanel } from '../../stores/grant-panel-store'
import { useCasesStore } from '../../stores/cases-store'

/** What both «Cartera» tables offer on a grant: its detail, and a case file for a client. */
export function usePortfolioRowActions() {
  const { t } = useI18n()
  const cases = useCasesStore()
  const panel = useGrantPanel()

  /** «Detalle» of the grant: by its id when the run's rows carry it (the vendor's), else by slug. */
  const detailButton = (grant: { grant_id?: number; slug: string; formatted_title: string }) =>
    grantDetailButton(
      {
        ...(grant.grant_id === undefined ? {} : { id: grant.grant_id }),
        slug: grant.slug,
        title: grant.formatted_title,
      },
      {
        label: t('grantPanel.openDetail'),
        ariaLabel: t('grantPanel.openDetailFor', { title: grant.formatted_title }),
      },
      panel.open,
    )

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
