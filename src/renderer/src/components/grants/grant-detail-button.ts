import { NButton } from 'naive-ui'
import { h, type VNode } from 'vue'
import { type PanelGrant } from '../../stores/grant-panel-store'

/**
 * «Detalle»: a small button beside a grant's title in a table, opening its detail panel (issue 25).
 * Its click stays its own: the row's click (which opens the grant's concessions) does not follow.
 * `tabindex -1` where the row, not each control, is the table's Tab stop (the row's key opens it).
 */
export function grantDetailButton(
  grant: PanelGrant,
  texts: { label: string; ariaLabel: string },
  open: (grant: PanelGrant) => void,
  options: { tabindex?: number; testId?: string } = {},
): VNode {
  return h(
    NButton,
    {
      size: 'tiny',
      secondary: true,
      class: 'grant-detail-button',
      'aria-label': texts.ariaLabel,
      'data-testid': options.testId ?? 'grant-detail-open',
      ...(options.tabindex === undefined ? {} : { tabindex: options.tabindex }),
      onClick: (event: MouseEvent) => {
        event.stopPropagation()
        open(grant)
      },
    },
    () => texts.label,
  )
}
