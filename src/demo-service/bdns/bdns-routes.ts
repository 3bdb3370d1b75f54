import { type FastifyInstance, type FastifyReply } from 'fastify'
import { queryOf } from '../request-url'
import { type DemoServiceState } from '../state'
import { ADVERTENCIA, DemoCalls } from './bdns-calls'
import { type BdnsFault, BdnsFaults } from './bdns-faults'
import { type DemoMinimisRow, DemoMinimis } from './bdns-seed'

/** Where the demo registry answers: the official path (bdns.md §1) on the demo service's host. */
export const BDNS_BASE_PATH = '/bdnstrans/api'

const MAX_PAGE_SIZE = 10_000
/** The search's default page size is not recorded (bdns.md §1, [I: 50]). */
const DEFAULT_PAGE_SIZE = 50

export interface DemoBdns {
  minimis: DemoMinimis
  calls: DemoCalls
  faults: BdnsFaults
}

export function createDemoBdns(state: DemoServiceState, now: () => number): DemoBdns {
  return {
    minimis: new DemoMinimis(state),
    calls: new DemoCalls(state),
    faults: new BdnsFaults(now),
  }
}

const validation = (reply: FastifyReply, ...errores: string[]) =>
  reply.code(400).send({
    codigo: 'ERR_VALIDACION',
    errores: [
      'No se ha podido obtener el cuerpo de la petición. Alguno de los parámetros es incorrecto.',
      ...errores,
    ],
  })

const TOMCAT_404 =
  '<!doctype html><html lang="en"><head><title>HTTP Status 404 – Not Found</title></head><body><h1>HTTP Status 404 – Not Found</h1></body></html>'
const ERROR_PAGE =
  '<!doctype html><html><head><title>Error</title></head><body><h1>Se ha producido un error</h1></body></html>'

/** Answers a request its queued fault, if any; true when it did. */
function faulted(fault: BdnsFault | null, reply: FastifyReply): boolean {
  switch (fault) {
    case null:
      return false
    case 'maintenance':
      void reply.code(200).send({
        codigo: 'ERR_MANTENIMIENTO_BBDD',
        error: 'La base de datos se encuentra en mantenimiento. Inténtelo más tarde.',
      })
      return true
    case '429':
      void reply.code(429).type('text/plain').send('Too Many Requests')
      return true
    case '429-retry-after':
      void reply.code(429).header('Retry-After', '1').type('text/plain').send('Too Many Requests')
      return true
    case 'html':
      void reply.code(200).type('text/html').send(ERROR_PAGE)
      return true
    case '503':
      void reply.code(503).type('text/html').send(ERROR_PAGE)
      return true
  }
}

/** `dd/mm/yyyy` → `YYYY-MM-DD`; undefined when absent; null when written otherwise (a 400). */
function queryDate(raw: string | null): string | null | undefined {
  if (raw === null || raw === '') return undefined
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw)
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null
}

/** A non-negative integer parameter; undefined when absent, null when not one. */
function queryInt(raw: string | null): number | null | undefined {
  if (raw === null || raw === '') return undefined
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null
}

function springPage<T>(rows: readonly T[], page: number, size: number) {
  const totalPages = Math.ceil(rows.length / size)
  const content = rows.slice(page * size, (page + 1) * size)
  const sort = { sorted: true, unsorted: false, empty: false }
  return {
    content,
    pageable: {
      sort,
      pageNumber: page,
      pageSize: size,
      offset: page * size,
      paged: true,
      unpaged: false,
    },
    last: page + 1 >= totalPages,
    totalElements: rows.length,
    totalPages,
    first: page === 0,
    sort,
    numberOfElements: content.length,
    size,
    number: page,
    empty: content.length === 0,
    advertencia: ADVERTENCIA,
  }
}

const national = (rows: readonly DemoMinimisRow[], needle: string) =>
  Math.round(
    rows.filter((r) => r.reglamento.includes(needle)).reduce((s, r) => s + r.ayudaEquivalente, 0) *
      100,
  ) / 100

/** The demo registry's routes: the endpoints issue 36 needs, answered as bdns.md records them. */
export function registerBdns(app: FastifyInstance, bdns: DemoBdns): void {
  app.get(`${BDNS_BASE_PATH}/minimis/busqueda`, (request, reply) => {
    if (faulted(bdns.faults.take(), reply)) return reply
    const query = queryOf(request)
    const from = queryDate(query.get('fechaDesde'))
    const to = queryDate(query.get('fechaHasta'))
    if (from === null)
      return validation(reply, "El parámetro 'fechaDesde' no tiene un formato correcto.")
    if (to === null)
      return validation(reply, "El parámetro 'fechaHasta' no tiene un formato correcto.")
    const page = queryInt(query.get('page'))
    const size = queryInt(query.get('pageSize'))
    if (page === null) return validation(reply, "El parámetro 'page' no tiene un formato correcto.")
    if (size === null || size === 0)
      return validation(reply, "El parámetro 'pageSize' no tiene un formato correcto.")
    // `nifCif` is the complete NIF: an exact match (bdns.md §4).
    const nif = query.get('nifCif')
    const rows = [...(nif === null ? [] : bdns.minimis.rowsOf(nif))]
      .filter(
        (r) =>
          (from === undefined || r.fechaConcesion >= from) &&
          (to === undefined || r.fechaConcesion <= to),
      )
      .sort(
        (a, b) =>
          a.numeroConvocatoria.localeCompare(b.numeroConvocatoria) || a.idConcesion - b.idConcesion,
      )
    const answer = springPage(rows, page ?? 0, Math.min(size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE))
    return reply.send({
      ...answer,
      acumuladoNacionalAgricola: national(rows, '1408/2013'),
      acumuladoNacionalPesca: national(rows, '717/2014'),
    })
  })

  app.get(`${BDNS_BASE_PATH}/convocatorias`, (request, reply) => {
    if (faulted(bdns.faults.take(), reply)) return reply
    const code = queryOf(request).get('numConv')
    if (!code) return validation(reply, "El parámetro 'numConv' es obligatorio.")
    const detail = bdns.calls.detail(code)
    // What the registry answers for an unknown code is not recorded; its 404 page is the likeliest.
    if (!detail) return reply.code(404).type('text/html').send(TOMCAT_404)
    return reply.send(detail)
  })

  app.get(`${BDNS_BASE_PATH}/convocatorias/documentos`, (request, reply) => {
    if (faulted(bdns.faults.take(), reply)) return reply
    const id = queryInt(queryOf(request).get('idDocumento'))
    const bytes = typeof id === 'number' ? bdns.calls.document(id) : null
    if (!bytes) {
      return reply.code(400).send({
        codigo: 'ERR_VALIDACION',
        errores: ['No se ha podido obtener el documento solicitado'],
      })
    }
    return reply.type('application/octet-stream').send(bytes)
  })

  app.get('/bdnstrans/*', (_request, reply) => reply.code(404).type('text/html').send(TOMCAT_404))
}
