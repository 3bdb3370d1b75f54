import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream, type WriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { finished } from 'node:stream/promises'

/** A write stream that reports its failure on the next write instead of as an unhandled event. */
export class FileSink {
  private failure: Error | null = null

  constructor(readonly stream: WriteStream) {
    stream.on('error', (error) => {
      this.failure ??= error
    })
  }

  get bytes(): number {
    return this.stream.bytesWritten
  }

  /** Resolves once the chunk is accepted; waits for `drain` when the stream's buffer is full. */
  async write(chunk: string | Uint8Array): Promise<void> {
    this.throwIfFailed()
    if (!this.stream.write(chunk)) await once(this.stream, 'drain')
    this.throwIfFailed()
  }

  throwIfFailed(): void {
    if (this.failure !== null) throw this.failure
  }
}

/** `<target>.<random>.part`, in the target's own folder so the final rename never crosses disks. */
export function temporaryPathFor(target: string): string {
  return `${target}.${randomBytes(6).toString('hex')}.part`
}

async function opened(stream: WriteStream): Promise<void> {
  await once(stream, 'open') // rejects with the open error (no folder, no permission…)
}

/**
 * Runs `produce` against a new temporary file and renames it over `target` only when `produce`
 * succeeds. On any failure (or cancellation, which `produce` reports by throwing) the temporary
 * file is removed and `target`, if it existed, is left as it was.
 */
export async function writeAtomically<R>(
  target: string,
  produce: (sink: FileSink) => Promise<R>,
): Promise<{ result: R; bytes: number }> {
  const path = temporaryPathFor(target)
  // `wx`: never write into a file someone else created; `flush`: on disk before the rename.
  const stream = createWriteStream(path, { flags: 'wx', flush: true })
  const sink = new FileSink(stream)
  try {
    await opened(stream)
    const result = await produce(sink)
    if (!stream.writableEnded) stream.end()
    await finished(stream)
    sink.throwIfFailed()
    await rename(path, target)
    return { result, bytes: stream.bytesWritten }
  } catch (error) {
    stream.destroy()
    await finished(stream).catch(() => undefined)
    await rm(path, { force: true }).catch(() => undefined)
    throw error
  }
}
