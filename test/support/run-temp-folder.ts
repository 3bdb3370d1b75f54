import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Vitest's global setup: the run's temporary files (test apps' folders, command-line homes, the
 * processes they start) go in one folder of their own, removed when the run ends, so a
 * developer's disk does not collect a folder per test. The workers and what they spawn inherit
 * TMPDIR, which `os.tmpdir()` reads.
 */
export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'grants-desk-tests-'))
  process.env['TMPDIR'] = folder
  return () => rmSync(folder, { recursive: true, force: true, maxRetries: 3 })
}
