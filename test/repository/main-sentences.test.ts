import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { spanishIn } from '../support/spanish-text'

/**
 * What main says to a person comes from the message catalogue by key (src/shared/messages): a
 * Spanish sentence written as a string in src/main is one the English user gets in Spanish, or
 * one the two languages say differently. This scan finds them.
 */

const ROOT = resolve(__dirname, '../..')
const MAIN = join(ROOT, 'src/main')

/** Words of main's own Spanish sentences that spanishIn, made for the screens, does not list. */
const MORE_SPANISH =
  /\b(?:falta|faltan|desconocid[oa]s?|inesperad[oa]s?|debe|admite|indique|aviso|comando|subcomando|argumento|campos?|valor|descargando|usuario|servicio|fallo|archivo|carpeta)\b/i

/**
 * Text that reads as Spanish but is said to nobody, each with where it goes. Every entry must
 * still be found (a stale one fails), so the list only shrinks.
 */
const NOT_SAID: readonly { file: string; text: string; goes: string }[] = [
  { file: 'src/main/api/body-decode.ts', text: 'respuesta vacía', goes: 'the log' },
  { file: 'src/main/api/body-decode.ts', text: 'campo «', goes: 'the log' },
  {
    file: 'src/main/diagnostics/settings-view.ts',
    text: '[dirección no válida]',
    goes: 'the diagnostic zip, for support',
  },
  {
    file: 'src/main/services/outbox/outbox-service.ts',
    text: 'Descartado por el usuario',
    goes: 'a discarded outbox entry, never listed',
  },
  {
    file: 'src/main/storage/outbox-table.ts',
    text: 'Sustituido por un cambio posterior',
    goes: 'a discarded outbox entry, never listed',
  },
]

const LANGUAGE_CODES = new Set(['es', 'en'])

interface Literal {
  file: string
  line: number
  text: string
}

/** The text of a string or template literal, its substitutions as «…». */
function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…')
  }
  return null
}

/** `log.info(…)`, `deps.log.warn(…)`: the log is for support, not an interface. */
function isLogCall(node: ts.Node): boolean {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false
  const { expression, name } = node.expression
  return (
    ['debug', 'info', 'warn', 'error'].includes(name.text) &&
    /(?:^|\.)log$/.test(expression.getText())
  )
}

/** `new Error(…)`: a message for the log and --verbose; what a person reads is an AppError's. */
const isPlainError = (node: ts.Node) =>
  ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Error'

/** Where a literal's text is not said to a person: a log line, a plain Error, an import. */
function notSaid(node: ts.Node): boolean {
  for (let up = node.parent; up !== undefined; up = up.parent) {
    if (isLogCall(up) || isPlainError(up) || ts.isImportDeclaration(up)) return true
  }
  return false
}

function readsAsSpanish(text: string): boolean {
  if (LANGUAGE_CODES.has(text) || /\bSELECT\b/.test(text)) return false
  return spanishIn(text).length > 0 || MORE_SPANISH.test(text)
}

/** The literals of one file that read as Spanish and are said to someone. */
function spanishLiterals(file: string, code: string): Literal[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
  const found: Literal[] = []
  const visit = (node: ts.Node) => {
    const text = textOf(node)
    if (text !== null && readsAsSpanish(text) && !notSaid(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart())
      found.push({ file, line: line + 1, text })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourcesUnder(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

const isNotSaid = (literal: Literal) =>
  NOT_SAID.some((entry) => entry.file === literal.file && literal.text.includes(entry.text))

describe('main says its sentences through the message catalogue', () => {
  const literals = sourcesUnder(MAIN)
    .map((path) => relative(ROOT, path).replaceAll('\\', '/'))
    .flatMap((file) => spanishLiterals(file, readFileSync(join(ROOT, file), 'utf8')))

  it('writes no Spanish sentence as a string in src/main', () => {
    const said = literals.filter((literal) => !isNotSaid(literal))
    expect(said.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([])
  })

  it('lists as not said only text that is still there', () => {
    for (const entry of NOT_SAID) {
      const there = literals.some((l) => l.file === entry.file && l.text.includes(entry.text))
      expect(there, `${entry.file}: ${entry.text}`).toBe(true)
    }
  })

  it('finds a sentence in a throw, a call or a template, and leaves logs and plain errors', () => {
    const found = spanishLiterals(
      'probe.ts',
      [
        "throw new UsageError('Comando desconocido.')",
        'output.warn(`Descargando ${n} páginas`)',
        "const title = lang === 'es' ? 'Exportar a calendario' : 'Export to calendar'",
        "log.warn('No se pudo guardar la sesión')",
        'deps.log.info(`Exportación terminada: ${rows} filas`)',
        "throw new Error('la base de datos es de una versión más nueva')",
      ].join('\n'),
    )
    expect(found.map((literal) => literal.line)).toEqual([1, 2, 3])
  })
})
