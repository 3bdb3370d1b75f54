import { afterEach } from 'vitest'
import { mountedApps } from './mounted-apps'

// Vitest's setup file of the renderer's tests (vitest.config.mts): no app outlives its test.
afterEach(() => {
  for (const unmount of mountedApps.splice(0)) unmount()
})
