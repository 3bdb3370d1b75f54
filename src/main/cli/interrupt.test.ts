import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { listenForInterrupt, type SignalSource } from './interrupt'

class FakeProcess extends EventEmitter implements SignalSource {
  readonly exits: number[] = []
  exit(code: number): never {
    this.exits.push(code)
    return undefined as never
  }
}

describe('listenForInterrupt', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s aborts the command once, which then exits with %i', (name, code) => {
    const source = new FakeProcess()
    const interrupt = listenForInterrupt(source)
    expect(interrupt.signal.aborted).toBe(false)
    expect(interrupt.exitCode).toBeNull()
    source.emit(name)
    expect(interrupt.signal.aborted).toBe(true)
    expect(interrupt.received).toBe(name)
    expect(interrupt.exitCode).toBe(code)
    expect(source.exits).toEqual([])
  })

  it('a second signal exits at once, with the code of the first', () => {
    const source = new FakeProcess()
    listenForInterrupt(source)
    source.emit('SIGTERM')
    source.emit('SIGINT')
    expect(source.exits).toEqual([143])
  })

  it('lets go of the signals when disposed', () => {
    const source = new FakeProcess()
    const interrupt = listenForInterrupt(source)
    interrupt.dispose()
    expect(source.listenerCount('SIGINT')).toBe(0)
    expect(source.listenerCount('SIGTERM')).toBe(0)
    source.emit('SIGINT')
    expect(interrupt.signal.aborted).toBe(false)
  })
})
