import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_ERROR_CODES } from '@shared/errors'
import { hasMessage, renderMessage } from '@shared/messages/catalogue-lookup'

const ROOT = resolve(__dirname, '../..')

/** Every source file of the app (tests and the catalogue itself aside). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path)
    if (!/\.(ts|vue)$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) return []
    return path.includes(join('src', 'shared', 'messages')) ? [] : [path]
  })
}

const files = sources(join(ROOT, 'src')).map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}))

/** Every string literal in the code that looks like a catalogue key of `kind`. */
function keysInCode(kind: 'error' | 'validation'): Map<string, string> {
  const found = new Map<string, string>()
  // An error's key is error.<code>.<reason>; a validation key has one part or more.
  const more = kind === 'error' ? '+' : '*'
  const pattern = new RegExp(`'(${kind}\\.[a-z_]+(?:\\.[a-z_]+)${more})'`, 'g')
  for (const { path, text } of files) {
    for (const match of text.matchAll(pattern)) if (match[1]) found.set(match[1], path)
  }
  return found
}

describe('every error and message the code can produce has its sentences', () => {
  const errorKeys = keysInCode('error')

  it('finds the error sites in the code (the list is read from it, not written by hand)', () => {
    // Main's api, services, exports and command line, the shared schemas and the renderer.
    const places = new Set(
      [...errorKeys.values()].map((path) => path.split('/').slice(0, 3).join('/')),
    )
    for (const place of ['src/main/api', 'src/main/services', 'src/main/export', 'src/main/cli']) {
      expect(places, place).toContain(place)
    }
    expect(errorKeys.size).toBeGreaterThan(50)
  })

  it('has a Spanish and an English sentence for every reason in the code', () => {
    for (const [key, path] of errorKeys) {
      expect(hasMessage(key), `${key} (${path})`).toBe(true)
      const [, code] = key.split('.')
      expect(APP_ERROR_CODES as readonly string[], `${key} (${path})`).toContain(code)
      if (!hasMessage(key)) continue
      expect(renderMessage('es', key)).not.toBe(renderMessage('en', key))
    }
  })

  it('has a sentence for every validation key the schemas and main use', () => {
    const validationKeys = keysInCode('validation')
    expect(validationKeys.size).toBeGreaterThan(20)
    for (const [key, path] of validationKeys) expect(hasMessage(key), `${key} (${path})`).toBe(true)
  })

  it('has a sentence for every start-up notice main can give', () => {
    const notices = new Set<string>()
    for (const { text } of files) {
      for (const match of text.matchAll(/startupNotice\(\s*'([a-z_]+)'/g))
        notices.add(match[1] ?? '')
      for (const match of text.matchAll(/'(database_[a-z_]+)'/g)) notices.add(match[1] ?? '')
    }
    expect(notices.size).toBeGreaterThanOrEqual(5)
    for (const reason of notices) expect(hasMessage(`notice.${reason}`), reason).toBe(true)
  })

  it('makes no error by hand: each goes through appError, or names a reason the catalogue has', () => {
    const codes = APP_ERROR_CODES.join('|')
    const literal = new RegExp(`\\bcode:\\s*'(${codes})'(,\\s*reason:\\s*'([a-z_]+)')?`, 'g')
    const offenders: string[] = []
    for (const { path, text } of files) {
      if (path.startsWith(join('src', 'sandbox'))) continue
      if (/new AppFailure\(\s*\{/.test(text)) offenders.push(`${path}: new AppFailure({…})`)
      for (const match of text.matchAll(literal)) {
        const key = `error.${match[1]}.${match[3] ?? ''}`
        if (!match[3] || !hasMessage(key)) offenders.push(`${path}: ${match[0]}`)
      }
    }
    expect(offenders).toEqual([])
  })
})
