import { type Page } from '@playwright/test'
import { type OpName, type OpOutput } from '@shared/bridge'

/** Where the harness's page-side bridge posts every call (test/harness/protocol.ts). */
export const INVOKE_PATH = '/__grants/invoke'

function isCallOf(op: OpName, url: string, body: string | null): boolean {
  return new URL(url).pathname === INVOKE_PATH && (body ?? '').includes(`"grants:op:${op}"`)
}

/**
 * What main answers to the page's next call of `op`: the data the screen was given, so a test can
 * check the screen against it. Start waiting before the action that makes the call.
 */
export async function nextAnswer<K extends OpName>(page: Page, op: K): Promise<OpOutput<K>> {
  const response = await page.waitForResponse((r) => isCallOf(op, r.url(), r.request().postData()))
  const answer = (await response.json()) as
    { ok: true; value: OpOutput<K> } | { ok: false; error: { message: string } }
  if (!answer.ok) throw new Error(`${op} failed: ${answer.error.message}`)
  return answer.value
}

/** Every call of `op` the page makes from now on, as the arguments it sent. */
export function recordCalls(page: Page, op: OpName): unknown[] {
  const calls: unknown[] = []
  page.on('request', (request) => {
    const body = request.postData()
    if (isCallOf(op, request.url(), body))
      calls.push((JSON.parse(body ?? '{}') as { args?: unknown }).args)
  })
  return calls
}
