import { describe, expect, it } from 'vitest'
import { spanishIn } from '../../../test/support/spanish-text'
import { enCliHelp } from './en-cli-help'
import { esCliHelp } from './es-cli-help'

/** `{name}`: a value the help fills. A brace before anything else is text (`{ count, results }`). */
const VALUE = /\{[A-Za-z][A-Za-z0-9_]*\}/g
const values = (text: string) => [...text.matchAll(VALUE)].map((m) => m[0]).sort()
const keys = Object.keys(esCliHelp) as (keyof typeof esCliHelp)[]

describe("the command line's help catalogue", () => {
  it('has every key in both languages, and nothing else', () => {
    expect(Object.keys(enCliHelp).sort()).toEqual([...keys].sort())
  })

  it('names the same values and blocks in both languages', () => {
    for (const key of keys) expect(values(enCliHelp[key]), key).toEqual(values(esCliHelp[key]))
  })

  it('is English in English: no Spanish character or word outside the values', () => {
    for (const key of keys) {
      expect(spanishIn(enCliHelp[key].replace(VALUE, '')), key).toEqual([])
    }
  })
})
