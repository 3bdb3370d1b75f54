import { createRequire } from 'node:module'
import { dirname, join, resolve, sep } from 'node:path'
import pdfmake from 'pdfmake'
import { type TDocumentDefinitions } from 'pdfmake/interfaces'

/**
 * Roboto as pdfmake ships it: every glyph of Spanish and the euro sign, embedded in the file. Found
 * from `__filename`, which the build (CommonJS), Vitest and the browser harness's loader all give:
 * `import.meta` is a syntax error where Playwright loads main's sources as CommonJS.
 */
const FONT_DIR = join(
  dirname(createRequire(__filename).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
)

let ready = false

function prepare(): void {
  if (ready) return
  pdfmake.setFonts({
    Roboto: {
      normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
      bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
      italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
      bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
    },
  })
  // A document never fetches anything: images come in as data, fonts only from pdfmake's folder.
  pdfmake.setUrlAccessPolicy(() => false)
  pdfmake.setLocalAccessPolicy((path) => resolve(path).startsWith(FONT_DIR + sep))
  ready = true
}

/** The bytes of a PDF laid out by pdfmake from `definition`. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  prepare()
  return pdfmake
    .createPdf({ ...definition, defaultStyle: { font: 'Roboto', ...definition.defaultStyle } })
    .getBuffer()
}
