import { open } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import { appError, AppFailure } from '@shared/errors'
import { type Platform } from '../../base/platform-port'

/** A report larger than this does not go into an e-mail: most mail servers refuse 25 MB. */
const MAIL_ATTACHMENT_MAX = 20 * 1024 * 1024

const TYPES = {
  '.pdf': { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  '.docx': {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
} as const

/** A report's bytes as an attachment: its name, its MIME type, its content. */
export interface ReportAttachment {
  name: string
  type: string
  data: Uint8Array
}

/**
 * The client reports this app wrote in this session, by path and account: only those are opened,
 * shown in their folder or attached to an e-mail (a path the renderer names is never trusted).
 */
export function reportFiles(deps: { platform: Platform; account: () => string | null }) {
  const written = new Map<string, string>()

  const mine = (path: string): string => {
    const account = deps.account()
    if (account === null || written.get(path) !== account) {
      throw new AppFailure(appError('error.forbidden.report_not_written', {}))
    }
    return path
  }

  return {
    /** What `reports.clientGenerate` wrote for the signed-in account. */
    wrote(paths: readonly string[]): void {
      const account = deps.account()
      if (account !== null) for (const path of paths) written.set(path, account)
    },

    async open(path: string): Promise<{ opened: boolean }> {
      return { opened: await deps.platform.openFile(mine(path)) }
    },

    reveal(path: string): { revealed: boolean } {
      deps.platform.revealFile(mine(path))
      return { revealed: true }
    },

    /**
     * The report's bytes to attach: one written here, still a PDF or a DOCX by its first bytes,
     * at most `MAIL_ATTACHMENT_MAX`.
     */
    async attachment(path: string, max = MAIL_ATTACHMENT_MAX): Promise<ReportAttachment> {
      const name = basename(mine(path))
      const kind = TYPES[extname(path).toLowerCase() as keyof typeof TYPES] as
        (typeof TYPES)[keyof typeof TYPES] | undefined
      if (!kind) throw new AppFailure(appError('error.validation.report_type', { name }))
      const file = await open(path, 'r').catch(() => {
        throw new AppFailure(appError('error.not_found.report_file', { name }))
      })
      try {
        const { size } = await file.stat()
        const tooLarge = () =>
          new AppFailure(
            appError('error.validation.report_too_large', { max: max / (1024 * 1024) }),
          )
        if (size > max) throw tooLarge()
        const buffer = Buffer.alloc(max + 1)
        const { bytesRead } = await file.read(buffer, 0, max + 1, 0)
        if (bytesRead > max) throw tooLarge()
        const data = buffer.subarray(0, bytesRead)
        if (!kind.magic.every((byte, index) => data[index] === byte)) {
          throw new AppFailure(appError('error.validation.report_type', { name }))
        }
        return { name, type: kind.type, data: new Uint8Array(data) }
      } finally {
        await file.close()
      }
    },
  }
}

export type ReportFiles = ReturnType<typeof reportFiles>
