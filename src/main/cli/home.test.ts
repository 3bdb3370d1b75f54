import { join, resolve, win32 } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cliHome } from './home'

describe('cliHome', () => {
  it('GRANTS_DESK_HOME wins, made absolute', () => {
    expect(cliHome({ GRANTS_DESK_HOME: '/tmp/gd', XDG_CONFIG_HOME: '/x' }, 'linux', '/h')).toBe(
      '/tmp/gd',
    )
    expect(cliHome({ GRANTS_DESK_HOME: 'rel' }, 'linux', '/h')).toBe(resolve('rel'))
  })

  it('XDG_CONFIG_HOME, else ~/.config, on Linux and macOS', () => {
    expect(cliHome({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/h')).toBe(
      join('/cfg', 'grants-desk-cli'),
    )
    expect(cliHome({}, 'darwin', '/Users/ana')).toBe(
      join('/Users/ana', '.config', 'grants-desk-cli'),
    )
  })

  it('%APPDATA% on Windows', () => {
    expect(
      cliHome({ APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ana'),
    ).toBe('C:\\Users\\ana\\AppData\\Roaming\\grants-desk-cli')
    expect(cliHome({}, 'win32', 'C:\\Users\\ana')).toBe(
      win32.join('C:\\Users\\ana', 'AppData', 'Roaming', 'grants-desk-cli'),
    )
  })
})
