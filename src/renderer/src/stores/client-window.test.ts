import { describe, expect, it } from 'vitest'
import { type BridgeResult } from '@shared/bridge'
import { type ClientPage, type ClientQuery, type ClientRow } from '@shared/clients/clients'
import { appError, type AppError } from '@shared/errors'
import {
  ClientWindow,
  type ClientListQuery,
  KEPT_PAGES,
  OVERSCAN_ROWS,
  PAGE_ROWS,
} from './client-window'

const row = (id: number): ClientRow => ({
  id,
  businessName: `Cliente ${id}`,
  nif: `B${id}`,
  province: null,
  status: 1,
  cnae: null,
  expertId: 1,
  expertName: 'E',
  public: false,
  pending: 'none',
})

interface Asked {
  query: ClientQuery
  answer: (total: number, error?: AppError) => void
}

/** A main process that answers when told to: each list is `total` rows whose ids are 1000 × list + index. */
function fakeMain() {
  const asked: Asked[] = []
  const listener = {
    answers: [] as { total: number; first: boolean }[],
    errors: [] as AppError[],
    answered(answer: ClientPage, first: boolean) {
      this.answers.push({ total: answer.total, first })
    },
    failed(error: AppError) {
      this.errors.push(error)
    },
  }
  const window = new ClientWindow(
    (query) =>
      new Promise<BridgeResult<ClientPage>>((resolve) => {
        asked.push({
          query,
          answer: (total, error) => {
            if (error) {
              resolve({ ok: false, error })
              return
            }
            const list = Number(query.text ?? 0)
            const offset = query.offset ?? 0
            const end = Math.min(total, offset + (query.limit ?? PAGE_ROWS))
            const rows = Array.from({ length: Math.max(0, end - offset) }, (_, i) =>
              row(list * 1000_000 + offset + i),
            )
            resolve({ ok: true, value: { rows, total, syncedAt: null, syncProgress: null } })
          },
        })
      }),
    listener,
  )
  /** Lets the answers given so far reach the window. */
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  return { asked, listener, window, settle }
}

const list = (n: number): ClientListQuery => ({ text: String(n) })
const offsets = (asked: Asked[]) => asked.map((a) => a.query.offset)

