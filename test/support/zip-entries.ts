import { inflateRawSync } from 'node:zlib'

/**
 * The files inside a zip (an XLSX), by name, read from its central directory. Only what exceljs
 * writes: stored or deflated entries, no zip64, no encryption.
 */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const endOfDirectory = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (endOfDirectory < 0) throw new Error('No es un archivo zip: falta el directorio central')
  const count = zip.readUInt16LE(endOfDirectory + 10)
  let at = zip.readUInt32LE(endOfDirectory + 16)
  const entries = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`Entrada ${i} del zip dañada`)
    const method = zip.readUInt16LE(at + 10)
    const compressedSize = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extraLength = zip.readUInt16LE(at + 30)
    const commentLength = zip.readUInt16LE(at + 32)
    const localHeader = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    const dataStart =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28)
    const data = zip.subarray(dataStart, dataStart + compressedSize)
    if (method !== 0 && method !== 8) throw new Error(`«${name}»: compresión ${method} no leída`)
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data))
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}
