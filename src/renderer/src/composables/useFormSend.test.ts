import { describe, expect, it } from 'vitest'
import { type BridgeResult } from '@shared/bridge'
import { useFormSend } from './useFormSend'

/** A request whose answer the test gives when it chooses. */
function held<T>() {
  let answer: (result: BridgeResult<T>) => void = () => undefined
  const promise = new Promise<BridgeResult<T>>((resolve) => (answer = resolve))
  return { request: () => promise, answer }
}

describe('a form’s one request', () => {
  it('is busy until its answer, sends nothing more meanwhile, and hands on what went through', async () => {
    const form = useFormSend()
    const first = held<{ name: string }>()
    const saved: string[] = []
    const sending = form.send(first.request, (value) => saved.push(value.name))
    expect(form.busy).toBe(true)
    await form.send(
      () => Promise.resolve({ ok: true, value: { name: 'otra' } }),
      (value) => saved.push(value.name),
    )
    first.answer({ ok: true, value: { name: 'Digitalización' } })
    await sending
    expect(form.busy).toBe(false)
    expect(saved).toEqual(['Digitalización'])
    expect(form.error).toBeNull()
  })

  it('keeps the service’s refusal to be said and goes no further', async () => {
    const form = useFormSend()
    let went = false
    await form.send(
      () => Promise.resolve({ ok: false, error: { code: 'forbidden', message: 'No.' } }),
      () => (went = true),
    )
    expect(form.busy).toBe(false)
    expect(form.error).toEqual({ code: 'forbidden', message: 'No.' })
    expect(went).toBe(false)
  })
})
