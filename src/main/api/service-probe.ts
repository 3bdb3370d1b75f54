/** How long the probe waits for the service to answer. */
const PROBE_TIMEOUT_MS = 5_000

/**
 * Whether the service at `baseUrl` answers at all (any HTTP status); throws when it does not.
 * No redirect is followed and no body is read: answers are untrusted.
 */
export async function serviceAnswers(baseUrl: string): Promise<true> {
  const answer = await fetch(`${baseUrl}/api/v2/`, {
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    redirect: 'manual',
  })
  await answer.body?.cancel().catch(() => undefined)
  return true
}
