import { z } from 'zod'
import { isIsoDate } from '../format'

/**
 * The answers of BDNS's public API (../shared/spec/bdns.md), read leniently: every field may be
 * missing, null or of another type in a given answer (bdns.md §3 «Nulls», «Unstable text»), so
 * each is turned into what the app uses or null, never refused. Only the envelope's shape is
 * required.
 */

/** Rows kept from one page; the service clamps `pageSize` at 10,000 (bdns.md §1). */
const MAX_BDNS_PAGE_ROWS = 10_000
/** Documents and notices kept of one call. */
const MAX_CALL_ITEMS = 500
const MAX_TEXT = 2000

/**
 * A date as BDNS writes it: `YYYY-MM-DD` (search rows, 2026 details) or an ISO instant with its
 * offset (`2024-11-08T12:32:00+01:00`, `…T13:15:13.000+01:00`, 2024 details). The day is the one
 * written, in Spain's time, which is what the grantor meant. Anything else is null.
 */
function bdnsDay(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const day = value.trim().slice(0, 10)
  if (!isIsoDate(day)) return null
  const rest = value.trim().slice(10)
  return rest === '' || /^T\d{2}:\d{2}/.test(rest) ? day : null
}

const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed.slice(0, MAX_TEXT)
}

const amount = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value)
  return null
}

const integer = (value: unknown): number | null => {
  const n = amount(value)
  return n !== null && Number.isSafeInteger(n) ? n : null
}

const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null)

type Fields = Record<string, unknown>
const record = z.record(z.string(), z.unknown())
const list = (value: unknown, max: number): unknown[] =>
  Array.isArray(value) ? value.slice(0, max) : []
const fieldsOf = (value: unknown): Fields | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null

/** A de minimis row as the app reads it. */
export interface BdnsMinimisRow {
  /** `idConcesion`, or `codigoConcesion` when the id is missing: what tells rows apart. */
  id: string
  /** The call's BDNS code (`numeroConvocatoria`). */
  callCode: string | null
  grantor: string | null
  /** The regulation as written (`reglamento`); read by src/shared/bdns/de-minimis. */
  regulationText: string | null
  grantedOn: string | null
  registeredOn: string | null
  beneficiary: string | null
  instrument: string | null
  /** `ayudaEquivalente`, in euros: the gross grant equivalent (minimis rows have no `importe`). */
  amount: number | null
}

const minimisRowOf = (value: unknown): BdnsMinimisRow | null => {
  const f = fieldsOf(value)
  if (!f) return null
  const id = text(f['idConcesion']) ?? text(f['codigoConcesion']) ?? text(f['codConcesion'])
  if (id === null) return null
  return {
    id,
    callCode: text(f['numeroConvocatoria']),
    grantor: text(f['convocante']),
    regulationText: text(f['reglamento']),
    grantedOn: bdnsDay(f['fechaConcesion']),
    registeredOn: bdnsDay(f['fechaRegistro']),
    beneficiary: text(f['beneficiario']),
    instrument: text(f['instrumento']),
    amount: amount(f['ayudaEquivalente']),
  }
}

/** A Spring page (bdns.md §1): its rows and where the walk stands. */
export interface BdnsPage<T> {
  rows: T[]
  number: number | null
  totalPages: number | null
  totalElements: number | null
  last: boolean | null
}

/** `minimis/busqueda`: a Spring page of de minimis rows. */
export const BdnsMinimisPageWireSchema = record
  .refine((f) => Array.isArray(f['content']), { message: 'sin «content»', path: ['content'] })
  .transform((f): BdnsPage<BdnsMinimisRow> => ({
    rows: list(f['content'], MAX_BDNS_PAGE_ROWS).flatMap((row) => minimisRowOf(row) ?? []),
    number: integer(f['number']),
    totalPages: integer(f['totalPages']),
    totalElements: integer(f['totalElements']),
    last: flag(f['last']),
  }))

const BdnsDocumentSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  publishedOn: z.string().nullable(),
  changedOn: z.string().nullable(),
  /** Its file in the registry (`convocatorias/documentos?idDocumento=`), set by main on the way out. */
  url: z.string().nullable(),
})
export type BdnsDocument = z.infer<typeof BdnsDocumentSchema>

const BdnsNoticeSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  bulletin: z.string().nullable(),
  cve: z.string().nullable(),
  url: z.string().nullable(),
  publishedOn: z.string().nullable(),
})
export type BdnsNotice = z.infer<typeof BdnsNoticeSchema>

