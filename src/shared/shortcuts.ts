/**
 * The keyboard shortcuts, once: the native menus show them (as accelerators), the renderer matches
 * key presses against them and lists them in «Atajos de teclado».
 */

/** What a menu item or a shortcut asks the renderer to do, besides opening a screen. */
export const APP_COMMANDS = [
  'palette',
  'shortcuts',
  'search',
  'save',
  /** «Acerca de Grants Desk»: the renderer's dialog (versions and licence notices). */
  'about',
  /** «Exportar diagnóstico…»: the renderer's dialog lists the files, then main saves the zip. */
  'diagnostics',
] as const
export type AppCommand = (typeof APP_COMMANDS)[number]

/** The screens Ctrl+1…9 open, in the side navigation's order. */
export const SHORTCUT_SCREENS = [
  'profile',
  'clients',
  'concessions',
  'statuses',
  'simulator',
  'portfolio',
  'cases',
  'calls',
  'reports',
] as const
export type ShortcutScreen = (typeof SHORTCUT_SCREENS)[number]

export type ShortcutAction =
  { kind: 'command'; command: AppCommand } | { kind: 'screen'; screen: ShortcutScreen }

export interface Shortcut {
  action: ShortcutAction
  /** `K`, `1`, `/` or `F1`: letters in upper case. */
  key: string
  /** Ctrl, or Cmd on macOS. */
  mod: boolean
}

const command = (c: AppCommand): ShortcutAction => ({ kind: 'command', command: c })

export const SHORTCUTS: readonly Shortcut[] = [
  { action: command('palette'), key: 'K', mod: true },
  { action: command('search'), key: 'F', mod: true },
  { action: command('save'), key: 'S', mod: true },
  ...SHORTCUT_SCREENS.map((screen, i): Shortcut => ({
    action: { kind: 'screen', screen },
    key: String(i + 1),
    mod: true,
  })),
  { action: command('shortcuts'), key: 'F1', mod: false },
  { action: command('shortcuts'), key: '/', mod: true },
]

/** `command:save`, `screen:clients`: one string per action, to compare them. */
function actionId(action: ShortcutAction): string {
  return action.kind === 'command' ? `command:${action.command}` : `screen:${action.screen}`
}

/** Every shortcut of an action, the one menus show first. */
export function shortcutsOf(action: ShortcutAction): Shortcut[] {
  const id = actionId(action)
  return SHORTCUTS.filter((s) => actionId(s.action) === id)
}

/** Electron's accelerator string: `CmdOrCtrl+K`, `F1`. */
export function acceleratorOf(shortcut: Shortcut): string {
  return shortcut.mod ? `CmdOrCtrl+${shortcut.key}` : shortcut.key
}

/** The keys as the user reads them, one per `<kbd>`: `['Ctrl', 'K']`, or `['⌘', 'K']` on macOS. */
export function keysOf(shortcut: Shortcut, mac: boolean): string[] {
  return shortcut.mod ? [mac ? '⌘' : 'Ctrl', shortcut.key] : [shortcut.key]
}

/** The fields of a KeyboardEvent that matching reads (this module knows no DOM). */
export interface KeyInput {
  key: string
  code?: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}

function keyMatches(shortcut: Shortcut, input: KeyInput): boolean {
  const { key } = shortcut
  // «/» is Shift+7 on a Spanish keyboard: only the character counts, with or without Shift.
  if (key === '/') return input.key === '/'
  if (input.shiftKey) return false
  if (/^[A-Z]$/.test(key)) return input.key.toUpperCase() === key || input.code === `Key${key}`
  // Digits by position too: AZERTY types «&» on the key of 1.
  if (/^\d$/.test(key)) return input.key === key || input.code === `Digit${key}`
  return input.key === key
}

/**
 * The action a key press asks for, or null. Ctrl (Cmd on macOS) alone is the modifier: AltGr is
 * Ctrl+Alt on Windows, and a character typed with it must never trigger a shortcut.
 */
export function matchShortcut(input: KeyInput, mac: boolean): ShortcutAction | null {
  if (input.altKey) return null
  const mod = mac ? input.metaKey && !input.ctrlKey : input.ctrlKey && !input.metaKey
  const none = !input.ctrlKey && !input.metaKey
  for (const shortcut of SHORTCUTS) {
    if (shortcut.mod ? !mod : !none) continue
    if (keyMatches(shortcut, input)) return shortcut.action
  }
  return null
}
