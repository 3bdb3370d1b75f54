/** True for an absolute http: or https: URL with a host. Uses the WHATWG URL global only. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

/** Drops a trailing slash so that `${base}/api/v2/...` never doubles it. */
export function trimTrailingSlash(value: string): string {
  return value.replace(/\/+$/, '')
}
