import { describe, expect, it } from 'vitest'
import { RequestSlots } from './request-slots'

const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('RequestSlots', () => {
  it('gives at most `limit` slots, then the waiting ones in order of asking', async () => {
    const slots = new RequestSlots(2)
    const order: string[] = []
    const a = await slots.acquire()
    const b = await slots.acquire()
    const c = slots.acquire().then((release) => (order.push('c'), release))
    const d = slots.acquire().then((release) => (order.push('d'), release))
    await settle()
    expect(slots.inUse).toBe(2)
    expect(order).toEqual([])
    b()
    await settle()
    expect(order).toEqual(['c'])
    a()
    await settle()
    expect(order).toEqual(['c', 'd'])
    ;(await c)()
    ;(await d)()
    expect(slots.inUse).toBe(0)
  })

  it('counts a release once, however often it is called', async () => {
    const slots = new RequestSlots(1)
    const release = await slots.acquire()
    release()
    release()
    expect(slots.inUse).toBe(0)
    await slots.acquire()
    expect(slots.inUse).toBe(1)
  })

  it('rejects a wait that is aborted, and its turn passes to the next one', async () => {
    const slots = new RequestSlots(1)
    const held = await slots.acquire()
    const controller = new AbortController()
    const aborted = slots.acquire(controller.signal)
    const next = slots.acquire()
    controller.abort()
    await expect(aborted).rejects.toBeInstanceOf(Error)
    held()
    const release = await next
    expect(slots.inUse).toBe(1)
    release()
    await expect(slots.acquire(AbortSignal.abort())).resolves.toBeTypeOf('function')
  })

  it('refuses at once when the signal has already aborted and no slot is free', async () => {
    const slots = new RequestSlots(1)
    await slots.acquire()
    await expect(slots.acquire(AbortSignal.abort())).rejects.toBeInstanceOf(Error)
    expect(slots.inUse).toBe(1)
  })
})
