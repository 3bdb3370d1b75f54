import { readFileSync } from 'node:fs'
import { join } from 'node:path'

let document: string | undefined

/** The contract, read once from next to this module (the Electron build copies it beside the bundle). */
export function loadOpenApi(): string {
  document ??= readFileSync(join(__dirname, 'openapi.yaml'), 'utf8')
  return document
}
