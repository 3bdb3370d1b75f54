import { makeCif, makeNie, makeNif, type NiePrefix } from '@shared/tax-id'

/**
 * Tax ids of the clients and beneficiaries made one by one (past the first 20,000 clients, or in a
 * demo service of more than 200,000 concessions). Each is a bijection of a slot number, so no two slots
 * share an id without a registry of the ids given, and none meets an id of the sequential seed:
 * that one draws CIF numbers behind the province codes 01–52 and DNI numbers below 80,000,000;
 * these use the further codes 53–99 and the DNI numbers from 80,000,000. NIEs are drawn from the
 * same space as the sequential seed's, so the caller checks those against its ids.
 */

const CIF_FIRST_CODE = 53
const CIF_CODES = 100 - CIF_FIRST_CODE
const CIF_NUMBERS = 100_000
const DNI_FIRST = 80_000_000
const DNI_NUMBERS = 20_000_000
const NIE_NUMBERS = 10_000_000
const NIE_PREFIXES: readonly NiePrefix[] = ['X', 'Y', 'Z']

/** Company slots: one per client index below this, then one per synthetic beneficiary. */
export const COMPANY_SLOTS_OF_CLIENTS = 100_000
/** Person slots: two per client index (holder and representative), then synthetic people. */
export const PERSON_SLOTS_OF_CLIENTS = 2 * COMPANY_SLOTS_OF_CLIENTS

/** Multipliers prime to the size of their space, so `slot × m mod size` is a bijection. */
const CIF_STEP = 7_919
const DNI_STEP = 7_654_321
const NIE_STEP = 3_141_593

const MAX_COMPANY_SLOT = CIF_CODES * CIF_NUMBERS - 1
const MAX_PERSON_SLOT = NIE_NUMBERS * NIE_PREFIXES.length - 1

function checkSlot(slot: number, max: number): void {
  if (!Number.isInteger(slot) || slot < 0 || slot > max) {
    throw new RangeError(`Hueco de identificador fuera de rango: ${slot}`)
  }
}

/** A CIF with `letter` (the legal form's) for company slot `slot`. */
export function cifOfSlot(letter: string, slot: number): string {
  checkSlot(slot, MAX_COMPANY_SLOT)
  const code = CIF_FIRST_CODE + (slot % CIF_CODES)
  const number = (Math.floor(slot / CIF_CODES) * CIF_STEP + 4_243) % CIF_NUMBERS
  return makeCif(letter, code * CIF_NUMBERS + number)
}

/** A DNI-based NIF for person slot `slot`. */
export function nifOfSlot(slot: number): string {
  checkSlot(slot, DNI_NUMBERS - 1)
  return makeNif(DNI_FIRST + ((slot * DNI_STEP + 1_234_567) % DNI_NUMBERS))
}

/** An NIE for person slot `slot`; it may be one the sequential seed gave (see above). */
export function nieOfSlot(slot: number): string {
  checkSlot(slot, MAX_PERSON_SLOT)
  const prefix = NIE_PREFIXES[slot % NIE_PREFIXES.length] ?? 'X'
  const number = (Math.floor(slot / NIE_PREFIXES.length) * NIE_STEP + 271_828) % NIE_NUMBERS
  return makeNie(prefix, number)
}
