import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream, type WriteStream } from 'node:fs'
import { readdir, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { finished } from 'node:stream/promises'

/**
 * The file stream's buffer: larger than one CSV batch, so the next batch is being formatted while
 * the last one goes to disk; past it the writer waits for `drain`.
 */
const WRITE_BUFFER_BYTES = 1024 * 1024

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

/**
 * `<target>.gd-<pid>-<random>.part`, in the target's own folder so the final rename never crosses
 * disks. The writer's pid in the name lets a later export tell a file left by a process that died
 * (killed, power cut) from one still being written.
 */
export function temporaryPathFor(target: string, pid: number = process.pid): string {
  return `${target}.gd-${pid}-${randomBytes(6).toString('hex')}.part`
}

const OUR_PART = /\.gd-(\d{1,10})-[0-9a-f]{12}\.part$/

/** The pid that wrote one of our `.part` files, or null for any other name. */
export function writerOf(fileName: string): number | null {
  const match = OUR_PART.exec(fileName)
  const pid = Number(match?.[1])
  return match && Number.isSafeInteger(pid) && pid > 0 ? pid : null
}

/** True while `pid` runs: signal 0 only checks; EPERM means it runs as another user. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes the `.part` files of ours in `folder` whose writer is gone; returns their names. Files of
 * a running process, and every other file, are left alone. Best effort: a folder that cannot be
 * read is not an error here (the export itself reports it).
 */
export async function sweepStaleParts(
  folder: string,
  running: (pid: number) => boolean = isRunning,
): Promise<string[]> {
  let entries
  try {
    entries = await readdir(folder, { withFileTypes: true })
  } catch {
    return []
  }
  const swept: string[] = []
  for (const entry of entries) {
    const pid = entry.isFile() ? writerOf(entry.name) : null
    if (pid === null || pid === process.pid || running(pid)) continue
    try {
      await rm(join(folder, entry.name))
      swept.push(entry.name)
    } catch {
      // gone already, or not ours to remove
    }
  }
  return swept
}

/** Settles with `work`, or rejects with the abort reason as soon as `signal` aborts. */
function unlessAborted<R>(work: Promise<R>, signal: AbortSignal | undefined): Promise<R> {
  if (!signal) return work
  return new Promise<R>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal))
    if (signal.aborted) onAbort()
    else signal.addEventListener('abort', onAbort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason
  return reason instanceof Error ? reason : new DOMException('Aborted', 'AbortError')
}

async function opened(stream: WriteStream): Promise<void> {
  await once(stream, 'open') // rejects with the open error (no folder, no permission…)
}

/**
 * Runs `produce` against a new temporary file and renames it over `target` only when `produce`
 * succeeds. On any failure the temporary file is removed and `target`, if it existed, is left as
 * it was. When `signal` aborts, the file is removed at once, without waiting for `produce` (which
 * may be waiting on the network), and the call rejects with the signal's reason. Stale `.part`
 * files of dead writers in the same folder are swept first.
 */
export async function writeAtomically<R>(
  target: string,
  produce: (sink: FileSink) => Promise<R>,
  options: { signal?: AbortSignal } = {},
): Promise<{ result: R; bytes: number }> {
  const { signal } = options
  await sweepStaleParts(dirname(target))
  if (signal?.aborted) throw abortReason(signal)
  const path = temporaryPathFor(target)
  // `wx`: never write into a file someone else created; `flush`: on disk before the rename.
  const stream = createWriteStream(path, {
    flags: 'wx',
    flush: true,
    highWaterMark: WRITE_BUFFER_BYTES,
  })
  const sink = new FileSink(stream)
  try {
    await unlessAborted(opened(stream), signal)
    const producing = produce(sink)
    // Abandoned on abort: whatever it does later goes to a destroyed stream.
    producing.catch(() => undefined)
    const result = await unlessAborted(producing, signal)
    if (!stream.writableEnded) stream.end()
    await unlessAborted(finished(stream), signal)
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
