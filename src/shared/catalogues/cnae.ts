import { z } from 'zod'
import { foldText } from '../text'
import { keyed } from '../validation'
import { CNAE_ROWS } from './cnae.generated'

export const CNAE_SOURCE = 'Fuente: Instituto Nacional de Estadística (INE), CNAE-2009'

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
const foldedTitles = new Map(CNAE_CLASSES.map((entry) => [entry, foldText(entry.title)]))

export function cnaeById(id: number): CnaeClass | undefined {
  return byId.get(id)
}

/** The id written as a class code: 111 → '0111'. */
export function cnaeCodeOf(id: number): string {
  if (!Number.isInteger(id) || id < 0) return String(id)
  return String(id).padStart(4, '0')
}

/** «6201 · Actividades de programación informática», or «CNAE 1234 (desconocido)». */
export function cnaeLabel(id: number): string {
  const entry = byId.get(id)
  return entry ? `${entry.code} · ${entry.title}` : `CNAE ${cnaeCodeOf(id)} (desconocido)`
}

/**
 * Classes whose code starts with the query come first, then those whose title holds every word
 * of it; both ignore case and accents and keep code order.
 */
export function searchCnae(query: string, limit = 20): CnaeClass[] {
  const folded = foldText(query).trim()
  if (folded === '' || limit <= 0) return []
  const words = folded.split(/\s+/)
  const byCode: CnaeClass[] = []
  const byTitle: CnaeClass[] = []
  for (const entry of CNAE_CLASSES) {
    if (entry.code.startsWith(folded)) {
      byCode.push(entry)
    } else {
      const title = foldedTitles.get(entry) ?? ''
      if (words.every((word) => title.includes(word) || entry.code.startsWith(word))) {
        byTitle.push(entry)
      }
    }
  }
  return [...byCode, ...byTitle].slice(0, limit)
}

const CNAE_ID_MESSAGE = keyed('validation.cnae_code')

export const CnaeIdSchema = z
  .number({ error: CNAE_ID_MESSAGE })
  .int({ error: CNAE_ID_MESSAGE })
  .refine((id) => byId.has(id), { error: CNAE_ID_MESSAGE })
