/** Timers the server owns, so closing it leaves nothing pending behind. */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>()

  after(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.pending.delete(timer)
      run()
    }, ms)
    this.pending.add(timer)
  }

  delay(ms: number): Promise<void> {
    return new Promise((resolve) => this.after(ms, resolve))
  }

  clear(): void {
    for (const timer of this.pending) clearTimeout(timer)
    this.pending.clear()
  }
}
