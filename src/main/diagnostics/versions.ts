import { arch, release, type } from 'node:os'
import { type Versions } from '@shared/diagnostics'

/** The versions of this process: Electron and Chrome are null outside Electron (CLI, harness). */
export function runtimeVersions(appVersion: string): Versions {
  return {
    app: appVersion,
    electron: process.versions.electron ?? null,
    chrome: process.versions.chrome ?? null,
    node: process.versions.node,
    os: `${type()} ${release()} (${arch()})`,
  }
}
