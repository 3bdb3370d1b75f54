import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type EventName } from '@shared/bridge'
import { pacedEvents } from './paced-events'

function recorder() {
  const heard: { event: EventName; payload: unknown }[] = []
  const paced = pacedEvents((event, payload) => heard.push({ event, payload }), 100)
  return { heard, ...paced }
}

describe('pacedEvents', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends a stream’s first progress at once, then only its newest once per interval', () => {
    const { heard, emit } = recorder()
    for (let done = 1; done <= 5; done++) emit('clients.syncProgress', { done, total: 5 })
    expect(heard.map((e) => e.payload)).toEqual([{ done: 1, total: 5 }])
    vi.advanceTimersByTime(100)
    expect(heard.map((e) => e.payload)).toEqual([
      { done: 1, total: 5 },
      { done: 5, total: 5 },
    ])
    // A quiet interval later, the next value goes at once again.
    vi.advanceTimersByTime(100)
    emit('clients.syncProgress', { done: 0, total: 0 })
    expect(heard).toHaveLength(3)
  })

  it('paces each export, search, job and run apart', () => {
    const { heard, emit } = recorder()
    emit('export.progress', { exportId: 'a', done: 1, total: 9 })
    emit('export.progress', { exportId: 'b', done: 1, total: 9 })
    emit('export.progress', { exportId: 'a', done: 2, total: 9 })
    emit('portfolio.progress', { kind: 'opportunities', done: 1, total: 9 })
    emit('portfolio.progress', { kind: 'aid', done: 1, total: 9 })
    emit('concessions.progress', { key: 'k', done: 1, total: 9 })
    emit('reports.clientProgress', { jobId: 'j', done: 1, total: 9, client: 'Uno' })
    expect(heard.map((e) => e.payload)).toEqual([
      { exportId: 'a', done: 1, total: 9 },
      { exportId: 'b', done: 1, total: 9 },
      { kind: 'opportunities', done: 1, total: 9 },
      { kind: 'aid', done: 1, total: 9 },
      { key: 'k', done: 1, total: 9 },
      { jobId: 'j', done: 1, total: 9, client: 'Uno' },
    ])
    vi.advanceTimersByTime(100)
    expect(heard.at(-1)?.payload).toEqual({ exportId: 'a', done: 2, total: 9 })
  })

  it('sends what a stream holds back before any other event, and on flush', () => {
    const { heard, emit, flush } = recorder()
    emit('portfolio.progress', { kind: 'aid', done: 1, total: 3 })
    emit('portfolio.progress', { kind: 'aid', done: 2, total: 3 })
    emit('portfolio.needsMore', { kind: 'aid', spent: 2, confirmed: 2, requests: 3 })
    expect(heard.map((e) => e.event)).toEqual([
      'portfolio.progress',
      'portfolio.progress',
      'portfolio.needsMore',
    ])
    expect(heard[1]?.payload).toEqual({ kind: 'aid', done: 2, total: 3 })
    emit('portfolio.progress', { kind: 'aid', done: 3, total: 3 })
    flush()
    expect(heard.at(-1)?.payload).toEqual({ kind: 'aid', done: 3, total: 3 })
    // Nothing is sent twice: the interval ends with nothing new.
    vi.advanceTimersByTime(1000)
    expect(heard).toHaveLength(4)
  })

  it('passes every other event straight through', () => {
    const { heard, emit } = recorder()
    emit('clients.changed', { ids: [1] })
    emit('clients.changed', { ids: [2] })
    expect(heard).toHaveLength(2)
  })
})
