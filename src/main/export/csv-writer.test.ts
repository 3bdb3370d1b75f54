import { describe, expect, it } from 'vitest'
import { type Column } from './columns'
import { type ChunkSink, compileCsvRow, CSV_DIALECTS, csvHeader, writeCsv } from './csv-writer'

interface Row {
  id: number
  name: string
}

const COLUMNS: Column<Row>[] = [
  { key: 'id', header: 'Id', type: 'integer', value: (r) => r.id },
  { key: 'name', header: 'Nombre', type: 'text', value: (r) => r.name },
]

const ROWS_PER_PAGE = 100
const PAGES = 400

async function* pages(): AsyncGenerator<readonly Row[]> {
  for (let page = 0; page < PAGES; page++) {
    const rows = Array.from({ length: ROWS_PER_PAGE }, (_, i) => ({
      id: page * ROWS_PER_PAGE + i,
      name: `Empresa ${page}-${i}; S.L. «${'x'.repeat(i % 40)}»`,
    }))
    yield await Promise.resolve(rows)
  }
}

/** A sink that accepts each chunk only when the test lets it, and records what it was given. */
class SlowSink implements ChunkSink {
  readonly chunks: string[] = []
  pending = 0
  maxPending = 0
  private release: (() => void) | null = null

  write(chunk: string): Promise<void> {
    this.chunks.push(chunk)
    this.pending++
    this.maxPending = Math.max(this.maxPending, this.pending)
    return new Promise((resolve) => {
      this.release = () => {
        this.pending--
        resolve()
      }
    })
  }

  /** Accepts the chunk waiting, if any. */
  accept(): boolean {
    const release = this.release
    this.release = null
    release?.()
    return release !== null
  }
}

describe('writeCsv', () => {
  it('writes the header and every row in order, in a few large chunks rather than one per page', async () => {
    const sink = new SlowSink()
    const writing = writeCsv(sink, COLUMNS, pages(), CSV_DIALECTS.excel)
    let done = false
    void writing.then(() => (done = true))
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve))
      sink.accept()
    }
    expect(await writing).toBe(ROWS_PER_PAGE * PAGES)

    const line = compileCsvRow(COLUMNS, CSV_DIALECTS.excel)
    let expected = csvHeader(COLUMNS, CSV_DIALECTS.excel)
    for await (const page of pages()) for (const row of page) expected += `${line(row)}\r\n`
    expect(sink.chunks.join('')).toBe(expected)
    expect(sink.chunks.length).toBeGreaterThan(1)
    expect(sink.chunks.length).toBeLessThan(PAGES / 10)
  })

  it('waits for each chunk to be accepted before it writes the next (back-pressure)', async () => {
    const sink = new SlowSink()
    const writing = writeCsv(sink, COLUMNS, pages(), CSV_DIALECTS.standard)
    let done = false
    void writing.then(() => (done = true))
    // Nothing is accepted for a while: the writer stops at its first chunk and reads no further.
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve))
    expect(sink.chunks).toHaveLength(1)
    expect(done).toBe(false)
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve))
      sink.accept()
    }
    expect(sink.maxPending).toBe(1)
  })

  it('quotes and prefixes a field exactly as the row formatter is compiled for the dialect', () => {
    const row = { id: -3.5, name: '=1+1; "dos"' }
    expect(compileCsvRow(COLUMNS, CSV_DIALECTS.excel)(row)).toBe(`-3;"'=1+1; ""dos"""`)
    expect(compileCsvRow(COLUMNS, CSV_DIALECTS.standard)(row)).toBe(`-3,"'=1+1; ""dos"""`)
    expect(compileCsvRow(COLUMNS, CSV_DIALECTS.standard)({ id: 7, name: 'a;b' })).toBe('7,a;b')
  })
})
