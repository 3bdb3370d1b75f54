export interface FolderRow {
  folder: string
  /** What the folder holds, as the architecture's tables say it. */
  holds: string
}

export const MAIN_LAYERS: FolderRow[][]
export const SERVICE_FEATURES: FolderRow[]
export const MAIN_FOLDERS: string[]
