import { type FastifyRequest } from 'fastify'
import { type Dialect } from './dialect'
import { expertById, type Expert, type UserAccount } from './seed/accounts'
import { ApiError } from './error-answers'
import { type DemoServiceState } from './state'
import { type TokenKind } from './store/tokens'

/** SC-AUTH-1: the scheme word of each token in the Authorization header. */
const SCHEME: Readonly<Record<TokenKind, string>> = { user: 'Token', expert: 'ExpertToken' }

const AUTH_TEXT = {
  missing: 'Las credenciales de autenticación no se proveyeron.',
  malformed: 'Cabecera de autorización no válida: use «Token <token>» o «ExpertToken <token>».',
  invalid: 'Token inválido.',
  expired: 'El token ha caducado. Vuelva a iniciar sesión.',
  needsUser: 'Esta operación requiere el token de usuario («Token»), no el de experto.',
  needsExpert: 'Esta operación requiere el token de experto («ExpertToken»).',
  wrongScheme:
    'El token no corresponde a la palabra de esquema: «Token» para el de usuario, «ExpertToken» para el de experto.',
} as const

export interface ExpertCaller {
  user: UserAccount
  expert: Expert
}

function unauthorized(detail: string): ApiError {
  return new ApiError(401, { detail }, { 'www-authenticate': 'Token' })
}

/**
 * A 403: `{"detail"}` in the interface (SC-ERR-7); no body at all in the vendor dialect, which
 * documents none for it (SC-DIALECT-9).
 */
export function forbidden(dialect: Dialect, text: string): ApiError {
  return dialect === 'interface' ? new ApiError(403, { detail: text }) : new ApiError(403, null)
}

interface Presented {
  user: UserAccount
  /** The kind of the token itself. */
  kind: TokenKind
  /** The kind the scheme word claims. */
  sentKind: TokenKind
}

/**
 * The token in the Authorization header: no header, an unknown, revoked or expired token, or another
 * scheme word → 401, in both dialects (SC-AUTH-1, SC-DIALECT-9).
 */
function presented(request: FastifyRequest, state: DemoServiceState, now: number): Presented {
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
  return { user, kind: record.kind, sentKind }
}

/**
 * Resolves the caller of an operation that requires `required` (SC-AUTH-2): see `presented`; a valid
 * token of the other kind, or sent under the other scheme word → 403.
 */
export function authenticate(
  request: FastifyRequest,
  state: DemoServiceState,
  required: 'user',
  now: number,
): { user: UserAccount }
export function authenticate(
  request: FastifyRequest,
  state: DemoServiceState,
  required: 'expert',
  now: number,
): ExpertCaller
export function authenticate(
  request: FastifyRequest,
  state: DemoServiceState,
  required: TokenKind,
  now: number,
): { user: UserAccount; expert?: Expert } {
  const { user, kind, sentKind } = presented(request, state, now)
  const refused = () =>
    forbidden(state.dialect, required === 'expert' ? AUTH_TEXT.needsExpert : AUTH_TEXT.needsUser)
  if (kind !== required || sentKind !== required) throw refused()

  if (required === 'user') return { user }
  const expert = user.expertId === null ? undefined : expertById(user.expertId)
  if (!expert) throw refused()
  return { user, expert }
}

/** The caller of an operation that takes either token, each under its own scheme word. */
export function authenticateAny(
  request: FastifyRequest,
  state: DemoServiceState,
  now: number,
): UserAccount {
  const { user, kind, sentKind } = presented(request, state, now)
  if (kind !== sentKind) throw forbidden(state.dialect, AUTH_TEXT.wrongScheme)
  return user
}
