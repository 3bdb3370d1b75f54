import { h, type VNodeChild } from 'vue'
import { useI18n } from 'vue-i18n'
import { type PortfolioRow } from '@shared/portfolio'
import OpenCaseButton from '../cases/OpenCaseButton.vue'
import { receivedTag } from '../concessions/received-tag'
import { useGrantDetailButton } from '../grants/grant-detail-button'
import { useReceivedText } from '../../composables/useReceivedText'
import { useCasesStore } from '../../stores/cases-store'
import { isNifCnae, newTag, nifCnaeTag } from './table-parts'

/**
 * What both «Cartera» tables offer on a grant: its detail, a case file for a client, and the marks
 * of a pair of client and grant.
 */
export function usePortfolioRowActions() {
  const { t } = useI18n()
  const cases = useCasesStore()
  const grantDetail = useGrantDetailButton()
  const receivedText = useReceivedText()

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

  /** After a pair in a group's list: «Nueva», «por NIF y CNAE», «Ya recibida», «Abrir expediente». */
  const pairMarks = (row: PortfolioRow): VNodeChild[] => [
    row.new ? newTag(t('portfolio.opportunities.newTag')) : null,
    isNifCnae(row) ? nifCnaeTag(t('nifSimulation.tag')) : null,
    row.received ? receivedTag(row.received, receivedText) : null,
    openCase(row),
  ]

  return { detailButton, pairMarks }
}