describe('the clients list window', () => {
  it('asks for the window on screen with its count, then the rows around it', async () => {
    const { asked, listener, window, settle } = fakeMain()
    window.show(0, 20)
    const loaded = window.load(list(1), 0)
    expect(asked.map((a) => a.query)).toEqual([{ text: '1', offset: 0, limit: PAGE_ROWS }])
    asked[0]?.answer(10_000)
    expect(await loaded).toBe(true)
    expect(listener.answers).toEqual([{ total: 10_000, first: true }])
    expect(window.total).toBe(10_000)
    expect(window.rowAt(5)?.id).toBe(1000_005)
    // 20 rows on screen and OVERSCAN_ROWS below: the first page covers them unless it is short.
    expect(offsets(asked)).toEqual(
      Array.from({ length: Math.ceil((20 + OVERSCAN_ROWS) / PAGE_ROWS) }, (_, i) => i * PAGE_ROWS),
    )
    await settle()
  })

  it('fetches each page once as the list scrolls, and none past the end', async () => {
    const { asked, window, settle } = fakeMain()
    void window.load(list(1), 0)
    asked[0]?.answer(450)
    await settle()
    window.show(120, 140)
    window.show(125, 145)
    expect(offsets(asked)).toEqual([0, 100])
    asked[1]?.answer(450)
    await settle()
    window.show(380, 400)
    window.show(430, 450)
    expect(offsets(asked)).toEqual([0, 100, 300, 400])
    for (const a of asked.slice(2)) a.answer(450)
    await settle()
    expect(window.rowAt(449)?.id).toBe(1000_449)
    expect(window.rowAt(450)).toBeUndefined()
    expect(offsets(asked).every((offset) => (offset ?? 0) < 450)).toBe(true)
  })

  it('lets the latest query win: an older answer arriving later is dropped', async () => {
    const { asked, listener, window, settle } = fakeMain()
    const older = window.load(list(1), 0)
    const newer = window.load(list(2), 0)
    asked[1]?.answer(30)
    asked[0]?.answer(5_000)
    expect(await newer).toBe(true)
    expect(await older).toBe(false)
    await settle()
    expect(listener.answers).toEqual([{ total: 30, first: true }])
    expect(window.total).toBe(30)
    expect(window.rowAt(0)?.id).toBe(2000_000)
  })

  it('keeps the rows on screen until the new list’s first page replaces them', async () => {
    const { asked, listener, window, settle } = fakeMain()
    void window.load(list(1), 0)
    asked[0]?.answer(50)
    await settle()
    void window.load(list(2), 0)
    expect(window.rowAt(0)?.id).toBe(1000_000)
    asked[1]?.answer(20)
    await settle()
    expect(window.rowAt(0)?.id).toBe(2000_000)
    expect(window.rowAt(30)).toBeUndefined()
    expect(listener.answers.map((a) => a.first)).toEqual([true, true])
  })

  it('drops answers to scrolls of a list already replaced', async () => {
    const { asked, window, settle } = fakeMain()
    void window.load(list(1), 0)
    asked[0]?.answer(1_000)
    await settle()
    window.show(500, 520)
    const scrolled = asked.length - 1
    void window.load(list(2), 0)
    asked[scrolled]?.answer(1_000)
    asked.at(-1)?.answer(1_000)
    await settle()
    expect(window.rowAt(500)).toBeUndefined()
    expect(window.rowAt(0)?.id).toBe(2000_000)
  })

  it('keeps at most KEPT_PAGES pages, dropping those farthest from the screen', async () => {
    const { asked, window, settle } = fakeMain()
    const total = (KEPT_PAGES + 20) * PAGE_ROWS
    void window.load(list(1), 0)
    asked[0]?.answer(total)
    await settle()
    for (let start = 0; start < total; start += PAGE_ROWS) {
      window.show(start, start + 20)
      for (const a of asked.splice(0)) a.answer(total)
      await settle()
    }
    const held = window.heldPages()
    expect(held.length).toBeLessThanOrEqual(KEPT_PAGES)
    expect(held.at(-1)).toBe(total / PAGE_ROWS - 1)
    expect(window.rowAt(0)).toBeUndefined()
  })

  it('reports a failure and keeps what it shows', async () => {
    const { asked, listener, window, settle } = fakeMain()
    void window.load(list(1), 0)
    asked[0]?.answer(10)
    await settle()
    const failure = appError('error.no_session.signed_out', {})
    const loading = window.load(list(2), 0)
    asked[1]?.answer(0, failure)
    expect(await loading).toBe(false)
    expect(listener.errors).toEqual([failure])
    expect(window.rowAt(0)?.id).toBe(1000_000)
  })

  it('forgets every row when cleared, and an answer still on its way', async () => {
    const { asked, window, settle } = fakeMain()
    void window.load(list(1), 0)
    asked[0]?.answer(10)
    await settle()
    const pending = window.load(list(2), 0)
    window.clear()
    expect(window.rowAt(0)).toBeUndefined()
    expect(window.total).toBe(0)
    asked[1]?.answer(10)
    expect(await pending).toBe(false)
    expect(window.rowAt(0)).toBeUndefined()
  })

  it('starts a list where the screen is when the replica changes', async () => {
    const { asked, window, settle } = fakeMain()
    void window.load(list(1), 0)
    asked[0]?.answer(1_000)
    await settle()
    window.show(620, 640)
    for (const a of asked.splice(0)) a.answer(1_000)
    await settle()
    void window.load(list(1))
    expect(asked[0]?.query).toMatchObject({ offset: 600, limit: PAGE_ROWS })
  })
})
