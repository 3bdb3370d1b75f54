import { type FastifyRequest } from 'fastify'
import { expertById, type Expert, type UserAccount } from './seed/accounts'
import { ApiError } from './errors'
import { type SandboxState } from './state'
import { type TokenKind } from './store/tokens'

/** G1: the scheme word of each token in the Authorization header. */
export const SCHEME: Readonly<Record<TokenKind, string>> = { user: 'Token', expert: 'ExpertToken' }

const AUTH_TEXT = {
  missing: 'Las credenciales de autenticación no se proveyeron.',
  malformed: 'Cabecera de autorización no válida: use «Token <token>» o «ExpertToken <token>».',
  invalid: 'Token inválido.',
  expired: 'El token ha caducado. Vuelva a iniciar sesión.',
  needsUser: 'Esta operación requiere el token de usuario («Token»), no el de experto.',
  needsExpert: 'Esta operación requiere el token de experto («ExpertToken»).',
} as const

export interface ExpertCaller {
  user: UserAccount
  expert: Expert
}

function unauthorized(detail: string): ApiError {
  return new ApiError(401, { detail }, { 'www-authenticate': 'Token' })
}

function forbidden(required: TokenKind): ApiError {
  return new ApiError(403, {
    detail: required === 'expert' ? AUTH_TEXT.needsExpert : AUTH_TEXT.needsUser,
  })
}

/**
 * Resolves the caller of an operation that requires `required` (G1): no header, an unknown,
 * revoked or expired token, or another scheme word → 401; the other kind of token → 403.
 */
export function authenticate(
  request: FastifyRequest,
  state: SandboxState,
  required: 'user',
  now: number,
): { user: UserAccount }
export function authenticate(
  request: FastifyRequest,
  state: SandboxState,
  required: 'expert',
  now: number,
): ExpertCaller
export function authenticate(
  request: FastifyRequest,
  state: SandboxState,
  required: TokenKind,
  now: number,
): { user: UserAccount; expert?: Expert } {
  const header = request.headers.authorization
  if (header === undefined || header.trim() === '') throw unauthorized(AUTH_TEXT.missing)
  const match = /^(\S+) +(\S+)$/.exec(header.trim())
  const scheme = match?.[1]
  const token = match?.[2]
  const sentKind = scheme === SCHEME.user ? 'user' : scheme === SCHEME.expert ? 'expert' : null
  if (!sentKind || token === undefined) throw unauthorized(AUTH_TEXT.malformed)

  const record = state.tokens.lookup(token)
  if (!record || record.revoked) throw unauthorized(AUTH_TEXT.invalid)
  if (record.expiresAt !== null && now >= record.expiresAt) throw unauthorized(AUTH_TEXT.expired)
  const user = state.userById(record.userId)
  if (!user) throw unauthorized(AUTH_TEXT.invalid)

  // A valid token sent for the wrong kind of operation, or under the other scheme word.
  if (record.kind !== required || sentKind !== required) throw forbidden(required)

  if (required === 'user') return { user }
  const expert = user.expertId === null ? undefined : expertById(user.expertId)
  if (!expert) throw forbidden(required)
  return { user, expert }
}
