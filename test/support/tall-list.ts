// happy-dom lays nothing out: a naive-ui table's virtual list learns its height from a
// ResizeObserver, made when naive-ui loads. Imported before anything that loads naive-ui (in a
// Vitest file with a module graph of its own, vitest.config.mts), this one reports a list tall
// enough for every row.
class TallList {
  constructor(private readonly report: (entries: unknown[]) => void) {}
  observe(target: Element): void {
    queueMicrotask(() => this.report([{ target, contentRect: { height: 480, width: 960 } }]))
  }
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { value: TallList, configurable: true })
