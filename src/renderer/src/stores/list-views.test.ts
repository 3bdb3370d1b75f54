import { describe, expect, it } from 'vitest'
import { effectScope } from 'vue'
import { SIGNED_OUT, signedIn } from '../../../../test/support/fake-bridge'
import { bridgeForEachTest } from '../../../../test/support/store-bridge'
import { useListViews } from './list-views'
import { useSessionStore } from './session-store'

const bridge = bridgeForEachTest()

/** A store's list as `useListViews` sees it: what it was asked to do, in order. */
function trackedList() {
  const asked: string[] = []
  let loaded = false
  const scope = effectScope()
  const views = scope.run(() =>
    useListViews({
      loaded: () => loaded,
      reload: () => asked.push('reload'),
      open: () => {
        asked.push('open')
        loaded = true
      },
      restart: () => asked.push('restart'),
      reset: () => {
        asked.push('reset')
        loaded = false
      },
    }),
  )
  if (!views) throw new Error('sin vistas')
  return { views, asked, stop: () => scope.stop() }
}

describe('the screens showing a list', () => {
  it('reads a change at once while one shows it, otherwise when the next one opens', () => {
    const { views, asked, stop } = trackedList()
    const detach = views.attach()
    expect(asked).toEqual(['open'])
    views.changed()
    expect(asked).toEqual(['open', 'reload'])
    detach()
    expect(views.shown()).toBe(false)
    views.changed()
    expect(asked).toEqual(['open', 'reload'])
    views.attach()
    expect(asked).toEqual(['open', 'reload', 'open'])
    views.attach()
    expect(asked).toHaveLength(3)
    stop()
  })

  it('empties the list for another account, and starts it again only while it is on screen', async () => {
    useSessionStore()
    await bridge.emit('session.changed', signedIn(1))
    const { views, asked, stop } = trackedList()
    await bridge.emit('session.changed', signedIn(2))
    expect(asked).toEqual(['reset'])
    const detach = views.attach()
    await bridge.emit('session.changed', signedIn(3))
    expect(asked).toEqual(['reset', 'open', 'reset', 'restart'])
    await bridge.emit('session.changed', SIGNED_OUT)
    expect(asked).toEqual(['reset', 'open', 'reset', 'restart', 'reset'])
    detach()
    stop()
  })
})
