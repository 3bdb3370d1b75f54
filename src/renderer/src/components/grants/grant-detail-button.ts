import { NButton } from 'naive-ui'
import { h, type VNode } from 'vue'
import { useI18n } from 'vue-i18n'
import { type PanelGrant, useGrantPanel } from '../../stores/grant-panel-store'

/**
 * «Detalle»: a small button beside a grant's title in a table, opening its detail panel (issue 25).
 * Its click stays its own: the row's click (which opens the grant's concessions) does not follow.
 * `tabindex -1` where the row, not each control, is the table's Tab stop (the row's key opens it).
 */
export function useGrantDetailButton(): (
  grant: PanelGrant & { title: string },
  options?: { tabindex?: number },
) => VNode {
  const { t } = useI18n()
  const panel = useGrantPanel()
  return (grant, options = {}) =>
    h(
      NButton,
      {
        size: 'tiny',
        secondary: true,
        class: 'grant-detail-button',
        'aria-label': t('grantPanel.openDetailFor', { title: grant.title }),
        'data-testid': 'grant-detail-open',
        ...(options.tabindex === undefined ? {} : { tabindex: options.tabindex }),
        onClick: (event: MouseEvent) => {
          event.stopPropagation()
          panel.open(grant)
        },
      },
      () => t('grantPanel.openDetail'),
    )
}
