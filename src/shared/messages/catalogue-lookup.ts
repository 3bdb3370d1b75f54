import { z } from 'zod'
import { formatNumber } from '../format'
import { en } from './en'
import { es } from './es'
import { type Catalogue, type Lang, type MessageKey, type MessageParams } from './keys'

export * from './keys'

const CATALOGUES: Readonly<Record<Lang, Catalogue>> = { es, en }

/** `{name}`, `{name|prefix}` or `{name*prefix}` (see es.ts); any other brace is text. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)(?:([|*])([a-z][a-z0-9_.]*))?\}/g
/** How deep `{name|prefix}` sentences may nest: they name fragments, not other fragments. */
const MAX_DEPTH = 2

export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(es, key)
}

function valueText(lang: Lang, value: string | number): string {
  return typeof value === 'number' ? formatNumber(value, undefined, lang) : value
}

/** `{name*prefix}`: each identifier of the list said by its sentence, or as written. */
function listText(lang: Lang, value: string | number | undefined, prefix: string): string {
  if (value === undefined) return ''
  return String(value)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const key = `${prefix}.${item}`
      return hasMessage(key) ? CATALOGUES[lang][key] : item
    })
    .join(', ')
}

function fill(lang: Lang, template: string, params: MessageParams, depth: number): string {
  return template.replace(
    PLACEHOLDER,
    (whole, name: string, kind: string | undefined, prefix: string | undefined) => {
      const value = params[name]
      if (prefix === undefined) return value === undefined ? whole : valueText(lang, value)
      if (kind === '*') return listText(lang, value, prefix)
      const specific = value === '' ? `${prefix}.none` : `${prefix}.${value}`
      const key = value !== undefined && hasMessage(specific) ? specific : `${prefix}.other`
      if (!hasMessage(key) || depth >= MAX_DEPTH) return value === undefined ? '' : String(value)
      return fill(lang, CATALOGUES[lang][key], params, depth + 1)
    },
  )
}

/** The sentence of `key` in `lang`, with its parameters (numbers written as that language does). */
export function renderMessage(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return fill(lang, CATALOGUES[lang][key], params, 0)
}

/**
 * A text of another catalogue (the command line's help, cli-help.ts), its parameters filled by the
 * same rules as a key's sentence.
 */
export function renderText(lang: Lang, text: string, params: MessageParams = {}): string {
  return fill(lang, text, params, 0)
}

/** Every sentence of a language, for the tests that compare catalogues. */
export function catalogueOf(lang: Lang): Catalogue {
  return CATALOGUES[lang]
}

/**
 * A sentence to say later, in whichever language: what crosses the bridge when the renderer, not
 * main, decides the language (field errors, a warning beside a result).
 */
export const MessageRefSchema = z.object({
  key: z.string().max(120),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})
export type MessageRef = z.infer<typeof MessageRefSchema>

export function messageRef(key: MessageKey, params?: MessageParams): MessageRef {
  return params && Object.keys(params).length > 0 ? { key, params: { ...params } } : { key }
}

/** A reference's sentence; one whose key this catalogue does not know reads as its key. */
export function renderRef(lang: Lang, ref: MessageRef): string {
  return hasMessage(ref.key) ? renderMessage(lang, ref.key, ref.params) : ref.key
}
