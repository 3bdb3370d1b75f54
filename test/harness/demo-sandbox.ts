import {
  createSandbox,
  type Sandbox,
  type SandboxControl,
  type SandboxOptions,
  type SandboxState,
} from '../../src/sandbox/server'

/**
 * The demo service a harness's app starts, kept at hand for the tests: stopped and started again at
 * the same address (a network cut), moved to another day, or driven through its control.
 */
export class DemoSandbox {
  private current: Sandbox | null = null
  private running = false

  constructor(private readonly options: SandboxOptions = {}) {}

  /** The app's `startSandbox`: what it gets keeps following this holder across restarts. */
  readonly start = async (base: SandboxOptions): Promise<Sandbox> => {
    const started = await createSandbox({ ...base, ...this.options })
    this.current = started
    this.running = true
    const holder = this.started.bind(this)
    return {
      url: started.url,
      accounts: started.accounts,
      dialect: started.dialect,
      get state() {
        return holder().state
      },
      get control() {
        return holder().control
      },
      close: () => this.stop(),
    }
  }

  private started(): Sandbox {
    if (!this.current) throw new Error('el servicio de demostración no ha arrancado')
    return this.current
  }

  /** Its test hooks: faults, held answers, expired tokens, changes «on the server». */
  get control(): SandboxControl {
    return this.started().control
  }

  /** What it holds: a test reads there what the service saved. */
  get state(): SandboxState {
    return this.started().state
  }

  async stop(): Promise<void> {
    if (!this.running) return
    this.running = false
    await this.started().close()
  }

  /** Back at the same address with the same data, as after a network cut. */
  async restart(): Promise<void> {
    await this.reopen({ state: this.started().state })
  }

  /** Another day at the same address: the data dealt again for `today` (same seed and tokens). */
  async startOn(today: string): Promise<void> {
    await this.reopen({ today })
  }

  private async reopen(options: SandboxOptions): Promise<void> {
    await this.stop()
    const port = Number(new URL(this.started().url).port)
    this.current = await createSandbox({ ...this.options, ...options, port })
    this.running = true
  }
}
