import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const DOCS = ['docs/service-contract.md', 'docs/architecture.md']
/** Where code, tests, scripts, configs and the manuals live; README and the root configs are read too. */
const TREES = ['src', 'test', 'scripts', 'docs']
const TEXT = /\.(ts|mts|cts|mjs|cjs|js|vue|ya?ml|md|json|html|css)$/
const SKIP = new Set(['node_modules', 'out', 'dist'])

/** An entry of the docs: `**[SC-PAGE-2]**` at the start of its paragraph. */
const DEFINITION = /\*\*\[((?:SC|ARCH)-[A-Z]+-\d+)\]/g
/** A citation anywhere: SC-PAGE-2, ARCH-LAYERS-1. */
const CITATION = /\b(?:SC|ARCH)-[A-Z]+-\d+\b/g
/**
 * The citations this page replaced: the old decision numbers and the three documents outside the
 * repository. Spelled in parts so that this file does not cite them itself.
 */
const OLD_CITATION = new RegExp(
  ['\\bG[0-9]{1,2}\\b', ...['gaps', 'grants-api', 'vendor'].map((name) => `${name}\\.md`)].join(
    '|',
  ),
)

function* textFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* textFiles(path)
    else if (TEXT.test(name)) yield path
  }
}

function sources(): { file: string; text: string }[] {
  const rootFiles = readdirSync(ROOT)
    .filter((name) => /\.(ts|mts|mjs|cjs)$/.test(name) || name === 'README.md')
    .map((name) => join(ROOT, name))
  return [...TREES.flatMap((tree) => [...textFiles(join(ROOT, tree))]), ...rootFiles].map(
    (path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') }),
  )
}

function definitions(): string[] {
  return DOCS.flatMap((doc) =>
    [...readFileSync(join(ROOT, doc), 'utf8').matchAll(DEFINITION)].map((m) => m[1] ?? ''),
  )
}

/** `file: id` for every citation in `texts` that no entry of the docs defines. */
function unresolved(texts: { file: string; text: string }[], known: Set<string>): string[] {
  return texts.flatMap(({ file, text }) =>
    [...text.matchAll(CITATION)].filter(([id]) => !known.has(id)).map(([id]) => `${file}: ${id}`),
  )
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length
}

describe('citations of the docs in the repository', () => {
  const defined = definitions()
  const known = new Set(defined)

  it('the docs define their entries, each id once', () => {
    expect(defined.filter((id) => id.startsWith('SC-')).length).toBeGreaterThan(50)
    expect(defined.filter((id) => id.startsWith('ARCH-')).length).toBeGreaterThan(20)
    const repeated = defined.filter((id, i) => defined.indexOf(id) !== i)
    expect(repeated).toEqual([])
  })

  it('every id the docs mention is defined in them', () => {
    const docs = DOCS.map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }))
    expect(unresolved(docs, known)).toEqual([])
  })

  it('every id cited in code, tests, scripts, configs, the manuals and the README is an entry of the docs', () => {
    expect(unresolved(sources(), known)).toEqual([])
  })

  it('finds a citation that does not resolve', () => {
    // Built in parts, so that this file cites no id that does not exist.
    const [missing, unknownSection] = [
      ['SC', 'PAGE', '999'],
      ['ARCH', 'NOPE', '1'],
    ].map((parts) => parts.join('-'))
    const planted = [
      { file: 'planted.ts', text: `// Pages (SC-PAGE-2, ${missing}, ${unknownSection}).` },
    ]
    expect(unresolved(planted, known)).toEqual([
      `planted.ts: ${missing}`,
      `planted.ts: ${unknownSection}`,
    ])
  })

  it('no file cites the old decision numbers or documents outside the repository', () => {
    const old = sources().flatMap(({ file, text }) => {
      const match = OLD_CITATION.exec(text)
      return match ? [`${file}:${lineOf(text, match.index)}: ${match[0]}`] : []
    })
    expect(old).toEqual([])
    expect(OLD_CITATION.test(['a comment (G', '7)'].join(''))).toBe(true)
    expect(OLD_CITATION.test(['see gaps', 'md'].join('.'))).toBe(true)
  })
})
