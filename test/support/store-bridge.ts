import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach } from 'vitest'
import { type FakeBridge, installFakeBridge } from './fake-bridge'

/**
 * For a store's tests: each test gets a bridge of its own and a fresh Pinia. What it returns is the
 * bridge of the test running.
 */
export function bridgeForEachTest(): FakeBridge {
  let current: FakeBridge | null = null
  beforeEach(() => {
    current = installFakeBridge()
    setActivePinia(createPinia())
  })
  afterEach(() => current?.uninstall())
  const now = (): FakeBridge => {
    if (!current) throw new Error('sin puente: fuera de un test')
    return current
  }
  return {
    always: (op, result) => now().always(op, result),
    pending: (op) => now().pending(op),
    only: (op) => now().only(op),
    emit: (event, payload) => now().emit(event, payload),
    uninstall: () => now().uninstall(),
  }
}
