import { provinceName } from '@shared/catalogues/provinces'
import { type ClientData } from '@shared/wire/client'
import { ABSENT_ID } from '@shared/wire/wire'
import { foldText } from '@shared/text'

/** The replica's searchable, sortable columns of one client (what the list shows). */
export interface DerivedRow {
  account: string
  id: number
  business_name: string
  name_key: string
  nif: string
  /** Name, NIF, e-mail, reference and contacts, folded (the words the search finds). */
  search: string
  status: number
  province: number | null
  province_name: string | null
  cnae: number | null
  expert_id: number
  expert_name: string
  public: number
  employees_quantity: number | null
  last_year_billing: number | null
  /** The values the filters pick, as a JSON list of tags: «["p28","c6201","e301"]». */
  tags: string
  /** The reference, lower-cased: the palette puts the clients whose reference starts so first. */
  reference_key: string
}

/** A tag's letter for each filter of the list: «p28» is the province 28. */
export const TAG_LETTERS = { province: 'p', cnae: 'c', expert: 'e' } as const
export type TagKind = keyof typeof TAG_LETTERS

/**
 * The tags of a client: its provinces, CNAEs and experts (the main one, when the service named
 * one, and the others).
 */
function tagsOf(shown: ClientData): string[] {
  const main = shown.expert_data.id === ABSENT_ID ? [] : [shown.expert_data.id]
  return [
    ...shown.province.map((value) => `${TAG_LETTERS.province}${value}`),
    ...shown.cnaes.map((value) => `${TAG_LETTERS.cnae}${value}`),
    ...[...new Set([...main, ...shown.experts])].map((value) => `${TAG_LETTERS.expert}${value}`),
  ]
}

const provinceKeys = new Map<number, string>()
function provinceKey(province: number): string {
  let key = provinceKeys.get(province)
  if (key === undefined) {
    key = foldText(provinceName(province))
    provinceKeys.set(province, key)
  }
  return key
}

const NOT_ASCII = /[\u0080-\uffff]/
/** foldText, whose Unicode decomposition a sync would run on every field: ASCII has nothing to strip. */
function fold(text: string): string {
  return NOT_ASCII.test(text) ? foldText(text) : text.toLowerCase()
}

/** The columns the list searches and sorts by, from the client as shown (pending edits laid over). */
export function derivedRow(account: string, shown: ClientData): DerivedRow {
  const nameKey = fold(shown.business_name)
  const rest = fold([shown.nif, shown.email, shown.reference ?? '', shown.contacts].join(' '))
  const province = shown.province[0] ?? null
  return {
    account,
    id: shown.id,
    business_name: shown.business_name,
    name_key: nameKey,
    nif: shown.nif,
    search: `${nameKey} ${rest}`,
    status: shown.status,
    province,
    province_name: province === null ? null : provinceKey(province),
    cnae: shown.cnaes[0] ?? null,
    expert_id: shown.expert_data.id,
    expert_name: shown.expert_data.name,
    public: shown.public ? 1 : 0,
    employees_quantity: shown.employees_quantity,
    last_year_billing: shown.last_year_billing,
    tags: JSON.stringify(tagsOf(shown)),
    reference_key: (shown.reference ?? '').toLowerCase(),
  }
}

/** The columns of a row but the account, in the order a positional INSERT binds them. */
export const LOAD_FIELDS = [
  'id',
  'business_name',
  'name_key',
  'nif',
  'search',
  'status',
  'province',
  'province_name',
  'cnae',
  'expert_id',
  'expert_name',
  'public',
  'employees_quantity',
  'last_year_billing',
  'tags',
  'reference_key',
] as const satisfies readonly Exclude<keyof DerivedRow, 'account'>[]

/**
 * Clients of a sync's page as SQLite reads them: `rows`, each client's row values as one JSON text
 * in UTF-8 ([[id, business_name, …], …], LOAD_FIELDS, derived from the copy as it came: no edits
 * laid over); `texts`, each client's server copy as JSON, one after another in UTF-8; and
 * `copies`, where each copy lies in `texts` ([[id, start from 1, bytes], …], one JSON text). A
 * worker thread makes them from a page's bytes and hands the bytes over (not copied): rows and
 * copies reach SQLite without becoming strings or objects of the main thread's heap, whose young
 * generation would otherwise grow for good to hold them while they wait to be written.
 */
export interface PageRows {
  rows: Uint8Array<ArrayBuffer>
  texts: Uint8Array<ArrayBuffer>
  copies: string
  /** How many clients the texts hold. */
  size: number
}

/** A client of a sync's page: its id, and the texts of its page (shared by the page's clients). */
export interface LoadRow {
  id: number
  page: PageRows
}

/** The UTF-8 bytes of `text`, in a buffer of their own (to be handed to another thread). */
function utf8(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(Buffer.byteLength(text)))
  new TextEncoder().encodeInto(text, bytes)
  return bytes
}

/** The clients of a page, as a sync writes them (see PageRows). */
export function loadRows(clients: readonly ClientData[], jsons?: readonly string[]): LoadRow[] {
  const rows: string[] = []
  const texts: string[] = []
  const lengths: number[] = []
  let bytes = 0
  clients.forEach((client, i) => {
    const derived = derivedRow('', client)
    const json = jsons?.[i] ?? JSON.stringify(client)
    rows.push(JSON.stringify(LOAD_FIELDS.map((field) => derived[field])))
    texts.push(json)
    const length = Buffer.byteLength(json)
    lengths.push(length)
    bytes += length
  })
  const encoded = new Uint8Array(new ArrayBuffer(bytes))
  const encoder = new TextEncoder()
  const copies: string[] = []
  let start = 0
  texts.forEach((json, i) => {
    encoder.encodeInto(json, encoded.subarray(start))
    const length = lengths[i] ?? 0
    copies.push(`[${clients[i]?.id ?? 0},${start + 1},${length}]`)
    start += length
  })
  const page = {
    rows: utf8(`[${rows.join(',')}]`),
    texts: encoded,
    copies: `[${copies.join(',')}]`,
    size: clients.length,
  }
  return clients.map((client) => ({ id: client.id, page }))
}

/** The pages `rows` come from, each once. */
export function pagesOf(rows: readonly LoadRow[]): PageRows[] {
  return [...new Set(rows.map((row) => row.page))]
}
