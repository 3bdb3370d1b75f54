import { describe, expect, it } from 'vitest'
import {
  acceleratorOf,
  type KeyInput,
  keysOf,
  matchShortcut,
  SHORTCUTS,
  shortcutsOf,
} from './shortcuts'

const press = (key: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...extra,
})
const ctrl = (key: string, extra: Partial<KeyInput> = {}) => press(key, { ctrlKey: true, ...extra })
const cmd = (key: string, extra: Partial<KeyInput> = {}) => press(key, { metaKey: true, ...extra })

describe('keyboard shortcuts', () => {
  it('match Ctrl on Windows and Linux, Cmd on macOS', () => {
    expect(matchShortcut(ctrl('k'), false)).toEqual({ kind: 'command', command: 'palette' })
    expect(matchShortcut(cmd('k'), false)).toBeNull()
    expect(matchShortcut(cmd('k'), true)).toEqual({ kind: 'command', command: 'palette' })
    expect(matchShortcut(ctrl('k'), true)).toBeNull()
  })

  it('open the nine screens with Ctrl+1…9, in the navigation order', () => {
    expect(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => matchShortcut(ctrl(d), false)),
    ).toEqual([
      { kind: 'screen', screen: 'profile' },
      { kind: 'screen', screen: 'clients' },
      { kind: 'screen', screen: 'concessions' },
      { kind: 'screen', screen: 'statuses' },
      { kind: 'screen', screen: 'simulator' },
      { kind: 'screen', screen: 'portfolio' },
      { kind: 'screen', screen: 'cases' },
      { kind: 'screen', screen: 'calls' },
      { kind: 'screen', screen: 'reports' },
    ])
    expect(matchShortcut(ctrl('0'), false)).toBeNull()
    // AZERTY: the key of 1 types «&»; its position still says 1.
    expect(matchShortcut(ctrl('&', { code: 'Digit1' }), false)).toEqual({
      kind: 'screen',
      screen: 'profile',
    })
  })

  it('search, save and the shortcuts dialog', () => {
    expect(matchShortcut(ctrl('f'), false)).toEqual({ kind: 'command', command: 'search' })
    expect(matchShortcut(ctrl('S'), false)).toEqual({ kind: 'command', command: 'save' })
    expect(matchShortcut(press('F1'), false)).toEqual({ kind: 'command', command: 'shortcuts' })
    expect(matchShortcut(ctrl('/'), false)).toEqual({ kind: 'command', command: 'shortcuts' })
  })

  it('accept «/» typed with Shift, as a Spanish keyboard does', () => {
    expect(matchShortcut(ctrl('/', { shiftKey: true, code: 'Digit7' }), false)).toEqual({
      kind: 'command',
      command: 'shortcuts',
    })
    // The key where US keyboards have «/» is «-» in Spain: Ctrl+- stays the zoom.
    expect(matchShortcut(ctrl('-', { code: 'Slash' }), false)).toBeNull()
  })

  it('match letters by position on non-Latin layouts', () => {
    expect(matchShortcut(ctrl('л', { code: 'KeyK' }), false)).toEqual({
      kind: 'command',
      command: 'palette',
    })
  })

  it('ignore AltGr, Shift and keys without the modifier', () => {
    // AltGr is Ctrl+Alt on Windows.
    expect(matchShortcut(ctrl('k', { altKey: true }), false)).toBeNull()
    expect(matchShortcut(ctrl('s', { shiftKey: true }), false)).toBeNull()
    expect(matchShortcut(press('k'), false)).toBeNull()
    expect(matchShortcut(press('1'), false)).toBeNull()
    expect(matchShortcut(ctrl('F1'), false)).toBeNull()
    expect(matchShortcut(press('Escape'), false)).toBeNull()
  })

  it('give menus an accelerator and people readable keys', () => {
    const [palette] = shortcutsOf({ kind: 'command', command: 'palette' })
    const [help, helpAlt] = shortcutsOf({ kind: 'command', command: 'shortcuts' })
    expect(palette && acceleratorOf(palette)).toBe('CmdOrCtrl+K')
    expect(help && acceleratorOf(help)).toBe('F1')
    expect(helpAlt && acceleratorOf(helpAlt)).toBe('CmdOrCtrl+/')
    expect(palette && keysOf(palette, false)).toEqual(['Ctrl', 'K'])
    expect(palette && keysOf(palette, true)).toEqual(['⌘', 'K'])
    expect(help && keysOf(help, true)).toEqual(['F1'])
  })

  it('never give two actions the same keys', () => {
    const keys = SHORTCUTS.map((s) => `${s.mod ? 'mod+' : ''}${s.key}`)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
