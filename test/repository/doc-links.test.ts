import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')

/** The README and the manuals: what a newcomer follows link by link. */
function pages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs', name))
  return [join(ROOT, 'README.md'), ...docs]
}

/** The text outside fenced code blocks. */
function outsideBlocks(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '')
}

/** The text outside code: a block or a `span` shows links, it does not make them. */
function prose(markdown: string): string {
  return outsideBlocks(markdown).replace(/`[^`\n]*`/g, '')
}

/** `[text](target)` and `![alt](target)`: the targets. */
function targets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '')
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-')
}

/** Every anchor a page offers, a repeated heading numbered as GitHub does (`-1`, `-2`…). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const found = new Set<string>()
  for (const [, text = ''] of outsideBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(text)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    found.add(count === 0 ? base : `${base}-${count}`)
  }
  return found
}

/** `page: target` for every relative link of `page` whose file or heading does not exist. */
function brokenLinks(page: string, markdown: string): string[] {
  const name = relative(ROOT, page)
  return targets(markdown)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .filter((target) => {
      const [path = '', anchor] = target.split('#')
      if (path === '') return !anchors(markdown).has(anchor ?? '')
      const file = resolve(dirname(page), decodeURI(path))
      if (!existsSync(file)) return true
      if (anchor === undefined || !file.endsWith('.md')) return false
      return !anchors(readFileSync(file, 'utf8')).has(anchor)
    })
    .map((target) => `${name}: ${target}`)
}

describe('the links of the README and the manuals', () => {
  it('name files and headings that exist', () => {
    const all = pages()
    expect(all.length).toBeGreaterThan(5)
    expect(all.flatMap((page) => brokenLinks(page, readFileSync(page, 'utf8')))).toEqual([])
  })

  it('finds a link to a missing file or heading, and reads code as code', () => {
    const page = join(ROOT, 'docs/planted.md')
    const text = [
      '# Planted page',
      '## Two «words»: `here`',
      'See [a](cli.md), [b](missing.md), [c](../README.md#nowhere), [d](#two-words-here),',
      '[e](#planted-page-1), ![f](images/none.png) and [g](https://example.com/x.md).',
      '`[h](inside-code.md)`',
      '```',
      '[i](in-a-block.md)',
      '```',
    ].join('\n')
    expect(brokenLinks(page, text)).toEqual([
      'docs/planted.md: missing.md',
      'docs/planted.md: ../README.md#nowhere',
      'docs/planted.md: #planted-page-1',
      'docs/planted.md: images/none.png',
    ])
  })
})
