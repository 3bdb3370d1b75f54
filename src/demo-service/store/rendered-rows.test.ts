import { describe, expect, it } from 'vitest'
import { RenderedRows } from './rendered-rows'

describe('RenderedRows', () => {
  it('renders a range once and hands the same bytes back until cleared', () => {
    const rendered = new RenderedRows(1024)
    let renders = 0
    const render = () => (renders++, [{ id: 1, name: 'Ñandú' }])
    const first = rendered.get('a:0:1', render)
    expect(first.toString('utf8')).toBe('[{"id":1,"name":"Ñandú"}]')
    expect(rendered.get('a:0:1', render)).toBe(first)
    expect(renders).toBe(1)
    rendered.clear()
    expect(rendered.size).toBe(0)
    rendered.get('a:0:1', render)
    expect(renders).toBe(2)
  })

  it('keeps at most its bytes, dropping the least recently read first', () => {
    const rendered = new RenderedRows(20)
    const rows = (n: number) => () => [n * 1111111]
    rendered.get('a', rows(1)) // 9 bytes
    rendered.get('b', rows(2)) // 9 bytes: 18 kept
    rendered.get('a', rows(1)) // read again: b is now the oldest
    rendered.get('c', rows(3)) // 27 bytes would be kept: b goes
    expect(rendered.size).toBe(18)
    let renders = 0
    rendered.get('a', () => (renders++, [0]))
    rendered.get('c', () => (renders++, [0]))
    expect(renders).toBe(0)
    rendered.get('b', () => (renders++, [2222222]))
    expect(renders).toBe(1)
  })

  it('keeps nothing larger than all it may hold', () => {
    const rendered = new RenderedRows(4)
    expect(rendered.get('big', () => ['long text']).toString()).toBe('["long text"]')
    expect(rendered.size).toBe(0)
  })
})
