import {
  createDemoService,
  type DemoService,
  type DemoServiceControl,
  type DemoServiceOptions,
  type DemoServiceState,
} from '../../src/demo-service/server'

/**
 * The demo service a harness's app starts, kept at hand for the tests: stopped and started again at
 * the same address (a network cut), moved to another day, or driven through its control.
 */
export class HarnessDemoService {
  private current: DemoService | null = null
  private running = false

  constructor(private readonly options: DemoServiceOptions = {}) {}

  /** The app's `startDemoService`: what it gets keeps following this holder across restarts. */
  readonly start = async (base: DemoServiceOptions): Promise<DemoService> => {
    const started = await createDemoService({ ...base, ...this.options })
    this.current = started
    this.running = true
    const holder = this.started.bind(this)
    return {
      url: started.url,
      bdnsUrl: started.bdnsUrl,
      accounts: started.accounts,
      dialect: started.dialect,
      get state() {
        return holder().state
      },
      get control() {
        return holder().control
      },
      get bdns() {
        return holder().bdns
      },
      close: () => this.stop(),
    }
  }

  private started(): DemoService {
    if (!this.current) throw new Error('el servicio de demostración no ha arrancado')
    return this.current
  }

  /** Its test hooks: faults, held answers, expired tokens, changes «on the server». */
  get control(): DemoServiceControl {
    return this.started().control
  }

  /** What it holds: a test reads there what the service saved. */
  get state(): DemoServiceState {
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

  private async reopen(options: DemoServiceOptions): Promise<void> {
    await this.stop()
    const port = Number(new URL(this.started().url).port)
    this.current = await createDemoService({ ...this.options, ...options, port })
    this.running = true
  }
}
