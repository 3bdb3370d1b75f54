import { describe, expect, it, vi } from 'vitest'
import { createLogger, Redactor } from '../../log/logger'
import { BDNS_PAGE_SIZE, createBdnsClient } from './bdns-client'
import { BdnsPacer } from './bdns-pacer'
import { appFailureOf } from '../../../../test/support/app-failure'

type Step = { status: number; body?: string; headers?: Record<string, string> } | 'network'

const ADVERTENCIA = 'La reutilización de los datos del Sistema Nacional de Publicidad…'

/** Answers of the shapes recorded in bdns.md (§2.1, §2.2, §3). */
const minimisRow = (id: number, extra: Record<string, unknown> = {}) => ({
  idConcesion: id,
  idConvocatoria: 757817,
  idPersona: 1047271,
  codigoConcesion: String(id),
  numeroConvocatoria: '556257',
  convocante: 'CASTILLA Y LEÓN DIRECCIÓN GENERAL DE PRODUCCIÓN AGRÍCOLA Y GANADERA ',
  reglamento: 'REG (UE) 1408/2013, DE 18 DE DICIEMBRE, de minimis',
  sectorProducto: 'Todos',
  instrumento: 'SUBVENCIÓN y ENTREGA DINERARIA SIN CONTRAPRESTACIÓN ',
  fechaConcesion: '2022-05-20',
  fechaRegistro: '2023-02-04',
  beneficiario: 'B12345674 GRANJA EJEMPLO SL',
  sectorActividad: null,
  ayudaEquivalente: 439.09,
  ...extra,
})

const page = (rows: unknown[], number: number, totalPages: number) =>
  JSON.stringify({
    content: rows,
    pageable: { pageNumber: number, pageSize: BDNS_PAGE_SIZE, offset: 0, paged: true },
    last: number + 1 >= totalPages,
    totalElements: rows.length,
    totalPages,
    first: number === 0,
    numberOfElements: rows.length,
    size: BDNS_PAGE_SIZE,
    number,
    empty: rows.length === 0,
    advertencia: ADVERTENCIA,
    acumuladoNacionalAgricola: 0,
  })

const detail2026 = {
  id: 1001560,
  organo: { nivel1: 'LOCAL', nivel2: 'DIPUTACIÓN PROV. DE TARRAGONA', nivel3: 'DIPUTACIÓN' },
  codigoBDNS: '800000',
  descripcion: 'Ayudas a la digitalización',
  fechaRecepcion: '2024-11-29',
  abierto: false,
  fechaInicioSolicitud: '2024-01-01',
  fechaFinSolicitud: '2024-11-19',
  textInicio: null,
  textFin: null,
  reglamento: null,
  documentos: [
    {
      id: 1169262,
      descripcion: 'Texto en castellano de la convocatoria',
      nombreFic: 'DILIG.PDF',
      long: 262127,
      datMod: '2024-11-29',
      datPublicacion: '2024-11-29',
    },
  ],
  anuncios: [],
  advertencia: ADVERTENCIA,
}

function scripted(steps: Step[]) {
  const urls: string[] = []
  const headers: Headers[] = []
  const fetchFn = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    urls.push(url instanceof Request ? url.url : url.toString())
    headers.push(new Headers(init?.headers))
    const step = steps.shift() ?? { status: 500 }
    if (step === 'network') return Promise.reject(new TypeError('fetch failed'))
    return Promise.resolve(
      new Response(step.body ?? '', { status: step.status, headers: step.headers ?? {} }),
    )
  })
  return { fetchFn, urls, headers }
}

function clientOf(steps: Step[]) {
  const script = scripted(steps)
  const waits: number[] = []
  const wait = (ms: number) => {
    waits.push(ms)
    return Promise.resolve()
  }
  const client = createBdnsClient({
    baseUrl: () => 'http://bdns.test/bdnstrans/api/',
    log: createLogger({ redactor: new Redactor(), sink: () => undefined }),
    fetch: script.fetchFn,
    wait,
    random: () => 0.5,
    pacer: new BdnsPacer(0),
  })
  return { client, waits, ...script }
}

const json = (value: unknown) => ({ status: 200, body: JSON.stringify(value) })

