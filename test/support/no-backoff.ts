import { sleep } from '../../src/main/api/backoff'

/**
 * The services' `requests` for tests: a read's attempts are all made, without the backoff between
 * them, so no test waits on time.
 */
export const NO_BACKOFF = {
  retryWait: (_ms: number, signal?: AbortSignal) => sleep(0, signal),
}
