import { describe, expect, it } from 'vitest'
import { contactHref } from './contact-links'

describe('a client’s contact links', () => {
  it('leads an e-mail to mailto: and a phone, however spaced, to tel: with its digits', () => {
    expect(contactHref('email', ' ana@talleres.es ')).toBe('mailto:ana@talleres.es')
    expect(contactHref('phone', '+34 912 34 56 78')).toBe('tel:+34912345678')
    expect(contactHref('phone', '(91) 234-56-78')).toBe('tel:912345678')
  })

  it('leaves as text an empty value, a phone in words, and any other field', () => {
    expect(contactHref('email', '')).toBeNull()
    expect(contactHref('phone', null)).toBeNull()
    expect(contactHref('phone', '912 345 678 ext. 4')).toBeNull()
    expect(contactHref('phone', '12')).toBeNull()
    expect(contactHref('text', 'ana@talleres.es')).toBeNull()
  })
})
