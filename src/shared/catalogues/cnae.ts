import { z } from 'zod'
import { foldText } from '../text'
import { keyed } from '../validation'
import { CNAE_ROWS } from './cnae.generated'

export interface CnaeClass {
  /** Four digits, with leading zeros: '0111'. */
  code: string
  /** The integer the service sends: 111 for '0111'. */
  id: number
  title: string
  /** Two digits: '01'. */
  division: string
  /** One letter, A–U. */
  section: string
}

function buildClasses(): readonly CnaeClass[] {
  const classes: CnaeClass[] = []
  // Each section row comes before its divisions, so the last one seen is the class's section.
  let section = ''
  for (const [code, title, level] of CNAE_ROWS) {
    if (level === 'section') section = code
    if (level === 'class') {
      classes.push({ code, id: Number(code), title, division: code.slice(0, 2), section })
    }
  }
  return classes
}

/** The 629 classes of CNAE-2009, in code order. */
export const CNAE_CLASSES: readonly CnaeClass[] = buildClasses()

const byId = new Map(CNAE_CLASSES.map((entry) => [entry.id, entry]))

export function cnaeById(id: number): CnaeClass | undefined {
  return byId.get(id)
}

/** The id written as a class code: 111 → '0111'. */
export function cnaeCodeOf(id: number): string {
  if (!Number.isInteger(id) || id < 0) return String(id)
  return String(id).padStart(4, '0')
}

/**
 * A CNAE class as a service identifies it: the id it sends, and the CNAE-2009 class it stands for
 * (its four-digit code and the INE's title; the service's own words when the code is not one).
 */
export const CnaeEntrySchema = z.object({ id: z.number(), code: z.string(), title: z.string() })
export type CnaeEntry = z.infer<typeof CnaeEntrySchema>

/** Our description's reading: a CNAE's id is its CNAE-2009 code as an integer (111 for '0111'). */
export const CNAE_CODES_AS_IDS: readonly CnaeEntry[] = CNAE_CLASSES.map(({ id, code, title }) => ({
  id,
  code,
  title,
}))

/** A CNAE of `data-filters/` as the vendor writes it (every field may be missing). */
export interface ServiceCnae {
  id: number
  code?: string | null
  code2009?: string | null
  title?: string | null
}

/** A class code as a service may write it ('62.01', '6201', '0111', '111') in four digits. */
function classCode(text: string | null | undefined): string | null {
  const digits = (text ?? '').replace(/[.\s]/g, '')
  return /^\d{3,4}$/.test(digits) ? digits.padStart(4, '0') : null
}

const byCode = new Map(CNAE_CLASSES.map((entry) => [entry.code, entry]))

/**
 * The service's own CNAE list (`data-filters/` `cnaes`, SC-CAT-5) mapped onto CNAE-2009: each id to
 * its `code2009` (else `code`) and the shipped title of that class. The vendor never says that an
 * id is the code. Without such a list, ids are the codes (`CNAE_CODES_AS_IDS`).
 */
export function cnaeEntriesOf(service: readonly ServiceCnae[] | null | undefined): CnaeEntry[] {
  if (!service || service.length === 0) return [...CNAE_CODES_AS_IDS]
  return service.map((cnae) => {
    const code = classCode(cnae.code2009) ?? classCode(cnae.code)
    const known = code === null ? undefined : byCode.get(code)
    return {
      id: cnae.id,
      code: code ?? cnae.code2009 ?? cnae.code ?? '',
      title: known?.title ?? cnae.title ?? '',
    }
  })
}

const lookups = new WeakMap<readonly CnaeEntry[], ReadonlyMap<number, CnaeEntry>>()

/** The entry of `id` in a CNAE list (a map built once per list). */
export function cnaeIn(entries: readonly CnaeEntry[], id: number): CnaeEntry | undefined {
  let lookup = lookups.get(entries)
  if (!lookup) {
    lookup = new Map(entries.map((entry) => [entry.id, entry]))
    lookups.set(entries, lookup)
  }
  return lookup.get(id)
}

/** «6201 · Actividades de programación informática», or «CNAE 1234 (desconocido)» for an id it lacks. */
export function cnaeLabelIn(entries: readonly CnaeEntry[], id: number): string {
  const entry = cnaeIn(entries, id)
  if (!entry) return `CNAE ${id} (desconocido)`
  return entry.title ? `${entry.code} · ${entry.title}` : entry.code
}

const foldedTitles = new WeakMap<CnaeEntry, string>()
function foldedTitle(entry: CnaeEntry): string {
  let folded = foldedTitles.get(entry)
  if (folded === undefined) {
    folded = foldText(entry.title)
    foldedTitles.set(entry, folded)
  }
  return folded
}

/**
 * Entries whose code starts with the query come first, then those whose title holds every word of
 * it; both ignore case and accents and keep the list's order.
 */
export function searchCnaeIn(
  entries: readonly CnaeEntry[],
  query: string,
  limit = 20,
): CnaeEntry[] {
  const folded = foldText(query).trim()
  if (folded === '' || limit <= 0) return []
  const words = folded.split(/\s+/)
  const first: CnaeEntry[] = []
  const then: CnaeEntry[] = []
  for (const entry of entries) {
    if (entry.code.startsWith(folded)) first.push(entry)
    else {
      const title = foldedTitle(entry)
      if (words.every((word) => title.includes(word) || entry.code.startsWith(word)))
        then.push(entry)
    }
  }
  return [...first, ...then].slice(0, limit)
}

const CNAE_ID_MESSAGE = keyed('validation.cnae_code')

/**
 * A CNAE id as a service sends it: a positive integer. Which ids exist is the service's catalogue
 * (the form offers only those); an id is not checked against the codes, which it need not be.
 */
export const CnaeIdSchema = z
  .number({ error: CNAE_ID_MESSAGE })
  .int({ error: CNAE_ID_MESSAGE })
  .positive({ error: CNAE_ID_MESSAGE })
