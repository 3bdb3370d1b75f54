// The tables of docs/architecture.md's ARCH-LAYERS-2, made from scripts/main-layers.mjs:
// `npx tsx scripts/layer-table.ts` rewrites them; scripts/layer-table.test.ts fails when they differ.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { MAIN_LAYERS, SERVICE_FEATURES } from './main-layers.mjs'

const ROOT = resolve(__dirname, '..')
export const ARCHITECTURE = resolve(ROOT, 'docs/architecture.md')
const START = '<!-- layer-table:start (scripts/layer-table.mjs) -->'
const END = '<!-- layer-table:end -->'

/** The two tables as markdown: the layers, then the feature folders of services. */
function layerTables(): string {
  const layers = MAIN_LAYERS.flatMap((row, index) =>
    row.map(({ folder, holds }) => `| ${index + 1} | \`${folder}/\` | ${holds} |`),
  )
  const features = SERVICE_FEATURES.map(
    ({ folder, holds }) => `| \`services/${folder}/\` | ${holds} |`,
  )
  return [
    '| Row | Folder | What it holds |',
    '| --- | --- | --- |',
    ...layers,
    '',
    '| Feature folder | What it holds |',
    '| --- | --- |',
    ...features,
  ].join('\n')
}

/** The doc with its tables made again, formatted as `prettier --check` wants it. */
export async function withTables(text: string): Promise<string> {
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  if (start < 0 || end < start) throw new Error(`architecture.md has no ${START} … ${END}`)
  const made = `${text.slice(0, start + START.length)}\n\n${layerTables()}\n\n${text.slice(end)}`
  return format(made, { ...(await resolveConfig(ARCHITECTURE)), filepath: ARCHITECTURE })
}

if (require.main === module) {
  void withTables(readFileSync(ARCHITECTURE, 'utf8')).then((text) =>
    writeFileSync(ARCHITECTURE, text),
  )
}
