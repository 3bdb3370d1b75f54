import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { keysDefinedTwice } from '../../../test/support/catalogue-parts'
import { spanishIn } from '../../../test/support/spanish-text'
import { APP_ERROR_CODES } from '../errors'
import {
  catalogueOf,
  hasMessage,
  type MessageKey,
  renderMessage,
  renderText,
} from './catalogue-lookup'

const es = catalogueOf('es')
const en = catalogueOf('en')
const keys = Object.keys(es) as MessageKey[]

/** `{name}` and `{name|prefix}`, as written. */
const placeholders = (sentence: string) =>
  [...sentence.matchAll(/\{[^}]*\}/g)].map((m) => m[0]).sort()

/** A value for every parameter a key's sentences name. */
function sampleParams(key: MessageKey): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  for (const placeholder of placeholders(es[key])) {
    const name = placeholder.slice(1, -1).split(/[|*]/)[0] ?? ''
    params[name] = 7
  }
  return params
}

describe('the message catalogue', () => {
  it('has every key in both languages, and nothing else', () => {
    expect(Object.keys(en).sort()).toEqual([...keys].sort())
  })

  it('names the same parameters in both languages', () => {
    for (const key of keys) expect(placeholders(en[key]), key).toEqual(placeholders(es[key]))
  })

  it('has an «other» sentence for every choice a sentence makes', () => {
    for (const key of keys) {
      for (const placeholder of placeholders(es[key])) {
        const prefix = placeholder.slice(1, -1).split('|')[1]
        if (prefix) expect(hasMessage(`${prefix}.other`), `${key}: ${prefix}.other`).toBe(true)
      }
    }
  })

  it('keys each error sentence by a code the app has', () => {
    const codes = new Set<string>(APP_ERROR_CODES)
    const errorKeys = keys.filter((key) => key.startsWith('error.'))
    for (const key of errorKeys) expect(codes.has(key.split('.')[1] ?? ''), key).toBe(true)
    // Every code can be said even without a reason.
    for (const code of APP_ERROR_CODES) expect(hasMessage(`error.${code}`), code).toBe(true)
  })

  it('leaves no parameter unfilled once its values are given', () => {
    for (const key of keys) {
      for (const lang of ['es', 'en'] as const) {
        const text = renderMessage(lang, key, sampleParams(key))
        expect(text, `${lang} ${key}`).not.toMatch(/[{}]/)
        expect(text.trim(), `${lang} ${key}`).not.toBe('')
      }
    }
  })

  it('is English in English: no Spanish character or word outside the parameters', () => {
    for (const key of keys) {
      // The service's words (`detail`) stay as it sent them; the rest must read as English.
      expect(spanishIn(renderMessage('en', key, sampleParams(key))), key).toEqual([])
    }
  })

  it('writes numbers as each language does', () => {
    const params = { count: 12345, pages: 62 }
    expect(renderMessage('es', 'error.bad_response.more_pages_than_count', params)).toContain(
      '12.345',
    )
    expect(renderMessage('en', 'error.bad_response.more_pages_than_count', params)).toContain(
      '12,345',
    )
  })

  it('chooses a sentence by a parameter, and the «other» one for a value it does not know', () => {
    const read = (errno: string) =>
      renderMessage('en', 'error.internal.write_failed', { file: 'a.csv', errno })
    expect(read('ENOSPC')).toContain(en['export.errno.ENOSPC'])
    expect(read('EWHATEVER')).toContain('EWHATEVER')
    expect(read('EWHATEVER')).not.toContain(en['export.errno.ENOSPC'])

    // Counts choose their sentence too: none, one, several.
    const corrupt = (kept: number) =>
      renderMessage('es', 'notice.database_corrupt', { movedTo: 'x', kept })
    expect(corrupt(0)).toContain(es['notice.kept.0'])
    expect(corrupt(1)).toContain(es['notice.kept.1'])
    expect(corrupt(3)).toContain('3')
    expect(new Set([corrupt(0), corrupt(1), corrupt(3)]).size).toBe(3)
  })

  it('leaves a brace that opens no parameter as written: the JSON shapes of the help', () => {
    const text = `Imprime { count, results } con '{"order":"-id"}' para {name}.`
    expect(renderText('es', text, { name: 'B12345674', count: 3 })).toBe(
      `Imprime { count, results } con '{"order":"-id"}' para B12345674.`,
    )
  })

  it('chooses the «none» sentence for an empty value', () => {
    const left = (resetOn: string) =>
      renderMessage('en', 'error.no_credits.no_credits_left', { monthly: 500, resetOn })
    expect(left('')).toContain(en['credits.renewal.none'])
    expect(left('01/12/2026')).toContain('They are renewed on 01/12/2026.')
    expect(left('01/12/2026')).not.toContain(en['credits.renewal.none'])
  })

  it('says each item of a list by its own sentence, in order; one it does not know as written', () => {
    const unsaved = (lang: 'es' | 'en', fields: string) =>
      renderMessage(lang, 'error.not_saved.fields_ignored', { fields })
    expect(unsaved('es', 'reference,notes')).toContain('no ha guardado: Referencia, Notas.')
    expect(unsaved('en', 'notes, reference')).toContain('not saved: Notes, Reference.')
    expect(unsaved('en', 'notes,colour')).toContain('not saved: Notes, colour.')
  })

  it('has each sentence in one part of each language, never overridden by another part', async () => {
    for (const language of ['es', 'en']) {
      const files = readdirSync(__dirname).filter(
        (name) => name.startsWith(`${language}-`) && !name.includes('.test.'),
      )
      const parts = Object.fromEntries(
        await Promise.all(
          files.map(async (file) => [file, (await import(`./${file}`)) as Record<string, unknown>]),
        ),
      ) as Record<string, Record<string, unknown>>
      expect(keysDefinedTwice(parts), language).toEqual([])
    }
  })
})
