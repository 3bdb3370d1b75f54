import { useDialog } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import { api } from '../bridge-client'
import { useSessionStore } from '../stores/session-store'

/**
 * «Cerrar sesión», asking first when edits of this account have not reached the service: they
 * stay on this computer and are sent at the account's next sign-in.
 */
export function useSignOut(): () => Promise<void> {
  const dialog = useDialog()
  const session = useSessionStore()
  const { t } = useI18n()
  return async () => {
    const local = await api.account.localData()
    const waiting = local.ok ? local.value.unsentEdits : 0
    if (waiting === 0) return session.logout()
    const confirmed = await new Promise<boolean>((resolve) => {
      dialog.warning({
        title: t('signOut.title'),
        content: t('signOut.pending', { n: waiting }, waiting),
        positiveText: t('signOut.confirm'),
        negativeText: t('signOut.cancel'),
        onPositiveClick: () => resolve(true),
        onNegativeClick: () => resolve(false),
        onClose: () => resolve(false),
        onMaskClick: () => resolve(false),
      })
    })
    if (confirmed) await session.logout()
  }
}
