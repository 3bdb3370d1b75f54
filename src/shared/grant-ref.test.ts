import { describe, expect, it } from 'vitest'
import { grantQueryOf, grantRefOf, MAX_SLUG_LENGTH, parseGrantRef } from './grant-ref'

describe('one field for a grant: id or slug', () => {
  it('reads digits as the grant’s id', () => {
    expect(parseGrantRef('916430')).toEqual({ ok: true, ref: { kind: 'id', id: 916430 } })
    expect(parseGrantRef('  814328 ')).toEqual({ ok: true, ref: { kind: 'id', id: 814328 } })
    expect(parseGrantRef('007')).toEqual({ ok: true, ref: { kind: 'id', id: 7 } })
  })

  it('reads hyphenated words as the slug, in lower case', () => {
    expect(parseGrantRef('kit-digital-2026')).toEqual({
      ok: true,
      ref: { kind: 'slug', slug: 'kit-digital-2026' },
    })
    expect(parseGrantRef(' Kit-Digital-2026 ')).toEqual({
      ok: true,
      ref: { kind: 'slug', slug: 'kit-digital-2026' },
    })
    expect(parseGrantRef('pree_5000')).toEqual({
      ok: true,
      ref: { kind: 'slug', slug: 'pree_5000' },
    })
    // A word with a digit in it is a slug, not an id.
    expect(parseGrantRef('2026b')).toEqual({ ok: true, ref: { kind: 'slug', slug: '2026b' } })
  })

  it('takes a pasted address by its last segment', () => {
    expect(parseGrantRef('https://www.fandit.es/ayudas/kit-digital-2026/?utm=x#top')).toEqual({
      ok: true,
      ref: { kind: 'slug', slug: 'kit-digital-2026' },
    })
    expect(parseGrantRef('https://api.fandit.es/api/v2/fund-details/916430/')).toEqual({
      ok: true,
      ref: { kind: 'id', id: 916430 },
    })
  })

  it('says when there is nothing, or nothing it can read as either', () => {
    expect(parseGrantRef('   ')).toEqual({ ok: false, reason: 'grant_ref_empty' })
    for (const text of [
      'kit digital',
      '0',
      '-5',
      '12.5',
      'kit--digital',
      '-kit',
      'ftp://example.es/kit-digital',
      'https://example.es/',
      '9'.repeat(20),
      'a'.repeat(MAX_SLUG_LENGTH + 1),
    ]) {
      expect(parseGrantRef(text), text).toEqual({ ok: false, reason: 'grant_ref_invalid' })
    }
  })

  it('turns into the SC-CONC-2 search and back', () => {
    expect(grantQueryOf({ kind: 'id', id: 916430 })).toEqual({ kind: 'grant-id', fundId: 916430 })
    expect(grantQueryOf({ kind: 'slug', slug: 'kit-digital-2026' })).toEqual({
      kind: 'grant-slug',
      fundSlug: 'kit-digital-2026',
    })
    expect(grantRefOf({ kind: 'grant-id', fundId: 916430 })).toEqual({ kind: 'id', id: 916430 })
    expect(grantRefOf({ kind: 'grant-id', fundId: 0 })).toBeNull()
    expect(grantRefOf({ kind: 'nif', nif: 'B19520063' })).toBeNull()
  })
})
