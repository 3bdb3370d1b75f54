import { posix } from 'node:path'
import ts from 'typescript'

/** Source files by path from the repository root (posix separators), with their text. */
export type SourceFiles = ReadonlyMap<string, string>

/** An alias of tsconfig's `paths`: `@shared/*` → `src/shared/*`, as a prefix and its target. */
export interface Alias {
  prefix: string
  target: string
}

const EXTENSIONS = ['', '.ts', '.mts', '.cts', '.vue', '.d.ts', '/index.ts']

/** The aliases of a tsconfig's `compilerOptions.paths` whose patterns end in `/*`. */
export function aliasesOf(paths: Record<string, readonly string[]>): Alias[] {
  return Object.entries(paths).flatMap(([pattern, [target]]) =>
    pattern.endsWith('/*') && target?.endsWith('/*')
      ? [{ prefix: pattern.slice(0, -1), target: posix.normalize(target.slice(0, -1)) }]
      : [],
  )
}

/** The code of a file: a `.vue` file's script blocks, any other file whole. */
function codeOf(path: string, text: string): string {
  if (!path.endsWith('.vue')) return text
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
}

/**
 * Every module each file imports among `files`: `import`, `import type`, `export … from`,
 * `import()` and `require()`, written relative or through an alias. Packages, and files outside
 * `files` that `exists` finds (a test helper, a style sheet), are left out; a relative or aliased
 * specifier that matches no file is returned in `unresolved`.
 */
export function importGraph(
  files: SourceFiles,
  aliases: readonly Alias[],
  exists: (path: string) => boolean = () => false,
): { edges: Map<string, Set<string>>; unresolved: string[] } {
  const edges = new Map<string, Set<string>>()
  const unresolved: string[] = []
  for (const [path, text] of files) {
    const targets = new Set<string>()
    const { importedFiles } = ts.preProcessFile(codeOf(path, text), true, true)
    for (const { fileName: specifier } of importedFiles) {
      const alias = aliases.find((a) => specifier.startsWith(a.prefix))
      let base: string
      if (specifier.startsWith('.')) base = posix.join(posix.dirname(path), specifier)
      else if (alias) base = posix.join(alias.target, specifier.slice(alias.prefix.length))
      else continue
      const candidates = EXTENSIONS.map((extension) => base + extension)
      const found = candidates.find((candidate) => files.has(candidate))
      if (found !== undefined) targets.add(found)
      else if (!candidates.some(exists)) unresolved.push(`${path}: ${specifier}`)
    }
    edges.set(path, targets)
  }
  return { edges, unresolved }
}

/** The graph whose nodes are `nodeOf` each file (files it maps to null are left out). */
export function collapse(
  edges: ReadonlyMap<string, ReadonlySet<string>>,
  nodeOf: (path: string) => string | null,
): Map<string, Set<string>> {
  const collapsed = new Map<string, Set<string>>()
  for (const [from, targets] of edges) {
    const source = nodeOf(from)
    if (source === null) continue
    const set = collapsed.get(source) ?? new Set<string>()
    collapsed.set(source, set)
    for (const to of targets) {
      const target = nodeOf(to)
      if (target !== null && target !== source) set.add(target)
    }
  }
  return collapsed
}

/** A shortest way from `start` back to itself inside `members`, as `a → b → a`. */
function loopThrough(
  start: string,
  members: ReadonlySet<string>,
  edges: ReadonlyMap<string, ReadonlySet<string>>,
): string {
  const previous = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift() as string
    for (const next of edges.get(node) ?? []) {
      if (!members.has(next)) continue
      if (next === start) {
        const chain: string[] = []
        for (let at = node; at !== start; at = previous.get(at) as string) chain.unshift(at)
        return [start, ...chain, start].join(' → ')
      }
      if (!previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
    }
  }
  return start
}

/**
 * Each cycle of the graph, one line per strongly connected component: a shortest loop through its
 * first member, then every member when the component holds more than that loop.
 */
export function cycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[] = []
  const visit = (node: string): void => {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const members: string[] = []
    let member: string
    do {
      member = stack.pop() as string
      onStack.delete(member)
      members.push(member)
    } while (member !== node)
    if (members.length === 1 && !edges.get(node)?.has(node)) return
    members.sort()
    const first = members[0] as string
    const loop = loopThrough(first, new Set(members), edges)
    const shown = loop.split(' → ').length - 1
    found.push(shown < members.length ? `${loop} (with ${members.join(', ')})` : loop)
  }
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node)
  return found.sort()
}
