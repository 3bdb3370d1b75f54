import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv, { type ValidateFunction } from 'ajv'
import { parse } from 'yaml'
import { isIsoDate } from '@shared/format'

/**
 * The vendor's own document (`test/fixtures/fandit-openapi.yaml`, the answers of the operations the demo service
 * serves, copied from its `openapi.json`) as a response validator: ajv, a JSON Schema validator,
 * over the document's OpenAPI 3.0 schemas (JSON Schema draft 4/7 with `nullable`, which ajv reads).
 * Read leniently only where the document contradicts itself: a list's `next` is null on its last
 * page, and the client fields its own create answer gives as null may be null in every answer.
 */

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
  components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> }
}

/** The client fields `POST clients/`'s own answer types as nullable, where GET types them as not. */
const CREATED_NULLABLE = [
  'employees_quantity',
  'constitution_date',
  'last_year_billing',
  'investment_budget',
] as const

function lenient(document: Document): Document {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      for (const response of Object.values(operation.responses)) {
        const schema = (response as { content?: Record<string, { schema?: unknown }> }).content?.[
          'application/json'
        ]?.schema as { properties?: Record<string, Record<string, unknown>> } | undefined
        const next = schema?.properties?.['next']
        if (next) next['nullable'] = true
      }
    }
  }
  const client = document.components.schemas['Client']
  for (const field of CREATED_NULLABLE) {
    const property = client?.properties[field]
    if (property) property['nullable'] = true
  }
  return document
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

export interface VendorDocument {
  /** The errors of `body` as the answer `status` of `method path`; empty when it conforms. */
  errors(method: string, path: string, status: number, body: unknown): string[]
}

export function loadVendorDocument(): VendorDocument {
  const text = readFileSync(join(__dirname, '../fixtures/fandit-openapi.yaml'), 'utf8')
  const document = lenient(parse(text) as Document)
  const ajv = new Ajv({ strict: false, allErrors: true })
  ajv.addFormat('date', isIsoDate)
  ajv.addSchema(document, 'vendor')
  const templates = Object.keys(document.paths).sort(
    (a, b) => a.split('{').length - b.split('{').length,
  )
  const compiled = new Map<string, ValidateFunction>()

  return {
    errors(method, path, status, body) {
      const pathname = new URL(path, 'http://x').pathname
      const template = templates.find((candidate) =>
        new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname),
      )
      if (!template) throw new Error(`El documento del proveedor no describe ${pathname}`)
      const pointer = `vendor#/paths/${escape(template)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`
      let validate = compiled.get(pointer)
      if (!validate) {
        validate = ajv.getSchema(pointer)
        if (!validate) throw new Error(`El documento del proveedor no declara ${pointer}`)
        compiled.set(pointer, validate)
      }
      if (validate(body)) return []
      return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`)
    },
  }
}
