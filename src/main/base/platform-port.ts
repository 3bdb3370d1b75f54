/** What the app writes: exports, and the portfolio's calendar. */
export type FileExtension = 'csv' | 'xlsx' | 'ics' | 'zip'

/** What an export needs from the desktop: implemented by the Electron shell and by the harness. */
interface SaveFileRequest {
  title: string
  /** A file name with its extension, e.g. «concesiones-B12345674-2026-11-21.xlsx». */
  defaultName: string
  extension: FileExtension
}

export interface Platform {
  /** Asks the user where to save; null when they cancel the dialog. */
  chooseSaveFile(request: SaveFileRequest): Promise<string | null>
  /** Shows a file the app wrote in the system's file manager («Abrir carpeta»). */
  revealFile(path: string): void
  /** Opens a folder of the app's in the file manager («Abrir carpeta de registros»). */
  openFolder(path: string): Promise<boolean>
}
