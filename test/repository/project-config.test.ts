import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8')
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string }
  scripts: Record<string, string>
  allowScripts?: Record<string, boolean>
}
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { hasInstallScript?: boolean }>
}

/** The lowest Node that `engines.node` (`>=MAJOR.MINOR`) accepts. */
function lowestNode(): [major: number, minor: number] {
  const match = /^>=(\d+)\.(\d+)$/.exec(pkg.engines.node)
  if (!match) throw new Error(`engines.node is not «>=MAJOR.MINOR»: ${pkg.engines.node}`)
  return [Number(match[1]), Number(match[2])]
}

function enginesAccept(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  const [lowMajor, lowMinor] = lowestNode()
  return major > lowMajor || (major === lowMajor && minor >= lowMinor)
}

describe('the commands the README and the manuals give', () => {
  const manuals = readdirSync(resolve(ROOT, 'docs')).filter((name) => name.endsWith('.md'))
  const text = ['README.md', ...manuals.map((name) => `docs/${name}`)].map(read).join('\n')
  const named = [
    ...[...text.matchAll(/`npm run ([a-z][\w:-]*)/g)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/`npm (start|test)`/g)].map((m) => m[1] ?? ''),
  ]

  it('are scripts of package.json', () => {
    expect(named.length).toBeGreaterThan(5)
    expect(named.filter((name) => !(name in pkg.scripts))).toEqual([])
  })

  it('run programs that are installed, on files that exist', () => {
    const broken: string[] = []
    for (const [name, script] of Object.entries(pkg.scripts)) {
      for (const step of script.split('&&').map((part) => part.trim().split(/\s+/))) {
        const [program = '', ...args] = step
        if (program === 'npm') {
          const target = args[0] === 'run' ? args[1] : args[0]
          if (!target || !(target in pkg.scripts)) broken.push(`${name}: ${step.join(' ')}`)
        } else if (program !== 'node' && !existsSync(resolve(ROOT, 'node_modules/.bin', program))) {
          broken.push(`${name}: ${program} is not installed`)
        }
        for (const file of args.filter((arg) => /^[\w./-]+\.(ts|mts|mjs|cjs|js|json)$/.test(arg)))
          if (!existsSync(resolve(ROOT, file))) broken.push(`${name}: ${file} does not exist`)
      }
    }
    expect(broken).toEqual([])
  })
})

describe('the Node versions package.json accepts (engines)', () => {
  it('include the one .nvmrc asks developers to use', () => {
    expect(enginesAccept(read('.nvmrc').trim())).toBe(true)
  })
})

describe('install scripts', () => {
  it('every installed package that runs code at install is approved or refused in allowScripts', () => {
    const undecided = Object.entries(lock.packages)
      .filter(([path]) => path.startsWith('node_modules/'))
      .filter(([path, entry]) => {
        if (entry.hasInstallScript) return true
        // npm runs node-gyp for a package with a binding.gyp and no install script of its own.
        return existsSync(resolve(ROOT, path, 'binding.gyp'))
      })
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .filter((name) => pkg.allowScripts?.[name] === undefined)
    expect(undecided).toEqual([])
  })
})
