import { useI18n } from 'vue-i18n'
import { type CaseWork } from '@shared/cases/case-work'
import { useFormat } from './useFormat'

/**
 * A case file's two times, told apart: «Último cambio», its own last change known here (the
 * service's rows carry no date of change, SC-CASE-18), and «Sincronizado», when its copy here was
 * last read from the service.
 */
export function useCaseTimes() {
  const { t } = useI18n()
  const { formatDateTime } = useFormat()
  return {
    changed: (last: CaseWork['lastChange']): string =>
      last
        ? t('cases.times.changed', {
            date: formatDateTime(last.at),
            what: t(`cases.times.kind.${last.kind}`),
          })
        : t('cases.times.changedNone'),
    synced: (syncedAt: number | null): string =>
      syncedAt === null
        ? t('cases.neverSynced')
        : t('cases.times.synced', { date: formatDateTime(syncedAt) }),
  }
}
