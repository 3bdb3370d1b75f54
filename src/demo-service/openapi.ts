import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Dialect } from './dialect'

/** The contract of each dialect: ours, and our reading of the vendor's document (SC-DIALECT-1). */
export const OPENAPI_FILES: Readonly<Record<Dialect, string>> = {
  interface: 'openapi.yaml',
  vendor: 'openapi-vendor.yaml',
}

const documents = new Map<Dialect, string>()

/** Read once from next to this module (the Electron build copies it beside the bundle). */
export function loadOpenApi(dialect: Dialect = 'interface'): string {
  let document = documents.get(dialect)
  if (document === undefined) {
    document = readFileSync(join(__dirname, OPENAPI_FILES[dialect]), 'utf8')
    documents.set(dialect, document)
  }
  return document
}
