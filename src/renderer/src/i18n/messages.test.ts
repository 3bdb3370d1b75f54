import { describe, expect, it } from 'vitest'
import { spanishIn } from '../../../../test/support/spanish-text'
import { en } from './en'
import { es } from './es'
import { i18n } from './index'

/** Every message's dotted key. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

const keys = keysOf(es)

describe('the renderer’s messages', () => {
  it('has the same keys in English', () => {
    expect(keysOf(en).sort()).toEqual([...keys].sort())
  })

  it('compiles every message in both languages (an «@» or a «|» means something to vue-i18n)', () => {
    const errors: string[] = []
    const { t, locale } = i18n.global
    for (const language of ['es', 'en'] as const) {
      locale.value = language
      for (const key of keys) {
        try {
          const text = t(key, { n: 2, count: 2, date: 'd', name: 'x', id: 1 }, 2)
          if (text === key) errors.push(`${language} ${key}: missing`)
        } catch (error) {
          errors.push(`${language} ${key}: ${String(error)}`)
        }
      }
    }
    locale.value = 'es'
    expect(errors).toEqual([])
  })

  it('is English in English (the language picker names Spanish in Spanish)', () => {
    i18n.global.locale.value = 'en'
    const spanish = keys
      .filter((key) => key !== 'settings.language.es')
      .map((key) => ({ key, found: spanishIn(i18n.global.t(key, { n: 2 }, 2)) }))
      .filter(({ found }) => found.length > 0)
    i18n.global.locale.value = 'es'
    expect(spanish).toEqual([])
  })
})