/** `convocatorias?numConv=`: one call's detail, as the app keeps it. */
export const BdnsCallSchema = z.object({
  code: z.string(),
  internalId: z.number().nullable(),
  title: z.string().nullable(),
  grantor: z.string().nullable(),
  receivedOn: z.string().nullable(),
  opensOn: z.string().nullable(),
  closesOn: z.string().nullable(),
  openText: z.string().nullable(),
  closeText: z.string().nullable(),
  /** «¿Se puede solicitar indefinidamente?» (bdns.md §4), not «open today». */
  open: z.boolean().nullable(),
  budget: z.number().nullable(),
  regulation: z.string().nullable(),
  documents: z.array(BdnsDocumentSchema),
  notices: z.array(BdnsNoticeSchema),
})
export type BdnsCall = z.infer<typeof BdnsCallSchema>

const documentOf = (value: unknown): BdnsDocument | null => {
  const f = fieldsOf(value)
  const id = f ? text(f['id']) : null
  if (!f || id === null) return null
  return {
    id,
    name: text(f['descripcion']),
    fileName: text(f['nombreFic']),
    size: amount(f['long']),
    publishedOn: bdnsDay(f['datPublicacion']),
    changedOn: bdnsDay(f['datMod']),
    url: null,
  }
}

const noticeOf = (value: unknown): BdnsNotice | null => {
  const f = fieldsOf(value)
  const id = f ? (text(f['numAnuncio']) ?? text(f['cve']) ?? text(f['url'])) : null
  if (!f || id === null) return null
  return {
    id,
    title: text(f['titulo']),
    bulletin: text(f['desDiarioOficial']),
    cve: text(f['cve']),
    url: text(f['url']),
    publishedOn: bdnsDay(f['datPublicacion']),
  }
}

const grantorOf = (value: unknown): string | null => {
  const f = fieldsOf(value)
  if (!f) return null
  const parts = [f['nivel1'], f['nivel2'], f['nivel3']].map(text).filter((p) => p !== null)
  return parts.length === 0 ? null : parts.join(' · ')
}

/** The detail's `codigoBDNS`, else the code asked for (passed in by the caller). */
export const bdnsCallWireSchema = (asked: string) =>
  record.transform((f): BdnsCall => ({
    code: text(f['codigoBDNS']) ?? asked,
    internalId: integer(f['id']),
    title: text(f['descripcion']),
    grantor: grantorOf(f['organo']),
    receivedOn: bdnsDay(f['fechaRecepcion']),
    opensOn: bdnsDay(f['fechaInicioSolicitud']),
    closesOn: bdnsDay(f['fechaFinSolicitud']),
    openText: text(f['textInicio']),
    closeText: text(f['textFin']),
    open: flag(f['abierto']),
    budget: amount(f['presupuestoTotal']),
    regulation: text(fieldsOf(f['reglamento'])?.['descripcion']),
    documents: list(f['documentos'], MAX_CALL_ITEMS).flatMap((d) => documentOf(d) ?? []),
    notices: list(f['anuncios'], MAX_CALL_ITEMS).flatMap((n) => noticeOf(n) ?? []),
  }))

/** An error in the body, with status 400 or 200 (`ERR_MANTENIMIENTO_BBDD`, bdns.md §3). */
export interface BdnsBodyError {
  code: string
  message: string | null
}

export function bdnsBodyError(body: unknown): BdnsBodyError | null {
  const f = fieldsOf(body)
  const code = f ? text(f['codigo']) : null
  if (!f || code === null) return null
  const said = [text(f['error']), ...list(f['errores'], 5).map(text)].filter((s) => s !== null)
  return { code, message: said.length === 0 ? null : said.join(' ') }
}

/** BDNS codes are numeric strings (six digits today, bdns.md §5). */
export const isBdnsCode = (code: string): boolean => /^\d{1,10}$/.test(code)

/** The call's public page (bdns.md §5). */
export const bdnsCallPage = (code: string): string =>
  `https://www.infosubvenciones.es/bdnstrans/GE/es/convocatorias/${encodeURIComponent(code)}`

/** `bdns.call`: a call by its BDNS code; `refresh` asks the registry even within the day. */
export const BdnsCallInputSchema = z.object({
  code: z.string().trim().refine(isBdnsCode),
  refresh: z.boolean().default(false),
})

/** The call with each document's file address on the registry at `baseUrl`. */
export function withDocumentUrls(call: BdnsCall, baseUrl: string): BdnsCall {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    ...call,
    documents: call.documents.map((doc) => ({
      ...doc,
      url: `${base}/convocatorias/documentos?idDocumento=${encodeURIComponent(doc.id)}`,
    })),
  }
}
