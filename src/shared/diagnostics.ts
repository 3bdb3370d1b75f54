import { z } from 'zod'

/** The versions «Acerca de» shows and the diagnostic records. */
const VersionsSchema = z.object({
  app: z.string(),
  electron: z.string().nullable(),
  chrome: z.string().nullable(),
  node: z.string(),
  /** e.g. «Linux 6.8.0 (x64)». */
  os: z.string(),
})
export type Versions = z.infer<typeof VersionsSchema>

/** One third-party package shipped with the app, as the build's licence tools found it. */
const LicenceNoticeSchema = z.object({
  name: z.string(),
  version: z.string(),
  license: z.string(),
  text: z.string(),
})
export type LicenceNotice = z.infer<typeof LicenceNoticeSchema>

/** The file the build writes beside the renderer (electron.vite.config.ts, `licenceNotices`). */
export const LICENCE_NOTICES_FILE = 'third-party-licenses.json'
export const LicenceNoticesFileSchema = z.array(LicenceNoticeSchema)

export const AboutSchema = z.object({
  name: z.string(),
  versions: VersionsSchema,
  licences: z.array(LicenceNoticeSchema),
})
export type About = z.infer<typeof AboutSchema>

export const DiagnosticInputSchema = z.object({
  /** «Incluir datos de clientes»: the account's clients and outbox go in too. Off by default. */
  includeClients: z.boolean().default(false),
})

export const DiagnosticPreviewSchema = z.object({
  /** What the zip will hold, in order: the user sees it before choosing where to save. */
  files: z.array(z.object({ name: z.string(), bytes: z.number().int().nonnegative() })),
})
export type DiagnosticPreview = z.infer<typeof DiagnosticPreviewSchema>

export const DiagnosticSaveSchema = z.object({
  /** Where it was saved; null when the user cancelled the save dialog. */
  path: z.string().nullable(),
})
export type DiagnosticSave = z.infer<typeof DiagnosticSaveSchema>
