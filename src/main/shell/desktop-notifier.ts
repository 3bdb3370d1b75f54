import { Notification } from 'electron'
import { type Language } from '@shared/settings'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Notifier } from '../base/notifier-port'
import { reminderText } from '../services/case-work/deadline-reminders'

export interface DesktopNotifierDeps {
  language: () => Language
  /** Brings the main window forward (restored if minimised). */
  focus: () => void
  /** Shows «Cartera» in the renderer (`app.navigate`). */
  openPortfolio: () => void
  /** Shows «Expedientes» in the renderer (`app.navigate`). */
  openCases: () => void
}

/**
 * New opportunities and case-file deadlines as desktop notifications; a click brings the window
 * forward on «Cartera» or «Expedientes».
 */
export function desktopNotifier(deps: DesktopNotifierDeps): Notifier {
  function show(title: string, body: string, open: () => void): void {
    if (!Notification.isSupported()) return
    const notification = new Notification({ title, body })
    notification.on('click', () => {
      deps.focus()
      open()
    })
    notification.show()
  }
  return {
    newOpportunities(count) {
      const lang = deps.language()
      show(
        renderMessage(lang, 'portfolio.notify.title'),
        renderMessage(lang, 'portfolio.notify.body', { count }),
        deps.openPortfolio,
      )
    },
    deadlines(summary) {
      const lang = deps.language()
      show(renderMessage(lang, 'reminder.title'), reminderText(summary, lang), deps.openCases)
    },
    callChanges(batch) {
      const lang = deps.language()
      show(
        renderMessage(lang, 'watch.notify.title'),
        renderMessage(lang, 'watch.notify.body', { ...batch, n: batch.count }),
        deps.openCases,
      )
    },
  }
}
