/** A grant's sections, each its own paid request (SC-GRANT-*), loaded when opened. */
export const GRANT_SECTIONS = [
  'details',
  'documents',
  'evaluation',
  'normative',
  'related',
] as const
export type GrantSection = (typeof GRANT_SECTIONS)[number]

/** The grant's public page on the vendor's site (its `llms.txt`). */
export const grantPublicPage = (id: number) =>
  `https://fandit.es/subvenciones/detalles-subvencion/${id}`
