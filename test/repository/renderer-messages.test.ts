import { createI18n } from 'vue-i18n'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT_KEYS } from '@shared/session'
import { DEMO_ACCOUNTS } from '../../src/demo-service/seed/accounts'
import { en } from '../../src/renderer/src/i18n/ui-en'
import { es } from '../../src/renderer/src/i18n/ui-es'
import { spanishIn } from '../support/spanish-text'

// As the renderer's i18n/index.ts makes it (that file also touches the DOM).
const i18n = createI18n({ legacy: false, locale: 'es', fallbackLocale: 'es', messages: { es, en } })

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

  it('describes every demo account the demo service offers, in both languages', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.key).sort()).toEqual(
      [...DEMO_ACCOUNT_KEYS].sort(),
    )
    for (const key of DEMO_ACCOUNT_KEYS) {
      expect(es.demoAccounts[key], key).toBeTruthy()
      expect(en.demoAccounts[key], key).toBeTruthy()
    }
  })
})
