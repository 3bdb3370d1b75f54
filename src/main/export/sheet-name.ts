const MAX_LENGTH = 31
const FORBIDDEN = /[[\]:*?/\\]/g

/**
 * A name Excel accepts: at most 31 characters, none of []:*?/\, not starting or ending with an
 * apostrophe, not «History», and unique in the workbook regardless of case.
 */
export function sheetName(wanted: string, taken: ReadonlySet<string> = new Set()): string {
  let base = wanted
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim()
  if (base === '' || base.toLowerCase() === 'history') base = base === '' ? 'Hoja' : 'Historial'
  const used = new Set([...taken].map((name) => name.toLowerCase()))
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`
    const name = `${base.slice(0, MAX_LENGTH - suffix.length).trimEnd()}${suffix}`
    if (!used.has(name.toLowerCase())) return name
  }
}
