import { useDialog } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import { api } from '../bridge-client'
import { useSessionStore } from '../stores/session-store'

export interface SignOutOptions {
  /**
   * Ask even when nothing would be lost: a keyboard reaches «Cerrar sesión» while moving through the
   * header, and one Enter there must not end the session.
   */
  askFirst?: boolean
}

/**
 * «Cerrar sesión», asking first when edits of this account have not reached the service (they stay
 * on this computer and are sent at the account's next sign-in), or when `askFirst`.
 */
export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const dialog = useDialog()
  const session = useSessionStore()
  const { t } = useI18n()
  return async (options = {}) => {
    const local = await api.account.localData()
    const waiting = local.ok ? local.value.unsentEdits : 0
    if (waiting === 0 && !options.askFirst) return session.logout()
    const confirmed = await new Promise<boolean>((resolve) => {
      dialog.warning({
        title: waiting > 0 ? t('signOut.title') : t('signOut.askTitle'),
        content:
          waiting > 0 ? t('signOut.pending', { n: waiting }, waiting) : t('signOut.askContent'),
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
