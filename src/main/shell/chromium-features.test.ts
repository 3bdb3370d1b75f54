import { describe, expect, it } from 'vitest'
import { withDisabledFeatures } from './chromium-features'

describe('withDisabledFeatures', () => {
  it('adds the app’s features to an empty switch', () => {
    expect(withDisabledFeatures('', ['A', 'B'])).toBe('A,B')
  })

  it('keeps what the switch already lists, in its order, and adds each feature once', () => {
    expect(withDisabledFeatures('MediaRouter, B ,,PaintHolding', ['A', 'B'])).toBe(
      'MediaRouter,B,PaintHolding,A',
    )
  })

  it('disables the deferral of tasks after input by default', () => {
    expect(withDisabledFeatures('MediaRouter').split(',')).toEqual([
      'MediaRouter',
      'DeferRendererTasksAfterInput',
    ])
  })
})
