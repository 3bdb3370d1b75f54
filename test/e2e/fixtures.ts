import { test as base } from '@playwright/test'
import { type HarnessProcess, startHarnessProcess } from './harness-process'

/** Every test gets its own harness (its own main-process services and user data). */
export const test = base.extend<{ harness: HarnessProcess }>({
  harness: async ({}, use) => {
    const harness = await startHarnessProcess()
    await use(harness)
    await harness.stop()
  },
  page: async ({ page, harness }, use) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(harness.url)
    await use(page)
    if (errors.length > 0) throw new Error(`Errores en la página:\n${errors.join('\n')}`)
  },
})

export { expect } from '@playwright/test'
