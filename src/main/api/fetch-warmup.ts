/** How long after start main waits before it loads fetch: the first window is drawn by then. */
const WARM_AFTER_MS = 200

/**
 * Loads Node's fetch ahead of the first request. Node loads and compiles its HTTP client (undici)
 * on the first call to `fetch`, some 25–50 ms of main's thread, which the sign-in's first request
 * paid. A `data:` URL takes the same path but the network's, and sends nothing anywhere.
 */
export function warmFetch(): void {
  const timer = setTimeout(() => {
    fetch('data:application/json,{}')
      .then((answer) => answer.arrayBuffer())
      .catch(() => undefined)
  }, WARM_AFTER_MS)
  timer.unref()
}
