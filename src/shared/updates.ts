import { z } from 'zod'
import { type MessageRef, messageRef } from './messages/catalogue-lookup'

/**
 * Whether this copy of the app can update itself: `supported` (the Windows installer, the macOS
 * app, the AppImage), `package-manager` (a Linux package such as the .deb: the system's package
 * manager replaces it), `development` (run from the sources, not installed) or `none` (the browser
 * harness and the command line).
 */
const UPDATE_SUPPORT = ['supported', 'package-manager', 'development', 'none'] as const
export type UpdateSupport = (typeof UPDATE_SUPPORT)[number]

/** Where the updater stands: `ready` means downloaded, waiting for «Reiniciar para actualizar». */
const UPDATE_STATUSES = ['idle', 'checking', 'available', 'downloading', 'ready', 'error'] as const

/** What the last check found: nothing newer, a newer version, or no answer from the feed. */
const CHECK_OUTCOMES = ['latest', 'newer', 'failed'] as const

export const LastCheckSchema = z.object({
  /** Epoch ms. */
  at: z.number(),
  outcome: z.enum(CHECK_OUTCOMES),
  /** The feed's latest version; null when it could not be read. */
  version: z.string().nullable(),
})
export type LastCheck = z.infer<typeof LastCheckSchema>

export const UpdateStateSchema = z.object({
  support: z.enum(UPDATE_SUPPORT),
  status: z.enum(UPDATE_STATUSES),
  currentVersion: z.string(),
  /** The newer version found: being downloaded, ready, or whose download failed. */
  newVersion: z.string().nullable(),
  /** Percent downloaded, while downloading. */
  progress: z.number().min(0).max(100).nullable(),
  lastCheck: LastCheckSchema.nullable(),
})
export type UpdateState = z.infer<typeof UpdateStateSchema>

export const UpdateRestartSchema = z.object({
  /** False when there was nothing to install, or the user chose to stay. */
  restarting: z.boolean(),
})
export type UpdateRestart = z.infer<typeof UpdateRestartSchema>

/**
 * The one sentence a check comes to, for the user who asked for it (the menu's dialog, «Acerca de»):
 * why this copy does not update itself, what is being downloaded or ready, or what the last check
 * found.
 */
export function updateSentence(state: UpdateState): MessageRef {
  const { support, status, newVersion, lastCheck, currentVersion } = state
  if (support !== 'supported') return messageRef(`update.support.${support}`)
  if (status === 'ready') return messageRef('update.result.ready', { version: newVersion ?? '' })
  if (status === 'available' || status === 'downloading')
    return messageRef('update.result.downloading', { version: newVersion ?? '' })
  if (status === 'checking') return messageRef('update.result.checking')
  if (lastCheck?.outcome === 'failed') return messageRef('update.result.failed')
  if (status === 'error')
    return messageRef('update.result.download_failed', {
      version: newVersion ?? '',
    })
  if (lastCheck?.outcome === 'latest')
    return messageRef('update.result.latest', { version: currentVersion })
  return messageRef('update.result.never')
}
