import { type ButtonProps, useDialog } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import { type PortfolioNeedsMore } from '@shared/portfolio/portfolio'
import { type PortfolioKind } from '@shared/portfolio/portfolio-constants'
import { useCreditsStore } from '../stores/credits-store'
import { useFormat } from './useFormat'

const { formatNumber } = useFormat()

/** Naive's button props do not declare data attributes; the tests find the buttons by them. */
const testId = (id: string) => ({ 'data-testid': id }) as ButtonProps

/** What a confirmation is about. */
export interface CreditAsk {
  /** The most requests the step may send: the cap the user agrees to. */
  requests: number
  /** The rows the step yields (an export). */
  rows?: number
  /** «Cartera»: page 1 of each profile or NIF, which counts the pages left (asked for again). */
  firstPagesOf?: PortfolioKind
}

/**
 * Resolves true on the positive button; false on the other, Esc or the close button. A click
 * outside does nothing: a paid question is answered on purpose. `withdrawn` closes the dialog
 * unanswered (false) when the question no longer stands.
 */
function ask(
  dialog: ReturnType<typeof useDialog>,
  texts: {
    title: string
    content: string
    confirm: string
    cancel: string
    testIds: [string, string]
  },
  withdrawn?: AbortSignal,
): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let answered = false
    const answer = (value: boolean) => {
      if (answered) return
      answered = true
      resolve(value)
    }
    const shown = dialog.warning({
      title: texts.title,
      content: texts.content,
      positiveText: texts.confirm,
      negativeText: texts.cancel,
      positiveButtonProps: testId(texts.testIds[0]),
      negativeButtonProps: testId(texts.testIds[1]),
      onPositiveClick: () => answer(true),
      onNegativeClick: () => answer(false),
      onClose: () => answer(false),
      maskClosable: false,
      onAfterLeave: () => answer(false),
    })
    withdrawn?.addEventListener(
      'abort',
      () => {
        answer(false)
        shown.destroy()
      },
      { once: true },
    )
  })
}

/**
 * SC-COST-3: before more than CONFIRM_ABOVE_REQUESTS requests, say the most they may be and that
 * they may consume credits, and wait for the user's word; main never sends more than that without
 * asking again. When the service tells the balance (SC-COST-5), say it in credits: «pueden usar
 * hasta 24 créditos; le quedan 412» (one credit per request at most, as the vendor charges per
 * query).
 */
export function useCreditConfirm(): (ask: number | CreditAsk) => Promise<boolean> {
  const dialog = useDialog()
  const { t } = useI18n()
  const credits = useCreditsStore()

  const content = ({ requests, rows, firstPagesOf }: CreditAsk): string => {
    const n = formatNumber(requests, 0)
    const balance = credits.balance
    const parts: string[] = []
    if (!balance) {
      parts.push(
        rows === undefined
          ? t('credits.body', { n }, requests)
          : t('credits.bodyRows', { n, rows: formatNumber(rows, 0) }, requests),
      )
    } else {
      const left = formatNumber(balance.left, 0)
      parts.push(
        rows === undefined
          ? t('credits.bodyCredits', { n, left }, requests)
          : t('credits.bodyRowsCredits', { n, left, rows: formatNumber(rows, 0) }, requests),
      )
    }
    if (firstPagesOf) parts.push(t(`credits.firstPages.${firstPagesOf}`))
    if (balance && balance.left < requests) parts.push(t('credits.short'))
    parts.push(t('credits.question'))
    return parts.join(' ')
  }

  return (what) => {
    const request = typeof what === 'number' ? { requests: what } : what
    return ask(dialog, {
      title: t('credits.title'),
      content: content(request),
      confirm: t('credits.confirm', { n: formatNumber(request.requests, 0) }, request.requests),
      cancel: t('credits.cancel'),
      testIds: ['confirm-requests', 'cancel-requests'],
    })
  }
}

/**
 * «Cartera» asks again: page 1 of each profile or NIF showed more pages than were confirmed. Says
 * what was spent against what was confirmed, how many more and in all; declining cancels the run.
 */
export function useMoreRequestsConfirm(): (
  ask: PortfolioNeedsMore,
  withdrawn?: AbortSignal,
) => Promise<boolean> {
  const dialog = useDialog()
  const { t } = useI18n()
  const credits = useCreditsStore()

  return ({ kind, spent, confirmed, requests }, withdrawn) => {
    const more = Math.max(0, requests - spent)
    const n = formatNumber(more, 0)
    const total = formatNumber(requests, 0)
    const balance = credits.balance
    const parts = [
      t(`credits.more.why.${kind}`),
      confirmed === null
        ? t('credits.more.spent', { spent: formatNumber(spent, 0) }, spent)
        : t(
            'credits.more.spentOf',
            { spent: formatNumber(spent, 0), confirmed: formatNumber(confirmed, 0) },
            spent,
          ),
      balance
        ? t('credits.more.bodyCredits', { n, total, left: formatNumber(balance.left, 0) }, more)
        : t('credits.more.body', { n, total }, more),
    ]
    if (balance && balance.left < more) parts.push(t('credits.short'))
    parts.push(t('credits.more.ifCancelled'), t('credits.question'))
    return ask(
      dialog,
      {
        title: t('credits.more.title'),
        content: parts.join(' '),
        confirm: t('credits.more.confirm', { n }, more),
        cancel: t('credits.cancel'),
        testIds: ['confirm-more-requests', 'cancel-more-requests'],
      },
      withdrawn,
    )
  }
}
