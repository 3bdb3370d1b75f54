import { MAX_ERROR_TEXT } from './answer-limits'

/** Only the start of a huge error page is looked at: its title and first text are there. */
const SCANNED = 64 * 1024

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : ' '
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

function looksLikeMarkup(text: string): boolean {
  return /<\/?[a-z!][^>]*>/i.test(text)
}

/** The words of an HTML page: its `<title>`, else its text without scripts, styles and tags. */
function textOfMarkup(html: string): string {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]
  const fromTitle = title ? collapse(decodeEntities(title.replace(/<[^>]*>/g, ' '))) : ''
  if (fromTitle) return fromTitle
  const body = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
  return collapse(decodeEntities(body))
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * An error text fit for a message: HTML reduced to its title or first words (no `<` or `>` left),
 * whitespace collapsed, at most `max` characters ending in «…». Short plain text is kept as is.
 */
export function shortText(raw: string, max: number = MAX_ERROR_TEXT): string {
  const head = raw.length > SCANNED ? raw.slice(0, SCANNED) : raw
  const markup = looksLikeMarkup(head)
  if (!markup && raw.trim().length <= max) return raw.trim()
  // Entities decoded from markup may spell a tag again: no angle bracket leaves a page's text.
  const text = markup ? collapse(textOfMarkup(head).replace(/[<>]/g, ' ')) : collapse(head)
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}
