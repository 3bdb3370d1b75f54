import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { aliasesOf, collapse, cycles, importGraph } from './import-graph'

/** What the import graph of src must not have (ARCH-LAYERS-4): each list empty. */
export interface ImportProblems {
  fileCycles: string[]
  folderCycles: string[]
  unresolved: string[]
}

/** Every TypeScript and Vue file under src, by its path from the root. */
function sources(root: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(join(root, 'src'), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|mts|cts|vue)$/.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    files.set(relative(root, path).replaceAll('\\', '/'), readFileSync(path, 'utf8'))
  }
  return files
}

/** A file's folder in the layers: each folder of src/main, and each other folder of src whole. */
function folderOf(path: string): string | null {
  const [, layer, folder, file] = path.split('/')
  if (layer === 'main') return file === undefined ? null : `src/main/${folder}`
  return layer === undefined ? null : `src/${layer}`
}

/** The cycles of files and of folders under `root`/src, type-only imports and .vue files included. */
export function importProblems(root: string): ImportProblems {
  const { compilerOptions } = JSON.parse(
    readFileSync(join(root, 'tsconfig.base.json'), 'utf8'),
  ) as { compilerOptions: { paths: Record<string, string[]> } }
  // A file outside the graph (a test helper, a style sheet) only has to exist.
  const isFile = (path: string) =>
    statSync(join(root, path), { throwIfNoEntry: false })?.isFile() ?? false
  const { edges, unresolved } = importGraph(sources(root), aliasesOf(compilerOptions.paths), isFile)
  return {
    fileCycles: cycles(edges),
    folderCycles: cycles(collapse(edges, folderOf)),
    unresolved: [...unresolved],
  }
}
