import { describe, expect, it } from 'vitest'
import { ReceivedGrants } from './received'

const grant = (id: number | undefined, slug: string) => ({ id, slug })

describe('«Ya recibida»: the grants a NIF received', () => {
  it('knows an opportunity by the grant’s id, whatever its slug', () => {
    const received = new ReceivedGrants([{ id: 916430, slug: null, date: '2026-02-03' }], true)
    expect(received.of(grant(916430, 'otra-cosa'))).toEqual({ date: '2026-02-03' })
    expect(received.of(grant(916431, 'kit-digital-2026'))).toBeNull()
    // Our description's opportunities carry no id: by id alone, nothing is known of them.
    expect(received.of(grant(undefined, 'kit-digital-2026'))).toBeNull()
  })

  it('knows it by the slug, in any case, when the concession carries one', () => {
    const received = new ReceivedGrants([{ id: null, slug: 'Kit-Digital-2026', date: null }], false)
    expect(received.of(grant(undefined, 'kit-digital-2026'))).toEqual({ date: null })
    expect(received.of(grant(5, 'kit-digital-2026'))).toEqual({ date: null })
  })

  it('knows a concession known by id by the slug a search by that id told', () => {
    const received = new ReceivedGrants(
      [{ id: 916430, slug: null, date: '2025-11-20' }],
      true,
      new Map([[916430, 'kit-digital-2026']]),
    )
    expect(received.of(grant(undefined, 'kit-digital-2026'))).toEqual({ date: '2025-11-20' })
  })

  it('dates it by the latest concession; undated only when none has a date', () => {
    const received = new ReceivedGrants(
      [
        { id: 1, slug: 'a', date: null },
        { id: 1, slug: null, date: '2024-05-01' },
        { id: null, slug: 'a', date: '2025-01-09' },
        { id: 2, slug: 'b', date: null },
      ],
      true,
    )
    expect(received.of(grant(1, 'a'))).toEqual({ date: '2025-01-09' })
    expect(received.of(grant(1, 'x'))).toEqual({ date: '2024-05-01' })
    expect(received.of(grant(undefined, 'b'))).toEqual({ date: null })
  })
})

describe('«Ya recibida» by the normalised title, after id and slug (SC-SIM-6)', () => {
  it('knows our description’s opportunity, named by slug, from a NIF’s row named by id and title', () => {
    const received = new ReceivedGrants(
      [{ id: 916430, slug: null, title: 'Kit Digital: Segmento III (2026)', date: '2026-01-10' }],
      true,
    )
    const opportunity = {
      slug: 'kit-digital-segmento-iii-2026',
      formatted_title: '  kit digital — segmento III 2026 ',
    }
    expect(received.of(opportunity)).toEqual({ date: '2026-01-10' })
    expect(
      received.of({ ...opportunity, formatted_title: 'Kit Digital Segmento II 2026' }),
    ).toBeNull()
  })

  it('prefers the id and the slug to the title', () => {
    const received = new ReceivedGrants(
      [
        { id: 1, slug: 'a', title: 'Ayuda', date: '2025-01-01' },
        { id: 2, slug: 'b', title: 'Ayuda', date: '2026-01-01' },
      ],
      true,
    )
    expect(received.of({ id: 1, slug: 'z', formatted_title: 'Ayuda' })).toEqual({
      date: '2025-01-01',
    })
    expect(received.of({ slug: 'a', formatted_title: 'Ayuda' })).toEqual({ date: '2025-01-01' })
  })
})
