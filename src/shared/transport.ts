import { type AppError, appError } from './errors'

/**
 * How the user can allow it: the app points to «Permitir conexión sin cifrar» in Ajustes →
 * Avanzado (`settings`), the command line to `--allow-insecure` (`flag`).
 */
export type AllowInsecureVia = 'settings' | 'flag'

/** An IPv4 literal as the WHATWG URL parser writes it (it already folds 127.1, 0x7f.0.0.1…). */
function isLoopbackIpv4(host: string): boolean {
  const parts = host.split('.')
  return parts.length === 4 && parts[0] === '127' && parts.every((part) => /^\d{1,3}$/.test(part))
}

/** `[::1]`, and an IPv4-mapped 127.x address (`[::ffff:7f00:1]`, as URL writes it). */
function isLoopbackIpv6(host: string): boolean {
  if (!host.startsWith('[') || !host.endsWith(']')) return false
  const address = host.slice(1, -1).toLowerCase()
  if (address === '::1') return true
  return /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(address)
}

/** 127.0.0.0/8, ::1 and `localhost`: traffic that never leaves this computer. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return host === 'localhost' || isLoopbackIpv4(host) || isLoopbackIpv6(host)
}

/**
 * The host (with its port) of a plain `http://` address that leaves this computer, or null when
 * the address is https, loopback or not a URL at all (its own validation says so).
 */
export function insecureHostOf(address: string): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' || isLoopbackHostname(url.hostname)) return null
  return url.host
}

/** The first of the two addresses (SC-ADDR-3) that would travel unencrypted, or null. */
export function insecureHostOfEndpoints(endpoints: {
  baseUrl: string
  testBaseUrl: string
}): string | null {
  return insecureHostOf(endpoints.baseUrl) ?? insecureHostOf(endpoints.testBaseUrl)
}

/** The refusal: nothing is sent to `host`, and the user is told how to proceed. */
export function insecureTransportError(host: string, via: AllowInsecureVia): AppError {
  return appError('error.insecure.insecure_transport', { host, via })
}
