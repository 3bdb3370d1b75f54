/**
 * Where new versions come from, as the update service needs it: the Electron shell implements it
 * with electron-updater over the GitHub releases the release workflow publishes
 * (src/main/shell/electron-update-feed.ts); nothing else in main knows electron-updater.
 */
export interface UpdateFeed {
  /**
   * Reads the feed's latest version. When it is newer than this copy, its download starts in the
   * background and is told through `onDownload`. Rejects when the feed cannot be read.
   */
  check(): Promise<{ version: string; newer: boolean }>
  /** Progress, end and failure of the download a check started. Returns the unsubscribe. */
  onDownload(listener: (event: DownloadEvent) => void): () => void
  /** Installs the downloaded version and starts it; the app quits. Called once all is closed. */
  install(): void
}

export type DownloadEvent =
  | { kind: 'progress'; percent: number }
  | { kind: 'downloaded'; version: string }
  | { kind: 'failed'; error: unknown }
