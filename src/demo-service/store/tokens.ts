import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export type TokenKind = 'user' | 'expert'

export interface TokenRecord {
  kind: TokenKind
  userId: number
  /** Epoch milliseconds; null when tokens do not expire. */
  expiresAt: number | null
  revoked: boolean
}

export interface IssuedTokens {
  token: string
  expertToken: string | null
}

const SIGNATURE_LENGTH = 32

/**
 * Tokens carry their own claims and a signature keyed by the seed, so any demo service with the same
 * seed accepts them: a remembered demo session survives an app restart, and each command of the
 * command line may start its own demo service. They derive from the seed and a login counter, so the
 * same requests give the same tokens.
 */
export class TokenStore {
  private readonly key: Buffer
  private logins = 0
  private revokedUpTo = 0

  constructor(seed: number) {
    this.key = createHash('sha256').update(`grants-desk-sandbox:${seed}`).digest()
  }

  issue(userId: number, expert: boolean, expiresAt: number | null): IssuedTokens {
    this.logins += 1
    const token = this.sign('user', userId, expiresAt)
    return { token, expertToken: expert ? this.sign('expert', userId, expiresAt) : null }
  }

  lookup(token: string): TokenRecord | undefined {
    const dot = token.lastIndexOf('.')
    if (dot <= 0) return undefined
    const payload = token.slice(0, dot)
    const given = Buffer.from(token.slice(dot + 1))
    const expected = Buffer.from(this.signature(payload))
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    const [kind, user, expiry, login] = Buffer.from(payload, 'base64url')
      .toString('utf8')
      .split(':')
    if ((kind !== 'user' && kind !== 'expert') || !user || !expiry || !login) return undefined
    const expiresAt = Number(expiry)
    return {
      kind,
      userId: Number(user),
      expiresAt: expiresAt === 0 ? null : expiresAt,
      revoked: Number(login) <= this.revokedUpTo,
    }
  }

  /** Every token issued so far stops working (401); new logins work again. */
  revokeAll(): void {
    this.revokedUpTo = this.logins
  }

  private sign(kind: TokenKind, userId: number, expiresAt: number | null): string {
    const payload = Buffer.from(`${kind}:${userId}:${expiresAt ?? 0}:${this.logins}`).toString(
      'base64url',
    )
    return `${payload}.${this.signature(payload)}`
  }

  private signature(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('hex').slice(0, SIGNATURE_LENGTH)
  }
}
