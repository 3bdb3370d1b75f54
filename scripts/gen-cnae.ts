// Builds src/shared/catalogues/cnae.generated.ts from resources/data/cnae2009.csv.
// Run with: npx tsx scripts/gen-cnae.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseDelimited } from '../src/shared/csv-parse'

const LEVELS = ['section', 'division', 'group', 'class'] as const
type Level = (typeof LEVELS)[number]

const CODE_PATTERNS: Record<Level, RegExp> = {
  section: /^[A-U]$/,
  division: /^\d{2}$/,
  group: /^\d{3}$/,
  class: /^\d{4}$/,
}

const input = fileURLToPath(new URL('../resources/data/cnae2009.csv', import.meta.url))
const output = fileURLToPath(new URL('../src/shared/catalogues/cnae.generated.ts', import.meta.url))

const [header, ...rows] = parseDelimited(readFileSync(input, 'utf8'), ';')
if (header?.join(';') !== 'code;title;level') {
  throw new Error(`Cabecera inesperada en ${input}: ${header?.join(';')}`)
}

const lines = rows.map((row, index) => {
  const where = `${input}, fila ${index + 2}`
  if (row.length !== 3) throw new Error(`${where}: se esperaban 3 campos y hay ${row.length}`)
  const [code = '', title = '', level = ''] = row
  if (!(LEVELS as readonly string[]).includes(level)) {
    throw new Error(`${where}: nivel desconocido ${JSON.stringify(level)}`)
  }
  if (!CODE_PATTERNS[level as Level].test(code)) {
    throw new Error(`${where}: código ${JSON.stringify(code)} no válido para el nivel ${level}`)
  }
  if (title.trim() === '') throw new Error(`${where}: título vacío`)
  return `  [${JSON.stringify(code)}, ${JSON.stringify(title)}, ${JSON.stringify(level)}],`
})

const source = `// Fuente: Instituto Nacional de Estadística (INE), CNAE-2009
// Generado por scripts/gen-cnae.ts; no editar

export const CNAE_ROWS: readonly (readonly [
  code: string,
  title: string,
  level: 'section' | 'division' | 'group' | 'class',
])[] = [
${lines.join('\n')}
]
`

writeFileSync(output, source)
console.log(`${output}: ${lines.length} filas`)
