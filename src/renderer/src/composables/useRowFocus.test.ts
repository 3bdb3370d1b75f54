import { describe, expect, it } from 'vitest'
import { useRowFocus } from './useRowFocus'

/**
 * A virtual list of 100 rows that draws ten of them from where it scrolls. It knows the height
 * of the rows it has drawn only, so a scroll far ahead lands where `land` says, short of the row
 * asked for, until that row is near.
 */
function virtualList(land: (index: number, scrolls: number) => number) {
  const root = document.createElement('table')
  document.body.append(root)
  const draw = (from: number) =>
    root.replaceChildren(
      ...Array.from({ length: 10 }, (_, k) => {
        const row = document.createElement('tr')
        row.dataset['rowIndex'] = String(from + k)
        row.tabIndex = -1
        return row
      }),
    )
  draw(0)
  let scrolls = 0
  const focus = useRowFocus({
    count: () => 100,
    root: () => root,
    scrollToIndex: (index) => draw(land(index, ++scrolls)),
    pageSize: () => 10,
    open: () => undefined,
  })
  return { focus, scrolls: () => scrolls }
}

const focusedRow = () => (document.activeElement as HTMLElement | null)?.dataset['rowIndex']

describe('useRowFocus', () => {
  it('focuses a far row when the scroll towards it lands short at first', async () => {
    // End from the top: the first scroll lands at row 40, the next at 62, then at the last rows.
    const { focus } = virtualList((index, scrolls) => [40, 62][scrolls - 1] ?? index - 9)
    await focus.focusRow(99)
    expect(focusedRow()).toBe('99')
  })

  it('scrolls no more towards a row once a later key has asked for another', async () => {
    const { focus, scrolls } = virtualList((index) => (index > 50 ? index - 30 : index))
    const far = focus.focusRow(99)
    await focus.focusRow(0)
    await far
    expect(focusedRow()).toBe('0')
    expect(scrolls()).toBe(2)
  })
})
