import { describe, it, expect } from 'vitest'
import { parseDelimited } from './csv-parse'

describe('parseDelimited', () => {
  it('splits rows and fields', () => {
    expect(parseDelimited('a;b;c\n1;2;3\n', ';')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ])
  })

  it('accepts CRLF and a missing final line break', () => {
    expect(parseDelimited('a,b\r\n1,2', ',')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })

  it('reads quoted fields with delimiters, line breaks and escaped quotes', () => {
    expect(parseDelimited('1;"x; y";"di ""hola""\notra línea";""\n', ';')).toEqual([
      ['1', 'x; y', 'di "hola"\notra línea', ''],
    ])
  })

  it('keeps empty fields and blank lines', () => {
    expect(parseDelimited(';;\n\nx\n', ';')).toEqual([['', '', ''], [''], ['x']])
    expect(parseDelimited('""', ';')).toEqual([['']])
    expect(parseDelimited('', ';')).toEqual([])
  })

  it('treats a quote inside an unquoted field as text', () => {
    expect(parseDelimited('5" pulgadas;b', ';')).toEqual([['5" pulgadas', 'b']])
  })

  it('drops a leading BOM', () => {
    expect(parseDelimited('\uFEFFcode;title', ';')).toEqual([['code', 'title']])
  })

  it('throws on malformed quoting', () => {
    expect(() => parseDelimited('a;"b\n', ';')).toThrow('Comillas sin cerrar')
    expect(() => parseDelimited('"a"b;c', ';')).toThrow('Texto tras las comillas')
  })

  it('rejects impossible delimiters', () => {
    expect(() => parseDelimited('a', '"')).toThrow()
    expect(() => parseDelimited('a', ';;')).toThrow()
  })
})
