import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'
import { electronBinary } from './electron-binary'

const ROOT = resolve(__dirname, '../..')
const binary = electronBinary()
/** The release workflow sets REQUIRE_ELECTRON=1: there a missing binary fails instead of skipping. */
const required = process.env['REQUIRE_ELECTRON'] === '1'
const skipReason = binary.path === null && !required ? binary.reason : null
if (skipReason) console.log(`[electron smoke] skipped: ${skipReason}`)

test.describe('Electron smoke', () => {
  test.skip(skipReason !== null, skipReason ?? '')

  test('opens the window, titled Grants Desk, and the bridge answers app.info', async () => {
    expect(binary.path, binary.path === null ? binary.reason : '').not.toBeNull()
    expect(existsSync(join(ROOT, 'out/main/index.js')), 'run npm run build first').toBe(true)
    const app = await electron.launch({
      executablePath: binary.path ?? undefined,
      args: [ROOT, `--user-data-dir=${mkdtempSync(join(tmpdir(), 'gd-electron-'))}`],
      env: { ...process.env, NODE_ENV: 'production' },
    })
    try {
      const page = await app.firstWindow()
      await expect.poll(() => page.title()).toBe('Grants Desk')
      const info = await page.evaluate(() => window.grants?.invoke('app.info'))
      expect(info).toMatchObject({ ok: true, value: { runtime: 'electron', name: 'Grants Desk' } })
      // The renderer has no Node: no require, no process.
      expect(
        await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require),
      ).toBe('undefined')
    } finally {
      await app.close()
    }
  })
})
