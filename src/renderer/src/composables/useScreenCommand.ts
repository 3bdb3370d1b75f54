import { onScopeDispose, shallowReactive } from 'vue'

/** Actions a shortcut, a menu or the palette asks of whichever screen is showing. */
export type ScreenCommand = 'search' | 'save' | 'export'

interface Handler {
  run: () => void
  enabled: () => boolean
}

// The newest registration wins, so the order screens mount and unmount in does not matter.
const registry = shallowReactive<Record<ScreenCommand, readonly Handler[]>>({
  search: [],
  save: [],
  export: [],
})

/** Offers `run` for a command while the calling component is mounted. */
export function useScreenCommand(
  name: ScreenCommand,
  run: () => void,
  enabled: () => boolean = () => true,
): void {
  const handler: Handler = { run, enabled }
  registry[name] = [...registry[name], handler]
  onScopeDispose(() => {
    registry[name] = registry[name].filter((h) => h !== handler)
  })
}

/** Whether the screen showing offers the command now (reactive). */
export function canRunScreenCommand(name: ScreenCommand): boolean {
  const handler = registry[name].at(-1)
  return handler !== undefined && handler.enabled()
}

/** Runs the command on the screen showing; false when it offers none. */
export function runScreenCommand(name: ScreenCommand): boolean {
  const handler = registry[name].at(-1)
  if (!handler?.enabled()) return false
  handler.run()
  return true
}
