import { describe, expect, it } from 'vitest'
import { createWorkerGate } from './worker-gate'

/** A thread whose exit the test decides. */
function thread() {
  let exit: (code: number) => void = () => undefined
  const exited = new Promise<number>((resolve) => (exit = resolve))
  return { terminate: () => exited, exit: (code = 1) => exit(code) }
}

describe('the worker gate', () => {
  it('lets a thread start only once every thread stopped before has exited', async () => {
    const gate = createWorkerGate()
    const [a, b] = [thread(), thread()]
    const aStopped = gate.stop(a)
    void gate.stop(b)
    let started = false
    const starting = gate.stopped().then(() => (started = true))

    a.exit()
    await aStopped
    expect(started).toBe(false)
    b.exit()
    await starting
    expect(started).toBe(true)
  })

  it('does not wait for a thread stopped after the start was asked for', async () => {
    const gate = createWorkerGate()
    const early = thread()
    void gate.stop(early)
    const starting = gate.stopped()
    void gate.stop(thread())
    early.exit()
    await expect(starting).resolves.toBeUndefined()
  })

  it('counts a thread whose termination failed as stopped', async () => {
    const gate = createWorkerGate()
    await gate.stop({ terminate: () => Promise.reject(new Error('gone')) })
    await expect(gate.stopped()).resolves.toBeUndefined()
  })
})
