import { join } from 'node:path'
import { z } from 'zod'
import { readJsonFile, writeJsonFile } from '../base/json-file'

export const WINDOW_STATE_FILE = 'window-state.json'
export const MIN_WINDOW_SIZE = Object.freeze({ width: 800, height: 600 })

const WindowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(MIN_WINDOW_SIZE.width).max(20000),
  height: z.number().int().min(MIN_WINDOW_SIZE.height).max(20000),
  maximized: z.boolean(),
})
export type WindowState = z.infer<typeof WindowStateSchema>

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 820, maximized: false }

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return w > 0 && h > 0 ? w * h : 0
}

/**
 * Fits a remembered state to the displays present now: a window whose saved place is off every
 * screen (a monitor was unplugged) is centred by the OS instead, and never larger than the screen.
 */
export function placeWindow(saved: WindowState, workAreas: Rect[]): WindowState {
  if (workAreas.length === 0) return saved
  const largest = workAreas.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b))
  const width = Math.max(MIN_WINDOW_SIZE.width, Math.min(saved.width, largest.width))
  const height = Math.max(MIN_WINDOW_SIZE.height, Math.min(saved.height, largest.height))
  const sized: WindowState = { width, height, maximized: saved.maximized }
  if (saved.x === undefined || saved.y === undefined) return sized
  const rect = { x: saved.x, y: saved.y, width, height }
  // At least a quarter of the window must be visible on one display to keep its place.
  const visible = workAreas.some((area) => overlap(rect, area) >= (width * height) / 4)
  return visible ? { ...sized, x: saved.x, y: saved.y } : sized
}

export function loadWindowState(userDataDir: string): WindowState {
  return readJsonFile(join(userDataDir, WINDOW_STATE_FILE), WindowStateSchema, DEFAULT_WINDOW_STATE)
    .value
}

export function saveWindowState(userDataDir: string, state: WindowState): void {
  writeJsonFile(join(userDataDir, WINDOW_STATE_FILE), WindowStateSchema.parse(state))
}
