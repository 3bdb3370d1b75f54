import { h, type VNodeChild } from 'vue'
import { useI18n } from 'vue-i18n'
import { type PortfolioRow } from '@shared/portfolio/portfolio'
import CaseGrantLinks from '../cases/CaseGrantLinks.vue'
import OpenCaseButton from '../cases/OpenCaseButton.vue'
import { receivedTag } from '../concessions/received-tag'
import { useGrantDetailButton } from '../grants/grant-detail-button'
import { useCaseGrantLinks } from '../../composables/useCaseGrantLinks'
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
  /** Every client's case files by grant: a pair shows those it has (SC-CASE-20). */
  const caseLinks = useCaseGrantLinks(() => 'all')

  /** «Detalle» of the grant: by its id when the run's rows carry it (the vendor's), else by slug. */
  const detailButton = (grant: { grant_id?: number; slug: string; formatted_title: string }) =>
    grantDetail({
      ...(grant.grant_id === undefined ? {} : { id: grant.grant_id }),
      slug: grant.slug,
      title: grant.formatted_title,
    })

  /**
   * The case files this client has for this grant, and «Abrir expediente» (its title, its template,
   * the client preset), which asks first when there is one.
   */
  const openCase = (row: PortfolioRow) => {
    if (!cases.available) return null
    const existing = caseLinks.forGrant(row.client_id, {
      id: row.grant_id,
      title: row.formatted_title,
    })
    return h('span', { class: 'open-case' }, [
      h(CaseGrantLinks, { links: existing }),
      h(OpenCaseButton, {
        title: row.formatted_title,
        fundId: row.grant_id ?? null,
        client: { id: row.client_id, name: row.client_name },
        existing,
      }),
    ])
  }

  /** After a pair in a group's list: «Nueva», «por NIF y CNAE», «Ya recibida», «Abrir expediente». */
  const pairMarks = (row: PortfolioRow): VNodeChild[] => [
    row.new ? newTag(t('portfolio.opportunities.newTag')) : null,
    isNifCnae(row) ? nifCnaeTag(t('nifSimulation.tag')) : null,
    row.received ? receivedTag(row.received, receivedText) : null,
    openCase(row),
  ]

  return { detailButton, pairMarks }
}
