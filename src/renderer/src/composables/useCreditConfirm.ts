import { type ButtonProps, useDialog } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import { useCreditsStore } from '../stores/credits-store'
import { useFormat } from './useFormat'

const { formatNumber } = useFormat()

/** Naive's button props do not declare data attributes; the tests find the buttons by them. */
const testId = (id: string) => ({ 'data-testid': id }) as ButtonProps

/**
 * SC-COST-3: before more than CONFIRM_ABOVE_REQUESTS requests, say how many and that they may consume
 * credits, and wait for the user's word. When the service tells the balance (SC-COST-5), say it in
 * credits: «esta consulta puede usar hasta 24 créditos; le quedan 412» (one credit per request at
 * most, as the vendor charges per query). Resolves false on «Cancelar», Esc or a click outside.
 */
export function useCreditConfirm(): (requests: number, rows?: number) => Promise<boolean> {
  const dialog = useDialog()
  const { t } = useI18n()
  const credits = useCreditsStore()

  const content = (requests: number, rows: number | undefined): string => {
    const n = formatNumber(requests, 0)
    const balance = credits.balance
    if (!balance) {
      return rows === undefined
        ? t('credits.body', { n }, requests)
        : t('credits.bodyRows', { n, rows: formatNumber(rows, 0) }, requests)
    }
    const left = formatNumber(balance.left, 0)
    const text =
      rows === undefined
        ? t('credits.bodyCredits', { n, left }, requests)
        : t('credits.bodyRowsCredits', { n, left, rows: formatNumber(rows, 0) }, requests)
    return balance.left < requests ? `${text} ${t('credits.short')}` : text
  }

  return (requests, rows) =>
    new Promise<boolean>((resolve) => {
      let answered = false
      const answer = (value: boolean) => {
        if (answered) return
        answered = true
        resolve(value)
      }
      const n = formatNumber(requests, 0)
      dialog.warning({
        title: t('credits.title'),
        content: content(requests, rows),
        positiveText: t('credits.confirm', { n }, requests),
        negativeText: t('credits.cancel'),
        positiveButtonProps: testId('confirm-requests'),
        negativeButtonProps: testId('cancel-requests'),
        onPositiveClick: () => answer(true),
        onNegativeClick: () => answer(false),
        onClose: () => answer(false),
        onMaskClick: () => answer(false),
        onAfterLeave: () => answer(false),
      })
    })
}
