import { describe, expect, it, vi } from 'vitest'
import { denyAllPermissions, hardenWebContents } from './hardening'

type Handler = (...args: unknown[]) => unknown

function fakeContents() {
  const handlers = new Map<string, Handler>()
  let openHandler: Handler | null = null
  return {
    handlers,
    open: (url: string) => openHandler?.({ url }) as { action: string },
    contents: {
      on: (event: string, handler: Handler) => {
        handlers.set(event, handler)
      },
      setWindowOpenHandler: (handler: Handler) => {
        openHandler = handler
      },
    },
  }
}

describe('hardenWebContents', () => {
  it('prevents will-navigate and webview attachment', () => {
    const fake = fakeContents()
    hardenWebContents(
      fake.contents as never,
      vi.fn(() => Promise.resolve()),
    )
    const navigate = { preventDefault: vi.fn() }
    fake.handlers.get('will-navigate')?.(navigate, 'https://evil.example')
    expect(navigate.preventDefault).toHaveBeenCalled()
    const webview = { preventDefault: vi.fn() }
    fake.handlers.get('will-attach-webview')?.(webview)
    expect(webview.preventDefault).toHaveBeenCalled()
  })

  it('denies window.open and opens only allowed links externally', () => {
    const fake = fakeContents()
    const openExternal = vi.fn(() => Promise.resolve())
    hardenWebContents(fake.contents as never, openExternal)
    expect(fake.open('https://fandit.es/subvenciones/detalles-subvencion/916430')).toEqual({
      action: 'deny',
    })
    expect(fake.open('file:///etc/hosts')).toEqual({ action: 'deny' })
    expect(fake.open('http://insecure.example')).toEqual({ action: 'deny' })
    expect(openExternal).toHaveBeenCalledTimes(1)
    expect(openExternal).toHaveBeenCalledWith(
      'https://fandit.es/subvenciones/detalles-subvencion/916430',
    )
  })

  it('opens a grant’s public page and official PDFs on the vendor’s hosts, and no other web address (SC-GRANT-6)', () => {
    const fake = fakeContents()
    const openExternal = vi.fn((_url: string) => Promise.resolve())
    hardenWebContents(fake.contents as never, openExternal, () => ['http://127.0.0.1:4010'])
    const allowed = [
      'https://fandit.es/subvenciones/detalles-subvencion/916430',
      'https://www.fandit.es/subvenciones/detalles-subvencion/916430',
      'https://s3.eu-west-1.amazonaws.com/media.fandit.es/files/bases_reguladoras_kit_digital_iii.pdf',
      'https://fandit-media.s3.amazonaws.com/files/convocatoria_kit_digital_iii.pdf',
      'http://127.0.0.1:4010/files/bases_reguladoras_kit-digital-2026.pdf',
      'https://www.infosubvenciones.es/bdnstrans/GE/es/convocatorias/800000',
      'https://www.infosubvenciones.es/bdnstrans/api/convocatorias/documentos?idDocumento=1169262',
    ]
    const refused = [
      'https://www.pap.hacienda.gob.es/',
      'https://www.infosubvenciones.es/bdnstrans/api/minimis/busqueda?nifCif=B12345674',
      'http://www.infosubvenciones.es/bdnstrans/GE/es/convocatorias/800000',
      'https://infosubvenciones.es.evil.example/bdnstrans/GE/es/convocatorias/800000',
      'https://evil.example/fandit.es',
      'https://fandit.es.evil.example/',
      'https://evilfandit.es/',
      'http://fandit.es/subvenciones/detalles-subvencion/916430',
      'https://fandit.es:8443/',
      'https://user:pw@fandit.es/',
      'https://s3.eu-west-1.amazonaws.com/other-bucket/x.pdf',
      'https://s3.eu-west-1.amazonaws.com/media.fandit.es.evil/x.pdf',
      'https://s3.amazonaws.com/media.fandit.es/files/x.pdf',
      'http://fandit-media.s3.amazonaws.com/files/x.pdf',
      'https://fandit-media.s3.amazonaws.com.evil.example/files/x.pdf',
      'https://other-media.s3.amazonaws.com/files/x.pdf',
      'http://127.0.0.1:4011/files/x.pdf',
      'http://localhost:4010/files/x.pdf',
    ]
    for (const url of [...allowed, ...refused]) {
      expect(fake.open(url), url).toEqual({ action: 'deny' })
    }
    expect(openExternal.mock.calls.map(([url]) => url)).toEqual(allowed)
  })

  it('opens a client’s phone (tel:) and e-mail (mailto:) in the system; a tel: that is no number stays', () => {
    const fake = fakeContents()
    const openExternal = vi.fn((_url: string) => Promise.resolve())
    hardenWebContents(fake.contents as never, openExternal)
    for (const url of [
      'tel:+34600112233',
      'tel:+34%20912%2034%2056%2078',
      'tel:912-345-678',
      'mailto:cliente@example.es',
      'tel:',
      'tel:javascript:alert(1)',
      'tel:+34600112233?body=x',
      'tel://evil.example/600',
    ]) {
      expect(fake.open(url), url).toEqual({ action: 'deny' })
    }
    expect(openExternal.mock.calls.map(([url]) => url)).toEqual([
      'tel:+34600112233',
      'tel:+34%20912%2034%2056%2078',
      'tel:912-345-678',
      'mailto:cliente@example.es',
    ])
  })
})

describe('denyAllPermissions', () => {
  it('answers every request and check with false', () => {
    const handlers: { request?: Handler; check?: Handler } = {}
    denyAllPermissions({
      setPermissionRequestHandler: (h: Handler) => (handlers.request = h),
      setPermissionCheckHandler: (h: Handler) => (handlers.check = h),
    } as never)
    const callback = vi.fn()
    handlers.request?.({}, 'media', callback)
    expect(callback).toHaveBeenCalledWith(false)
    expect(handlers.check?.({}, 'notifications')).toBe(false)
  })
})
