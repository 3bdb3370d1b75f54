import { type CaseTemplate } from './cases'
import { titleKey } from '../received'

const YEAR = /\b(?:19|20)\d{2}\b/g
const SHORT_MAX = 40

/** A grant's title to its first clause («Kit Digital: ayudas…» → «Kit Digital»), without its year. */
function shortTitle(title: string): string {
  const bare = title.replace(/\((?:convocatoria\s+)?(?:19|20)\d{2}\)/gi, '').replace(YEAR, '')
  const [head = ''] = bare.split(/[:(–—]| - /)
  const words = (head.trim().length >= 3 ? head : bare).trim().replace(/\s+/g, ' ')
  if (words.length <= SHORT_MAX) return words.replace(/[\s,.;-]+$/, '')
  const cut = words.slice(0, SHORT_MAX)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 10 ? cut.lastIndexOf(' ') : SHORT_MAX)}…`
}

const lastYear = (text: string) => text.match(YEAR)?.at(-1) ?? null

/** The template's own name without the word every one starts with («Plantilla …»). */
const ownName = (name: string) => name.replace(/^plantilla\s+(?:de\s+|del\s+)?/i, '').trim()

/**
 * A readable label per template for «Nuevo expediente»: its grant's short title and year («Kit
 * Digital 2026») when it names a grant, else its own name; labels alike are told apart by the
 * template's name, then by its id. The grant's long titles all begin alike, so a select cut them to
 * the same words.
 */
export function templateLabels(templates: readonly CaseTemplate[]): Map<number, string> {
  const first = templates.map((tpl) => {
    if (!tpl.fundTitle) return { tpl, label: tpl.name || `#${tpl.id}` }
    const year = lastYear(tpl.fundTitle) ?? lastYear(tpl.name)
    return { tpl, label: [shortTitle(tpl.fundTitle), year].filter(Boolean).join(' ') }
  })
  const count = (labels: readonly string[], label: string) =>
    labels.filter((l) => l === label).length
  const firstLabels = first.map((f) => f.label)
  const second = first.map(({ tpl, label }) => {
    const own = ownName(tpl.name)
    return count(firstLabels, label) > 1 && own && tpl.fundTitle && !tpl.fundTitle.includes(own)
      ? `${label} · ${own}`
      : label
  })
  return new Map(
    first.map(({ tpl }, i) => {
      const label = second[i] ?? ''
      return [tpl.id, count(second, label) > 1 ? `${label} · #${tpl.id}` : label]
    }),
  )
}

/** What typed words are looked for in: the label, the template's whole name, its grant's title. */
export function templateWords(template: CaseTemplate, label: string): string {
  return titleKey([label, template.name, template.fundTitle ?? ''].join(' '))
}