describe('the BDNS client', () => {
  it('asks one NIF with its exact filter, pages from 0, JSON and the general portal', async () => {
    const { client, urls, headers } = clientOf([{ status: 200, body: page([minimisRow(1)], 0, 1) }])
    const rows = await client.minimis('B12345674')
    const asked = new URL(urls[0] ?? '')
    expect(asked.pathname).toBe('/bdnstrans/api/minimis/busqueda')
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      nifCif: 'B12345674',
      page: '0',
      vpd: 'GE',
    })
    expect(headers[0]?.get('accept')).toBe('application/json')
    expect(rows).toEqual([
      {
        id: '1',
        callCode: '556257',
        grantor: 'CASTILLA Y LEÓN DIRECCIÓN GENERAL DE PRODUCCIÓN AGRÍCOLA Y GANADERA',
        regulationText: 'REG (UE) 1408/2013, DE 18 DE DICIEMBRE, de minimis',
        grantedOn: '2022-05-20',
        registeredOn: '2023-02-04',
        beneficiary: 'B12345674 GRANJA EJEMPLO SL',
        instrument: 'SUBVENCIÓN y ENTREGA DINERARIA SIN CONTRAPRESTACIÓN',
        amount: 439.09,
      },
    ])
  })

  it('walks every page and stops at the last, or at a page that brings nothing new', async () => {
    const full = Array.from({ length: BDNS_PAGE_SIZE }, (_, i) => minimisRow(i + 1))
    const second = Array.from({ length: BDNS_PAGE_SIZE }, (_, i) => minimisRow(i + 1001))
    const walked = clientOf([
      { status: 200, body: page(full, 0, 2) },
      { status: 200, body: page([minimisRow(5000)], 1, 2) },
    ])
    expect(await walked.client.minimis('B12345674')).toHaveLength(BDNS_PAGE_SIZE + 1)
    expect(walked.urls.map((u) => new URL(u).searchParams.get('page'))).toEqual(['0', '1'])

    // A service that repeats page 0 forever and never says it is the last.
    const looping = clientOf([
      { status: 200, body: page(full, 0, 99) },
      { status: 200, body: page(full, 0, 99) },
      { status: 200, body: page(second, 0, 99) },
    ])
    expect(await looping.client.minimis('B12345674')).toHaveLength(BDNS_PAGE_SIZE)
    expect(looping.urls).toHaveLength(2)
  })

  it('reads the 2026 detail, dates as days, and keeps its documents', async () => {
    const { client, urls } = clientOf([json(detail2026)])
    const call = await client.call('800000')
    expect(new URL(urls[0] ?? '').searchParams.get('numConv')).toBe('800000')
    expect(call).toMatchObject({
      code: '800000',
      internalId: 1001560,
      opensOn: '2024-01-01',
      closesOn: '2024-11-19',
      open: false,
      documents: [{ id: '1169262', name: 'Texto en castellano de la convocatoria' }],
      notices: [],
    })
  })

  it('reads the 2024 instants as the day written, and a null date as unknown', async () => {
    const { client } = clientOf([
      json({
        ...detail2026,
        fechaInicioSolicitud: '2024-11-08T12:32:00+01:00',
        fechaFinSolicitud: null,
        anuncios: [
          {
            numAnuncio: 168388,
            url: 'https://bop.dival.es/bop/downloads?anuncioCSV=BOPV-2024/14394&lang=es',
            cve: 'BOPV-2024/14394',
            desDiarioOficial: 'B.O.P. DE VALENCIA',
            datPublicacion: '2024-10-24T00:00:00.000+02:00',
          },
        ],
      }),
    ])
    const call = await client.call('800000')
    expect(call.opensOn).toBe('2024-11-08')
    expect(call.closesOn).toBeNull()
    expect(call.notices).toEqual([
      expect.objectContaining({ id: '168388', publishedOn: '2024-10-24', cve: 'BOPV-2024/14394' }),
    ])
  })

  it('tries again after an ERR_MANTENIMIENTO_BBDD inside a 200', async () => {
    const { client, urls, waits } = clientOf([
      json({ codigo: 'ERR_MANTENIMIENTO_BBDD', error: 'Base de datos en mantenimiento' }),
      json(detail2026),
    ])
    expect((await client.call('800000')).code).toBe('800000')
    expect(urls).toHaveLength(2)
    expect(waits.length).toBeGreaterThan(0)
  })

  it('gives up on a repeated in-body error with one sentence naming the registry', async () => {
    const maintenance = json({ codigo: 'ERR_MANTENIMIENTO_BBDD', error: 'mantenimiento' })
    const { client } = clientOf([maintenance, maintenance, maintenance, maintenance])
    const error = await appFailureOf(client.call('800000'))
    expect(error.code).toBe('server')
    expect(error.message).toContain('BDNS')
  })

  it('honours Retry-After on a 429, and backs off when it has none', async () => {
    const hinted = clientOf([{ status: 429, headers: { 'Retry-After': '2' } }, json(detail2026)])
    await hinted.client.call('800000')
    expect(hinted.waits).toContain(2000)

    const bare = clientOf([{ status: 429 }, { status: 503 }, json(detail2026)])
    await bare.client.call('800000')
    expect(bare.urls).toHaveLength(3)
    expect(bare.waits.filter((ms) => ms > 0)).toHaveLength(2)
  })

  it('says the registry cannot be read when it sends an HTML error page', async () => {
    const html = { status: 200, body: '<html><body><h1>Error</h1></body></html>' }
    const { client } = clientOf([html, html, html, html])
    const error = await appFailureOf(client.call('800000'))
    expect(error.code).toBe('bad_response')
    expect(error.message).toContain('BDNS')

    const notFound = clientOf([{ status: 404, body: '<html><body>Tomcat 404</body></html>' }])
    expect((await appFailureOf(notFound.client.call('800000'))).message).toContain('BDNS')
  })

  it('reads a 400 ERR_VALIDACION as a refusal in the registry’s words', async () => {
    const { client } = clientOf([
      {
        status: 400,
        body: JSON.stringify({
          codigo: 'ERR_VALIDACION',
          errores: ["El parámetro 'fechaDesde' no tiene un formato correcto."],
        }),
      },
    ])
    const error = await appFailureOf(client.minimis('B12345674'))
    expect(error.code).toBe('validation')
    expect(error.message).toContain('BDNS')
  })

  it('says the registry is unreachable when nothing answers', async () => {
    const { client } = clientOf(['network', 'network', 'network', 'network'])
    const error = await appFailureOf(client.call('800000'))
    expect(error.code).toBe('offline')
    expect(error.message).toContain('BDNS')
  })
})

describe('the pacer', () => {
  it('lets one request out at a time, each at least the gap after the one before', async () => {
    let clock = 1000
    const waits: number[] = []
    const pacer = new BdnsPacer(
      200,
      () => clock,
      (ms) => {
        waits.push(ms)
        clock += ms
        return Promise.resolve()
      },
    )
    const first = await pacer.acquire()
    const second = pacer.acquire()
    expect(pacer.inUse).toBe(1)
    clock += 50
    first()
    const release = await second
    expect(waits).toEqual([150])
    release()
    clock += 500
    ;(await pacer.acquire())()
    expect(waits).toEqual([150])
  })
})
