import { describe, expect, it } from 'vitest'
import { keysDefinedTwice } from '../../../../test/support/catalogue-parts'

describe('the screens’ catalogue parts', () => {
  it('each name a section of their own: none is overridden by another part', async () => {
    expect(await keysDefinedTwice(__dirname, 'es')).toEqual([])
    expect(await keysDefinedTwice(__dirname, 'en')).toEqual([])
  })
})
