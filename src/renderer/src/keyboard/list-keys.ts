/** How a list moves with the keyboard: the side navigation, the clients table, the palette. */
export interface ListMove {
  /** Rows in the list. */
  count: number
  /** Rows one PageUp/PageDown moves: what fits on screen. */
  page?: number
  /** Past the last row comes the first again (menus); tables stop at the ends. */
  wrap?: boolean
}

/**
 * The row a key moves to from `current`, or null when the key is not a list key (so the caller
 * leaves it to the browser). An empty list has nowhere to go.
 */
export function nextIndex(key: string, current: number, move: ListMove): number | null {
  const { count, page = 10, wrap = false } = move
  if (count <= 0) return null
  const last = count - 1
  const from = Math.min(Math.max(current, 0), last)
  const step = (delta: number) => {
    const to = from + delta
    if (wrap && Math.abs(delta) === 1) return (to + count) % count
    return Math.min(Math.max(to, 0), last)
  }
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : step(1)
    case 'ArrowUp':
      return current < 0 ? last : step(-1)
    case 'Home':
      return 0
    case 'End':
      return last
    case 'PageDown':
      return step(Math.max(1, page))
    case 'PageUp':
      return step(-Math.max(1, page))
    default:
      return null
  }
}
