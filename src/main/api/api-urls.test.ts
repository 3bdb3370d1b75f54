import { describe, expect, it } from 'vitest'
import { onOwnUrl, withPage } from './api-urls'

const OWN =
  'https://api.example.es/api/v2/forms/?page=1&page_size=200&isActive=1&requestData=%7B%7D'

describe('onOwnUrl: every page on our own URL (SC-PAGE-2, SC-PAGE-7)', () => {
  it('takes the query of a next that carries page 1’s, never its host', () => {
    const next =
      'https://elsewhere.example/api/v2/forms/?page=3&page_size=200&isActive=1&requestData=%7B%7D'
    expect(onOwnUrl(OWN, next)).toBe(
      'https://api.example.es/api/v2/forms/?page=3&page_size=200&isActive=1&requestData=%7B%7D',
    )
  })

  it('keeps a parameter the server added to its next', () => {
    const next = '/api/v2/forms/?page=2&page_size=200&isActive=1&requestData=%7B%7D&cursor=abc'
    expect(new URL(onOwnUrl(OWN, next) ?? '').searchParams.get('cursor')).toBe('abc')
  })

  it('builds the page from page 1’s own query when next dropped a filter', () => {
    const next = 'https://api.example.es/api/v2/forms/?page=2&page_size=10'
    const url = new URL(onOwnUrl(OWN, next) ?? '')
    expect(url.origin + url.pathname).toBe('https://api.example.es/api/v2/forms/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      page_size: '200',
      isActive: '1',
      requestData: '{}',
    })
  })

  it('does the same for the pages a walk asks by number from such a next', () => {
    const template = 'https://api.example.es/api/v2/clients/?page=2'
    const own = 'https://api.example.es/api/v2/clients/?page=1&page_size=200&filters=%7B%7D'
    const url = new URL(onOwnUrl(own, withPage(template, 7)) ?? '')
    expect(url.searchParams.get('page')).toBe('7')
    expect(url.searchParams.get('filters')).toBe('{}')
  })

  it('refuses a next that is not a URL', () => {
    expect(onOwnUrl(OWN, 'http://[::1')).toBeNull()
  })
})
