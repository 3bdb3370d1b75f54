import { useI18n } from 'vue-i18n'
import { useFormat } from './useFormat'

/** When a list kept here was last synchronised: «Actualizado el …», or «Aún sin sincronizar». */
export function useSyncedText(list: 'cases' | 'clients'): (syncedAt: number | null) => string {
  const { t } = useI18n()
  const { formatDateTime } = useFormat()
  return (syncedAt) =>
    syncedAt === null
      ? t(`${list}.neverSynced`)
      : t(`${list}.updatedAt`, { date: formatDateTime(syncedAt) })
}
