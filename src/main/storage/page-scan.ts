import { existsSync, readFileSync } from 'node:fs'

/**
 * A reader of SQLite's file format (sqlite.org/fileformat2.html) that needs no working b-tree: it
 * looks at every page of the file, and at the committed frames of its -wal, for table leaf pages,
 * and decodes their records. What a damaged interior page hides from SQL is still found this way.
 */

export type SqlValue = null | number | string | Buffer

export interface ScannedRecord {
  rowid: number
  values: SqlValue[]
}

const HEADER = Buffer.from('SQLite format 3\0', 'latin1')
const DEFAULT_PAGE_SIZE = 4096
const TABLE_LEAF = 13
const WAL_MAGIC = [0x377f0682, 0x377f0683]

/** A SQLite varint: 1 to 9 bytes, big-endian, 7 bits per byte but all 8 in the ninth. */
function varint(buffer: Buffer, offset: number): { value: number; next: number } | null {
  let value = 0n
  for (let i = 0; i < 9; i++) {
    const byte = buffer[offset + i]
    if (byte === undefined) return null
    if (i === 8) return { value: Number((value << 8n) | BigInt(byte)), next: offset + 9 }
    value = (value << 7n) | BigInt(byte & 0x7f)
    if ((byte & 0x80) === 0) return { value: Number(value), next: offset + i + 1 }
  }
  return null
}

function pageGeometry(file: Buffer): { pageSize: number; usable: number } {
  if (file.length < 100 || !file.subarray(0, 16).equals(HEADER)) {
    return { pageSize: DEFAULT_PAGE_SIZE, usable: DEFAULT_PAGE_SIZE }
  }
  const raw = file.readUInt16BE(16)
  const pageSize = raw === 1 ? 65536 : raw
  const valid = pageSize >= 512 && pageSize <= 65536 && (pageSize & (pageSize - 1)) === 0
  const size = valid ? pageSize : DEFAULT_PAGE_SIZE
  return { pageSize: size, usable: size - (valid ? (file[20] ?? 0) : 0) }
}

/** The main file's pages, then the -wal's committed frames over them, in order. */
function pageImages(file: string): { pages: Map<number, Buffer>; usable: number } {
  const main = readFileSync(file)
  const { pageSize, usable } = pageGeometry(main)
  const pages = new Map<number, Buffer>()
  for (let n = 0; n * pageSize < main.length; n++) {
    pages.set(n + 1, main.subarray(n * pageSize, Math.min(main.length, (n + 1) * pageSize)))
  }
  const walFile = `${file}-wal`
  if (!existsSync(walFile)) return { pages, usable }
  const wal = readFileSync(walFile)
  if (wal.length < 32 || !WAL_MAGIC.includes(wal.readUInt32BE(0))) return { pages, usable }
  if (wal.readUInt32BE(8) !== pageSize) return { pages, usable }
  const salt1 = wal.readUInt32BE(16)
  const salt2 = wal.readUInt32BE(20)
  // Frames count once a commit frame (non-zero database size) closes their transaction.
  let pending: [number, Buffer][] = []
  for (let at = 32; at + 24 + pageSize <= wal.length; at += 24 + pageSize) {
    if (wal.readUInt32BE(at + 8) !== salt1 || wal.readUInt32BE(at + 12) !== salt2) break
    pending.push([wal.readUInt32BE(at), wal.subarray(at + 24, at + 24 + pageSize)])
    if (wal.readUInt32BE(at + 4) !== 0) {
      for (const [number, image] of pending) pages.set(number, image)
      pending = []
    }
  }
  return { pages, usable }
}

function decodeRecord(payload: Buffer): SqlValue[] | null {
  const header = varint(payload, 0)
  if (!header || header.value > payload.length || header.value < 1) return null
  const types: number[] = []
  for (let at = header.next; at < header.value;) {
    const type = varint(payload, at)
    if (!type) return null
    types.push(type.value)
    at = type.next
  }
  const values: SqlValue[] = []
  let at = header.value
  for (const type of types) {
    const size =
      type >= 12 ? Math.floor((type - 12) / 2) : ([0, 1, 2, 3, 4, 6, 8, 8, 0, 0][type] ?? -1)
    if (size < 0 || at + size > payload.length) return null
    if (type === 0) values.push(null)
    else if (type === 8 || type === 9) values.push(type - 8)
    else if (type === 7) values.push(payload.readDoubleBE(at))
    else if (type <= 6) values.push(readInt(payload, at, size))
    else if (type % 2 === 1) values.push(payload.toString('utf8', at, at + size))
    else values.push(Buffer.from(payload.subarray(at, at + size)))
    at += size
  }
  return values
}

function readInt(buffer: Buffer, at: number, size: number): number {
  let value = 0n
  for (let i = 0; i < size; i++) value = (value << 8n) | BigInt(buffer[at + i] ?? 0)
  const bits = BigInt(size * 8)
  if (value >= 1n << (bits - 1n)) value -= 1n << bits
  return Number(value)
}

/** The whole payload of a cell: its local part and the overflow chain, or null if broken. */
function payloadOf(
  pages: Map<number, Buffer>,
  page: Buffer,
  start: number,
  size: number,
  usable: number,
): Buffer | null {
  const maxLocal = usable - 35
  if (size <= maxLocal) {
    return start + size <= page.length ? page.subarray(start, start + size) : null
  }
  const minLocal = Math.floor(((usable - 12) * 32) / 255) - 23
  const k = minLocal + ((size - minLocal) % (usable - 4))
  const local = k <= maxLocal ? k : minLocal
  if (start + local + 4 > page.length) return null
  const parts = [page.subarray(start, start + local)]
  let remaining = size - local
  let next = page.readUInt32BE(start + local)
  const seen = new Set<number>()
  while (remaining > 0) {
    const overflow = pages.get(next)
    if (!overflow || seen.has(next) || overflow.length < 4) return null
    seen.add(next)
    const take = Math.min(remaining, usable - 4, overflow.length - 4)
    parts.push(overflow.subarray(4, 4 + take))
    remaining -= take
    next = overflow.readUInt32BE(0)
  }
  return Buffer.concat(parts)
}

/**
 * Every record of every table leaf page that `accept` recognises, with its rowid. The same row may
 * come back more than once (an older copy on a freed page): the caller picks.
 */
export function scanTableRecords(
  file: string,
  accept: (values: SqlValue[]) => boolean,
): ScannedRecord[] {
  const { pages, usable } = pageImages(file)
  const found: ScannedRecord[] = []
  for (const [number, page] of pages) {
    const base = number === 1 ? 100 : 0
    if (page[base] !== TABLE_LEAF || page.length < base + 8) continue
    const cells = page.readUInt16BE(base + 3)
    for (let i = 0; i < cells; i++) {
      const pointerAt = base + 8 + i * 2
      if (pointerAt + 2 > page.length) break
      const cell = page.readUInt16BE(pointerAt)
      const size = varint(page, cell)
      const rowid = size && varint(page, size.next)
      if (!size || !rowid || size.value > 64 * 1024 * 1024) continue
      const payload = payloadOf(pages, page, rowid.next, size.value, usable)
      const values = payload && decodeRecord(payload)
      if (values && accept(values)) found.push({ rowid: rowid.value, values })
    }
  }
  return found
}
