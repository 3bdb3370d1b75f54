import { describe, expect, it } from 'vitest'
import { latestRequest } from './latest'

describe('latestRequest', () => {
  it('only the newest turn is the latest; a drop outdates every turn under way', () => {
    const requests = latestRequest()
    const first = requests.next()
    const second = requests.next()
    expect(requests.isLatest(first)).toBe(false)
    expect(requests.isLatest(second)).toBe(true)
    // More requests of the same turn share it.
    expect(requests.current()).toBe(second)
    requests.drop()
    expect(requests.isLatest(second)).toBe(false)
    expect(requests.isLatest(requests.current())).toBe(true)
  })
})
