import { describe, expect, it } from 'vitest'
import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { isAppFailure } from '@shared/errors'
import { type Page } from '@shared/wire/page'
import { type Paged } from './operations'
import { walkAll } from './page-walker'
import { grantUpTo, RequestAllowance } from './request-allowance'

const LIST = 'https://service.test/api/v2/list/'

/** A list of numbered rows in pages of `size`, which grows by `grows` rows after its first page. */
function growingList(rows: number, size: number, grows = 0) {
  const list = Array.from({ length: rows }, (_, i) => i)
  const requested: number[] = []
  const pageOf = (page: number): Page<number> => {
    if (page > 1 && list.length === rows)
      list.push(...Array.from({ length: grows }, (_, i) => rows + i))
    const pages = Math.ceil(list.length / size)
    return {
      count: list.length,
      next: page < pages ? `${LIST}?page=${page + 1}` : null,
      previous: null,
      results: list.slice((page - 1) * size, page * size),
    }
  }
  const paged: Paged<number> = {
    fetch: (page = 1) => {
      requested.push(page)
      return Promise.resolve(pageOf(page))
    },
    follow: (url) => {
      const page = Number(new URL(url, LIST).searchParams.get('page'))
      requested.push(page)
      return Promise.resolve(pageOf(page))
    },
    rowKey: (row) => row,
  }
  return { paged, requested }
}

const reasonOf = (error: unknown) => (isAppFailure(error) ? error.appError : error)

describe('the requests a task may send (SC-COST-3)', () => {
  it('a walk whose list grew while it was read stops at what was confirmed, and says so', async () => {
    // 25 pages of ten: page 1 counts 24 more, which the user confirms; then ten rows arrive.
    const { paged, requested } = growingList(250, 10, 10)
    const first = await paged.fetch(1)
    const allowance = new RequestAllowance(24)
    const walked = walkAll(allowance.wrap(paged), { first })
    await expect(walked.catch(reasonOf)).resolves.toMatchObject({
      code: 'validation',
      reason: 'over_confirmed',
      params: { confirmed: 24 },
    })
    expect(requested.length - 1).toBe(24)
    expect(allowance.spent).toBe(24)
  })

  it('asked for more, it goes on with the new word and sends no more than it', async () => {
    const { paged, requested } = growingList(250, 10, 10)
    const first = await paged.fetch(1)
    const asked: number[] = []
    const allowance = new RequestAllowance(24, (needed) => {
      asked.push(needed)
      return Promise.resolve(needed)
    })
    const { rows } = await walkAll(allowance.wrap(paged), { first })
    expect(rows).toHaveLength(260)
    expect(asked).toEqual([25])
    expect(requested.length - 1).toBe(25)
  })

  it('without the user’s word, up to 20 requests and not one more', async () => {
    const { paged, requested } = growingList(CONFIRM_ABOVE_REQUESTS * 10 + 50, 10)
    const first = await paged.fetch(1)
    const allowance = new RequestAllowance(undefined)
    await expect(walkAll(allowance.wrap(paged), { first }).catch(reasonOf)).resolves.toMatchObject({
      reason: 'over_confirmed',
      params: { confirmed: CONFIRM_ABOVE_REQUESTS },
    })
    expect(requested.length - 1).toBe(CONFIRM_ABOVE_REQUESTS)
  })

  it('requests waiting while it asks wait for the same answer', async () => {
    let asks = 0
    let grant: (n: number) => void = () => undefined
    const allowance = new RequestAllowance(21, () => {
      asks++
      return new Promise<number>((resolve) => (grant = resolve))
    })
    for (let i = 0; i < 21; i++) await allowance.take()
    const waiting = [allowance.take(), allowance.take(), allowance.take()]
    expect(asks).toBe(1)
    grant(24)
    await Promise.all(waiting)
    expect(allowance.spent).toBe(24)
    expect(asks).toBe(1)
  })

  it('a ceiling (--max-requests) holds below the 20 sent unasked, and past what is granted', async () => {
    const { paged, requested } = growingList(150, 10, 10)
    const first = await paged.fetch(1)
    const cap = { upTo: 8, before: 1, reason: 'cli_max_requests_unkept' as const }
    const allowance = new RequestAllowance(
      3,
      (needed) => grantUpTo(cap, { spent: needed - 1, requests: needed }),
      cap.upTo,
    )
    await expect(walkAll(allowance.wrap(paged), { first }).catch(reasonOf)).resolves.toMatchObject({
      reason: 'cli_max_requests_unkept',
      params: { spent: 9, requests: 10, max: 9 },
    })
    expect(requested.length - 1).toBe(8)
  })
})
