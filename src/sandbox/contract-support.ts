import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import { expect } from 'vitest'
import { parse } from 'yaml'
import { isIsoDate } from '@shared/format'
import { type Dialect } from './dialect'
import { OPENAPI_FILES } from './openapi'
import { type Reply } from './test-support'

/** Checks real answers of the sandbox against the OpenAPI document of a dialect, with ajv. */

export interface OpenApi {
  openapi: string
  paths: Record<string, Record<string, unknown>>
  components: { pathItems?: Record<string, Record<string, unknown>> } & Record<string, unknown>
}

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

export interface Contract {
  document: OpenApi
  /** Resolves a JSON pointer inside the document. */
  resolve: (pointer: string) => unknown
  /** Fails unless the answer is one the document promises for this method, path and status. */
  expectConforms: (method: string, path: string, reply: Reply<unknown>) => void
  /** «METHOD template» of every operation of the document. */
  operations: () => string[]
  /** «METHOD template» of every operation an answer has been checked for. */
  checkedOperations: () => Set<string>
}

export function loadContract(dialect: Dialect): Contract {
  const file = OPENAPI_FILES[dialect]
  const document = parse(readFileSync(join(__dirname, file), 'utf8')) as OpenApi
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  ajv.addFormat('date', isIsoDate)
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/)
  ajv.addFormat('uri', (value: string) => URL.canParse(value))
  ajv.addSchema(document, 'openapi')

  // Literal paths first, so that `users/current/` is not taken for `users/{user_id}/`.
  const templates = Object.keys(document.paths).sort(
    (a, b) => a.split('{').length - b.split('{').length,
  )

  function templateOf(path: string): string {
    const template = templates.find((candidate) =>
      new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
    )
    if (!template) throw new Error(`${file} no describe ${path}`)
    return template
  }

  function pathItem(template: string): { pointer: string; item: Record<string, unknown> } {
    const item = document.paths[template] ?? {}
    const ref = item.$ref
    if (typeof ref !== 'string') return { pointer: `/paths/${escape(template)}`, item }
    const resolved = document.components.pathItems?.[ref.split('/').pop() ?? ''] ?? {}
    return { pointer: ref.slice(1), item: resolved }
  }

  function resolve(pointer: string): unknown {
    let node: unknown = document
    for (const raw of pointer.split('/').slice(1)) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
      node = (node as Record<string, unknown> | undefined)?.[key]
    }
    return node
  }

  /** The validator of the promised body, or null when the document promises none. */
  function validatorFor(
    method: string,
    path: string,
    status: number,
    contentType: string,
  ): ValidateFunction | null {
    const { pointer, item } = pathItem(templateOf(path))
    if (!item[method]) throw new Error(`${file} no describe ${method} ${path}`)
    let response = `${pointer}/${method}/responses/${status}`
    const declared = resolve(response) as { $ref?: string } | undefined
    if (!declared) throw new Error(`${file} no declara ${status} para ${method} ${path}`)
    if (declared.$ref) response = declared.$ref.slice(1)
    if (resolve(`${response}/content`) === undefined) return null
    const mediaType = contentType.split(';')[0]?.trim() ?? ''
    const schema = `${response}/content/${escape(mediaType)}/schema`
    if (!resolve(schema)) throw new Error(`${file} no declara ${mediaType} en ${response}`)
    const validate = ajv.getSchema(`openapi#${schema}`)
    if (!validate) throw new Error(`No se pudo compilar ${schema}`)
    return validate
  }

  const checked = new Set<string>()

  return {
    document,
    resolve,
    expectConforms: (method, path, reply) => {
      const pathname = new URL(path, 'http://x').pathname
      const contentType = reply.headers.get('content-type') ?? ''
      const validate = validatorFor(method.toLowerCase(), pathname, reply.status, contentType)
      const label = `${method} ${path} → ${reply.status}`
      if (validate === null) {
        expect(reply.text, `${label}: el documento no promete cuerpo`).toBe('')
      } else {
        const body = contentType.startsWith('application/json') ? reply.body : reply.text
        const valid = validate(body)
        expect(valid, `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true)
      }
      checked.add(`${method.toUpperCase()} ${templateOf(pathname)}`)
    },
    operations: () => {
      return Object.keys(document.paths).flatMap((template) => {
        const { item } = pathItem(template)
        return METHODS.filter((method) => item[method]).map(
          (method) => `${method.toUpperCase()} ${template}`,
        )
      })
    },
    checkedOperations: () => checked,
  }
}
