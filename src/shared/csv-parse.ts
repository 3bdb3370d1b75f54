/**
 * Parses delimited text the RFC 4180 way: fields may be double-quoted, a quoted field may hold
 * the delimiter, line breaks and `""` for a quote. Rows end with LF or CRLF; a final line break
 * does not add an empty row. A leading BOM is dropped. Throws on an unterminated quote or on
 * text after a closing quote.
 */
export function parseDelimited(text: string, delimiter: string): string[][] {
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n' || delimiter === '\r') {
    throw new Error(`Separador no válido: ${JSON.stringify(delimiter)}`)
  }
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  // Whether the current row has consumed any text, so that `""` alone still makes a row.
  let rowStarted = false
  let i = 0
  let line = 1

  const endRow = () => {
    row.push(field)
    rows.push(row)
    row = []
    field = ''
    rowStarted = false
  }

  while (i < source.length) {
    const char = source.charAt(i)
    if (char === '"' && field === '') {
      rowStarted = true
      i++
      for (;;) {
        if (i >= source.length) throw new Error(`Comillas sin cerrar en la línea ${line}`)
        const inner = source.charAt(i)
        if (inner === '"') {
          if (source.charAt(i + 1) === '"') {
            field += '"'
            i += 2
            continue
          }
          i++
          break
        }
        if (inner === '\n') line++
        field += inner
        i++
      }
      const next = source.charAt(i)
      const atRowEnd = next === '\n' || (next === '\r' && source.charAt(i + 1) === '\n')
      if (i < source.length && next !== delimiter && !atRowEnd) {
        throw new Error(`Texto tras las comillas de cierre en la línea ${line}`)
      }
      continue
    }
    if (char === delimiter) {
      rowStarted = true
      row.push(field)
      field = ''
      i++
    } else if (char === '\n' || (char === '\r' && source.charAt(i + 1) === '\n')) {
      endRow()
      i += char === '\r' ? 2 : 1
      line++
    } else {
      rowStarted = true
      field += char
      i++
    }
  }
  if (rowStarted) endRow()
  return rows
}
