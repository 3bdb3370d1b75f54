import { describe, expect, it } from 'vitest'
import { logoType } from './logo-file'

describe('a logo’s type', () => {
  it('is read from its magic bytes', () => {
    expect(logoType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    )
    expect(logoType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg')
  })

  it('is none for a GIF, a truncated header or an empty file', () => {
    expect(logoType(Buffer.from('GIF89a'))).toBeNull()
    expect(logoType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
    expect(logoType(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull()
    expect(logoType(Buffer.alloc(0))).toBeNull()
  })
})
