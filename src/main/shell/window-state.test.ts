import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_WINDOW_STATE,
  loadWindowState,
  placeWindow,
  saveWindowState,
  WINDOW_STATE_FILE,
} from './window-state'

const screen = { x: 0, y: 0, width: 1920, height: 1040 }

describe('window state', () => {
  it('is remembered across restarts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-window-'))
    expect(loadWindowState(dir)).toEqual(DEFAULT_WINDOW_STATE)
    saveWindowState(dir, { x: 100, y: 80, width: 1400, height: 900, maximized: true })
    expect(loadWindowState(dir)).toEqual({
      x: 100,
      y: 80,
      width: 1400,
      height: 900,
      maximized: true,
    })
  })

  it('falls back to the default on a damaged file and keeps the damaged copy', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-window-'))
    writeFileSync(join(dir, WINDOW_STATE_FILE), '{"width": "ancho"')
    expect(loadWindowState(dir)).toEqual(DEFAULT_WINDOW_STATE)
    expect(readdirSync(dir).some((name) => name.startsWith(`${WINDOW_STATE_FILE}.corrupt-`))).toBe(
      true,
    )
  })

  it('keeps a position that is visible on a display', () => {
    expect(
      placeWindow({ x: 200, y: 100, width: 1200, height: 800, maximized: false }, [screen]),
    ).toEqual({
      x: 200,
      y: 100,
      width: 1200,
      height: 800,
      maximized: false,
    })
  })

  it('drops a position left on a monitor that is gone, so the OS centres the window', () => {
    const placed = placeWindow({ x: 2500, y: 100, width: 1200, height: 800, maximized: false }, [
      screen,
    ])
    expect(placed).toEqual({ width: 1200, height: 800, maximized: false })
  })

  it('shrinks a window larger than the largest display', () => {
    const placed = placeWindow({ width: 4000, height: 3000, maximized: false }, [screen])
    expect(placed.width).toBe(1920)
    expect(placed.height).toBe(1040)
  })
})
