import { useI18n } from 'vue-i18n'
import { type Received } from '@shared/received'
import { useFormat } from './useFormat'

/** The words of «Ya recibida» (SC-SIM-5): with the latest concession's date, or without one. */
export function useReceivedText() {
  const { t } = useI18n()
  const { formatDate } = useFormat()
  return (received: Received): string =>
    received.date === null
      ? t('received.tagUndated')
      : t('received.tag', { date: formatDate(received.date) })
}
