import { DOCUMENT_NAME_MAX } from '../limits'
import { foldText } from '../text'

/** A checklist longer than this is not a list of documents any more. */
const MAX_ITEMS = 60

const ENTITIES: Readonly<Record<string, string>> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}

/** The text without markup: list items, breaks and paragraphs end a line. */
function plain(text: string): string {
  return text
    .replace(/<\s*(li|br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
}

/** A line without its bullet or number («- », «• », «1. », «a) »). */
const unbulleted = (line: string) =>
  line.replace(/^\s*(?:[-•·*–—]|\d{1,2}[.)º]|[a-z][.)])\s+/i, '').trim()

/**
 * A sentence that lists documents («A, B, C y D») as its items: split at commas and semicolons,
 * and the last item at its last « y » / « e » when there were several (the enumeration's
 * conjunction); a single item keeps its « y » («Memoria técnica y económica»).
 */
function itemsOf(sentence: string): string[] {
  const parts = sentence
    .split(/[;,](?![^()]*\))/)
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length < 2) return parts
  const last = parts.pop() ?? ''
  // «A, B, y C»: the conjunction after the last comma opens the last item.
  const opened = /^[ye]\s+(\S.*)$/.exec(last)
  if (opened) return [...parts, opened[1] ?? '']
  const conjunction = /^(.*\S)\s+[ye]\s+(\S.*)$/.exec(last)
  return conjunction ? [...parts, conjunction[1] ?? '', conjunction[2] ?? ''] : [...parts, last]
}

const tidy = (item: string) => {
  const text = item
    .replace(/\s+/g, ' ')
    .replace(/[.:;]+$/, '')
    .trim()
  return (text.charAt(0).toLocaleUpperCase('es') + text.slice(1)).slice(0, DOCUMENT_NAME_MAX)
}

/**
 * The documents a grant asks for, as checklist items: its «documentación requerida» text cut into
 * one item per document, then its templates (forms to fill and sign), each once, in that order.
 * Headings («Documentación a presentar:») are left out.
 */
export function requiredDocumentItems(
  text: string | null,
  templates: readonly { title: string }[],
): string[] {
  const lines = plain(text ?? '')
    .split(/\n+/)
    .map(unbulleted)
    .filter((line) => line !== '' && !line.endsWith(':'))
  const items = [...lines.flatMap(itemsOf), ...templates.map((t) => t.title)].map(tidy)
  const seen = new Set<string>()
  return items
    .filter((item) => {
      const key = foldText(item)
      if (item.length < 3 || seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, MAX_ITEMS)
}
