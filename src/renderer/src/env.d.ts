/// <reference types="vite/client" />
import type { GrantsBridge } from '@shared/bridge'

declare global {
  interface Window {
    /** Exposed by the preload (Electron) or by the browser harness. */
    grants?: GrantsBridge
  }
}
