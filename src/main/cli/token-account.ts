import { createHash } from 'node:crypto'

/**
 * A script's account (GRANTS_TOKEN, no sign-in) for its cost cache and portfolio runs: the
 * environment and a SHA-256 of the token. Nothing is asked to learn the user, and what is stored
 * cannot give the token back. Another token (a new sign-in) starts an empty cache.
 */
export function tokenAccountKey(environmentKey: string, token: string): string {
  return `${environmentKey}#token:${createHash('sha256').update(token, 'utf8').digest('hex')}`
}
