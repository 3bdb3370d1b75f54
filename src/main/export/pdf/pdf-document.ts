import { createRequire } from 'node:module'
import { dirname, join, resolve, sep } from 'node:path'
import type pdfmakeModule from 'pdfmake'
import { type TDocumentDefinitions } from 'pdfmake/interfaces'

/**
 * Roboto as pdfmake ships it: every glyph of Spanish and the euro sign, embedded in the file.
 * Found from `__filename`, which the built main (CommonJS), Vitest and Playwright's loader all
 * define; `import.meta` is a syntax error where the browser tests load main's source as CommonJS.
 */
const FONT_DIR = join(
  dirname(createRequire(__filename).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
)

type Pdfmake = typeof pdfmakeModule

/** pdfmake, loaded with the first PDF: main starts without its eight megabytes of heap. */
let loaded: Promise<Pdfmake> | null = null

function prepared(pdfmake: Pdfmake): Pdfmake {
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
  return pdfmake
}

/** The bytes of a PDF laid out by pdfmake from `definition`. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  loaded ??= import('pdfmake').then(
    ({ default: pdfmake }) => prepared(pdfmake),
    (error: unknown) => {
      // The next PDF tries again.
      loaded = null
      throw error
    },
  )
  const pdfmake = await loaded
  return pdfmake
    .createPdf({ ...definition, defaultStyle: { font: 'Roboto', ...definition.defaultStyle } })
    .getBuffer()
}
