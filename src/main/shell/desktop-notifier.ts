import { Notification } from 'electron'
import { type Language } from '@shared/settings'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Notifier } from '../base/notifier-port'

export interface DesktopNotifierDeps {
  language: () => Language
  /** Brings the main window forward (restored if minimised). */
  focus: () => void
  /** Shows «Cartera» in the renderer (`app.navigate`). */
  openPortfolio: () => void
}

/** New opportunities as a desktop notification; a click opens «Cartera» in the focused window. */
export function desktopNotifier(deps: DesktopNotifierDeps): Notifier {
  return {
    newOpportunities(count) {
      if (!Notification.isSupported()) return
      const lang = deps.language()
      const notification = new Notification({
        title: renderMessage(lang, 'portfolio.notify.title'),
        body: renderMessage(lang, 'portfolio.notify.body', { count }),
      })
      notification.on('click', () => {
        deps.focus()
        deps.openPortfolio()
      })
      notification.show()
    },
  }
}
