import { describe, expect, it } from 'vitest'
import {
  insecureHostOf,
  insecureHostOfEndpoints,
  insecureTransportError,
  isLoopbackHostname,
} from './transport'

describe('transport', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    '127.0.0.1',
    '127.255.10.3',
    '[::1]',
    '[::ffff:7f00:1]',
  ])('%s is this computer', (host) => {
    expect(isLoopbackHostname(host)).toBe(true)
  })

  it.each([
    'example.es',
    'localhost.example.es',
    '127.0.0.1.nip.io',
    '128.0.0.1',
    '10.0.0.5',
    '[::2]',
    '[fd00::2]',
  ])('%s is not', (host) => {
    expect(isLoopbackHostname(host)).toBe(false)
  })

  it('names the host of a plain http:// address that leaves this computer', () => {
    expect(insecureHostOf('http://api.example.es')).toBe('api.example.es')
    expect(insecureHostOf('http://10.0.0.5:8080/base')).toBe('10.0.0.5:8080')
    expect(insecureHostOf('HTTP://Api.Example.ES/')).toBe('api.example.es')
    // The URL parser folds other spellings of an address before the check.
    expect(insecureHostOf('http://127.1:4010')).toBeNull()
    expect(insecureHostOf('http://0x7f.0.0.1')).toBeNull()
    expect(insecureHostOf('http://2130706433/')).toBeNull()
    expect(insecureHostOf('http://localhost:4010')).toBeNull()
    expect(insecureHostOf('http://[::1]:4010')).toBeNull()
    expect(insecureHostOf('https://api.example.es')).toBeNull()
    expect(insecureHostOf('no es una dirección')).toBeNull()
  })

  it('checks both addresses of an environment', () => {
    const safe = 'https://api.example.es'
    expect(insecureHostOfEndpoints({ baseUrl: safe, testBaseUrl: safe })).toBeNull()
    expect(insecureHostOfEndpoints({ baseUrl: safe, testBaseUrl: 'http://test.example.es' })).toBe(
      'test.example.es',
    )
    expect(insecureHostOfEndpoints({ baseUrl: 'http://a.example.es', testBaseUrl: safe })).toBe(
      'a.example.es',
    )
  })

  it('builds the refusal with its reason, the host and how the user may allow it', () => {
    expect(insecureTransportError('api.example.es', 'flag')).toMatchObject({
      code: 'insecure',
      reason: 'insecure_transport',
      params: { host: 'api.example.es', via: 'flag' },
    })
    const app = insecureTransportError('api.example.es', 'settings')
    expect(app.params).toEqual({ host: 'api.example.es', via: 'settings' })
    // The two ways forward are different sentences, each naming the host.
    expect(app.message).toContain('http://api.example.es')
    expect(app.message).not.toBe(insecureTransportError('api.example.es', 'flag').message)
    expect(insecureTransportError('api.example.es', 'flag').message).toContain('--allow-insecure')
  })
})
