import { mkdirSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type pinoRoll from 'pino-roll'
import { type Sink } from './logger'

/** The log folder inside the user-data folder (the app) or the CLI's home. */
export const LOG_FOLDER = 'logs'
const BASE_NAME = 'grants-desk'
const EXTENSION = '.log'
/** Numbered files: grants-desk.1.log, grants-desk.2.log… (pino-roll's naming). */
const LOG_FILE = /^grants-desk\.\d+\.log$/

export interface LogFileOptions {
  folder: string
  /** Size at which the current file is closed and a new one started. */
  maxBytes?: number
  /** Files kept in all, the current one included; the oldest are deleted. */
  files?: number
}

export interface LogFile {
  folder: string
  sink: Sink
  /** The log files now in the folder, oldest first. */
  list(): { name: string; path: string; bytes: number }[]
  /** Resolves once every line written so far is on disk. */
  flush(): Promise<void>
  close(): Promise<void>
}

const LOG_FILE_DEFAULTS = { maxBytes: 2 * 1024 * 1024, files: 5 }

type RollStream = Awaited<ReturnType<typeof pinoRoll>>

function fileNumber(name: string): number {
  return Number(name.split('.')[1])
}

/**
 * A size-rotated log file written by pino-roll (pino's rolling file transport, used here as a plain
 * destination stream). The lines it receives are the logger's, already redacted. Opening the stream
 * is asynchronous: lines logged before it is ready wait in memory and are written in order.
 */
export function openLogFile(options: LogFileOptions): LogFile {
  const { folder } = options
  const maxBytes = options.maxBytes ?? LOG_FILE_DEFAULTS.maxBytes
  const files = options.files ?? LOG_FILE_DEFAULTS.files
  mkdirSync(folder, { recursive: true, mode: 0o700 })

  let stream: RollStream | null = null
  let failed = false
  let closed = false
  const pending: string[] = []
  // pino-roll is loaded once this turn of the event loop has ended: what starts the app or a
  // command (its first requests above all) goes first, the log's lines wait meanwhile.
  const opening = new Promise((resolve) => setImmediate(resolve))
    .then(() => import('pino-roll'))
    .then(({ default: roll }) =>
      roll({
        file: join(folder, BASE_NAME),
        extension: EXTENSION,
        size: `${Math.max(1, Math.ceil(maxBytes / 1024))}k`,
        limit: { count: files, removeOtherLogFiles: true },
        mkdir: true,
        // Each line reaches the disk when written: the last lines before a crash are the useful ones.
        sync: true,
        mode: 0o600,
      }),
    )
    .then(
      (opened) => {
        stream = opened
        // A full disk or a removed folder must not take the app down: the line still went to stderr.
        opened.on('error', () => undefined)
        for (const line of pending.splice(0)) opened.write(line)
      },
      () => {
        failed = true
        pending.length = 0
      },
    )

  const closing = () => {
    closed = true
    return opening.then(
      () =>
        new Promise<void>((resolve) => {
          const current = stream
          if (!current || current.destroyed) return resolve()
          current.once('close', () => resolve())
          current.end()
        }),
    )
  }

  return {
    folder,
    sink: (_level, line) => {
      if (failed || closed) return
      if (stream) stream.write(`${line}\n`)
      else pending.push(`${line}\n`)
    },
    list() {
      let names: string[]
      try {
        names = readdirSync(folder).filter((name) => LOG_FILE.test(name))
      } catch {
        return []
      }
      // The rotation may remove the oldest file between the listing and its size: it is left out.
      return names
        .sort((a, b) => fileNumber(a) - fileNumber(b))
        .flatMap((name) => {
          const path = join(folder, name)
          const stats = statSync(path, { throwIfNoEntry: false })
          return stats ? [{ name, path, bytes: stats.size }] : []
        })
    },
    // Written synchronously once open: flushed as soon as the lines that waited are written.
    flush: () => opening,
    close: closing,
  }
}
