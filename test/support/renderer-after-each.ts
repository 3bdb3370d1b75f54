import { afterEach } from 'vitest'
import { setLanguage } from '../../src/renderer/src/i18n/i18n'
import { forgetUnansweredCalls } from './fake-bridge'
import { mountedApps } from './mounted-apps'

// The renderer project's setup file (vitest.config.mts). Its test files share their worker's
// modules and happy-dom window, so each test leaves them as the next one expects: no app mounted,
// nothing in the page, no call waiting on the bridge, and the interface in Spanish.
afterEach(async () => {
  for (const unmount of mountedApps.splice(0)) unmount()
  document.body.replaceChildren()
  forgetUnansweredCalls()
  await setLanguage('es')
})
