import { createWriteStream, renameSync, rmSync } from 'node:fs'

/** One file of the diagnostic: a file on disk (a log) or a text made for it (versions, stats…). */
export type DiagnosticEntry = { name: string } & (
  { path: string; bytes: number } | { text: string }
)

export function entryBytes(entry: DiagnosticEntry): number {
  return 'text' in entry ? Buffer.byteLength(entry.text) : entry.bytes
}

/** Written to `<path>.part` and renamed into place when complete, like the exports. */
export async function writeDiagnosticZip(entries: DiagnosticEntry[], path: string): Promise<void> {
  const { default: archiver } = await import('archiver')
  const part = `${path}.part`
  const output = createWriteStream(part, { mode: 0o600 })
  const archive = archiver('zip', { zlib: { level: 9 } })
  const closed = new Promise<void>((resolve, reject) => {
    output.on('close', resolve)
    output.on('error', reject)
    archive.on('error', reject)
  })
  archive.pipe(output)
  for (const entry of entries) {
    if ('text' in entry) archive.append(entry.text, { name: entry.name })
    else archive.file(entry.path, { name: entry.name })
  }
  try {
    await archive.finalize()
    await closed
    renameSync(part, path)
  } catch (error) {
    rmSync(part, { force: true })
    throw error
  }
}
