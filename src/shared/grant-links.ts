import { GRANT_LINK_HOSTS } from './grant-info'

/** The vendor's storage serves the official PDFs under this path only (`fund-normative`'s `source`). */
const VENDOR_MEDIA_PATH = '/media.fandit.es/'

/** The official registry (BDNS): a call's public page and its documents' files (bdns.md §2.2, §5). */
const REGISTRY_HOST = 'www.infosubvenciones.es'
const REGISTRY_PATHS = [
  '/bdnstrans/GE/es/convocatorias/',
  '/bdnstrans/api/convocatorias/documentos',
]

/**
 * Whether a web address may be opened as a grant's link (its public page, an official PDF): https
 * to `fandit.es` (or `www.fandit.es`), to `s3.eu-west-1.amazonaws.com` under `/media.fandit.es/`,
 * or to the vendor's other media host `fandit-media.s3.amazonaws.com`; a call's page or document
 * on the official registry (`www.infosubvenciones.es` under `/bdnstrans/GE/es/convocatorias/` or
 * `/bdnstrans/api/convocatorias/documentos`); and, for the demo service, any address on one of `ownOrigins` (the
 * configured service's own origin, http included). Nothing else: no other host, no credentials
 * in the address.
 */
export function isGrantLink(raw: string, ownOrigins: readonly string[] = []): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.username !== '' || url.password !== '') return false
  if (ownOrigins.includes(url.origin) && url.origin !== 'null') return true
  if (url.protocol !== 'https:' || url.port !== '') return false
  const [site, storage, media] = GRANT_LINK_HOSTS
  if (url.hostname === site || url.hostname === `www.${site}`) return true
  if (url.hostname === media) return true
  if (url.hostname === REGISTRY_HOST) return REGISTRY_PATHS.some((p) => url.pathname.startsWith(p))
  return url.hostname === storage && url.pathname.startsWith(VENDOR_MEDIA_PATH)
}
