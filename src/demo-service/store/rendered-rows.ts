/**
 * Rows already written out as JSON, by the listing and range they came from, up to `maxBytes` in
 * all (the least recently read go first). A listing's pages read again cost a copy of bytes, not
 * making 200 clients and their JSON once more: a sync of 70,000 clients asks for 360 of them.
 */
export class RenderedRows {
  private readonly rows = new Map<string, Buffer>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  /** The JSON of `key`'s rows, made by `render` unless kept from an earlier call. */
  get(key: string, render: () => unknown[]): Buffer {
    const kept = this.rows.get(key)
    if (kept) {
      // Re-inserting keeps the most recently read at the end of the map.
      this.rows.delete(key)
      this.rows.set(key, kept)
      return kept
    }
    const json = Buffer.from(JSON.stringify(render()))
    if (json.length > this.maxBytes) return json
    this.bytes += json.length
    this.rows.set(key, json)
    for (const [oldest, buffer] of this.rows) {
      if (this.bytes <= this.maxBytes) break
      this.rows.delete(oldest)
      this.bytes -= buffer.length
    }
    return json
  }

  /** Everything kept goes: a client has changed. */
  clear(): void {
    this.rows.clear()
    this.bytes = 0
  }

  /** Bytes kept now. */
  get size(): number {
    return this.bytes
  }
}
