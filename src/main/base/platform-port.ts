/** What the app writes: exports, the portfolio's calendar, the diagnostic, an e-mail draft, a declaration, a report. */
export type FileExtension = 'csv' | 'xlsx' | 'ics' | 'zip' | 'eml' | 'docx' | 'pdf'

/** What an export needs from the desktop: implemented by the Electron shell and by the harness. */
interface SaveFileRequest {
  title: string
  /** A file name with its extension, e.g. «concesiones-B12345674-2026-11-21.xlsx». */
  defaultName: string
  extension: FileExtension
}

/** A folder the user chooses (a case file's, in the firm's shared drive for instance). */
interface ChooseFolderRequest {
  title: string
  /** A name for a new folder, where the platform makes one («EXP-2026-04282 Kit Digital»). */
  suggestedName: string
}

export interface Platform {
  /** Asks the user where to save; null when they cancel the dialog. */
  chooseSaveFile(request: SaveFileRequest): Promise<string | null>
  /** Asks the user for a folder; null when they cancel the dialog. */
  chooseFolder(request: ChooseFolderRequest): Promise<string | null>
  /** Shows a file the app wrote in the system's file manager («Abrir carpeta»). */
  revealFile(path: string): void
  /** Opens a folder in the file manager («Abrir carpeta de registros», a case file's folder). */
  openFolder(path: string): Promise<boolean>
  /** Opens a file with its program (an .eml draft in the mail program). */
  openFile(path: string): Promise<boolean>
  /** Opens a `mailto:` link in the mail program; false when none took it. */
  openMail(url: string): Promise<boolean>
}
