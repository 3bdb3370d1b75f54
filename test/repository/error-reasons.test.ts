import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_ERROR_CODES } from '@shared/errors'
import { hasMessage } from '@shared/messages/catalogue-lookup'

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

// Every key the code passes to appError, keyed() or startupNotice() is checked by their types
// against both catalogues. What types cannot see is an error written out by hand.
describe('the errors the code produces', () => {
  it('makes no error by hand: each goes through appError, or names a reason the catalogue has', () => {
    const codes = APP_ERROR_CODES.join('|')
    const literal = new RegExp(`\\bcode:\\s*'(${codes})'(,\\s*reason:\\s*'([a-z_]+)')?`, 'g')
    const offenders: string[] = []
    for (const { path, text } of files) {
      if (path.startsWith(join('src', 'demo-service'))) continue
      if (/new AppFailure\(\s*\{/.test(text)) offenders.push(`${path}: new AppFailure({…})`)
      for (const match of text.matchAll(literal)) {
        const key = `error.${match[1]}.${match[3] ?? ''}`
        if (!match[3] || !hasMessage(key)) offenders.push(`${path}: ${match[0]}`)
      }
    }
    expect(offenders).toEqual([])
  })
})
