import { describe, expect, it } from 'vitest'
import { MAX_ERROR_TEXT } from './answer-limits'
import { shortText } from './short-text'

describe('shortText', () => {
  it('keeps a short plain sentence as it is, angle brackets included', () => {
    expect(shortText('  El importe debe ser < 100.  ')).toBe('El importe debe ser < 100.')
  })

  it('takes the title of an HTML page, entities decoded', () => {
    expect(
      shortText('<html><head><title>Error &amp; caída\n del  servicio</title></head></html>'),
    ).toBe('Error & caída del servicio')
  })

  it('without a title, takes the first text, skipping scripts and styles', () => {
    const html =
      '<html><head><style>body{color:red}</style><script>alert(1)</script></head><body><h1>Servicio  no disponible</h1><p>Vuelva luego</p></body></html>'
    expect(shortText(html)).toBe('Servicio no disponible Vuelva luego')
  })

  it('leaves no tag a decoded entity could spell', () => {
    expect(shortText('<p>&lt;script&gt;x&lt;/script&gt;</p>')).not.toMatch(/[<>]/)
  })

  it('cuts a long text at a word, with «…», never above the limit', () => {
    const text = shortText(`${'palabra '.repeat(200)}fin`)
    expect(text.length).toBeLessThanOrEqual(MAX_ERROR_TEXT)
    expect(text.endsWith('palabra…')).toBe(true)
    const html = `<body>${'<div>caída</div>\n'.repeat(2000)}</body>`
    expect(shortText(html).length).toBeLessThanOrEqual(MAX_ERROR_TEXT)
  })
})
