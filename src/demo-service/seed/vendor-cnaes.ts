import { CNAE_CLASSES } from '@shared/catalogues/cnae'

/**
 * The vendor's CNAE ids: a numbering of its own, not the codes (its document never says they are).
 * Here the classes are numbered 1 to 629 in code order, so an id such as 111 is also a code of another
 * class: an app that read ids as codes would name every activity wrongly.
 */
const VENDOR_IDS: ReadonlyMap<number, number> = new Map(
  CNAE_CLASSES.map((cnae, index) => [cnae.id, index + 1]),
)

/** `data-filters/` `cnaes` in the vendor dialect: the vendor's id, its code and CNAE-2009's. */
export const VENDOR_CNAES = CNAE_CLASSES.map((cnae) => ({
  id: VENDOR_IDS.get(cnae.id) ?? 0,
  code: cnae.code,
  code2009: cnae.code,
  title: cnae.title,
}))

const KNOWN = new Set(VENDOR_CNAES.map((cnae) => cnae.id))

/** The vendor's id of a CNAE-2009 class given by its code as an integer (6201). */
export function vendorCnaeId(code: number): number {
  const id = VENDOR_IDS.get(code)
  if (id === undefined) throw new RangeError(`CNAE desconocido: ${code}`)
  return id
}

export const isVendorCnaeId = (id: number): boolean => KNOWN.has(id)
