import { type FastifyInstance } from 'fastify'
import { detailError, fieldErrors, TEXT } from '../error-answers'
import { LOGIN_PATH } from '../faults'
import { objectBody, type RouteContext } from './route-context'

function requiredString(
  body: Record<string, unknown>,
  field: string,
  errors: Record<string, string[]>,
): string {
  const value = body[field]
  if (value === undefined || value === null) errors[field] = [TEXT.required]
  else if (typeof value !== 'string') errors[field] = ['No es una cadena válida.']
  else if (value.trim() === '') errors[field] = [TEXT.blank]
  else return value
  return ''
}

/** Operation 1: `POST users/login/`. A new pair of tokens on every login. */
export function registerLogin(app: FastifyInstance, ctx: RouteContext): void {
  app.post(LOGIN_PATH, (request) => {
    const body = objectBody(request.body)
    const errors: Record<string, string[]> = {}
    const email = requiredString(body, 'email', errors)
    const password = requiredString(body, 'password', errors)
    if (Object.keys(errors).length > 0) throw fieldErrors(errors)

    const account = ctx.state.userByEmail(email)
    if (!account || account.account.password !== password) {
      throw detailError(400, TEXT.badCredentials)
    }
    const expiresAt = ctx.tokenTtlMs === null ? null : ctx.now() + ctx.tokenTtlMs
    const tokens = ctx.state.tokens.issue(account.user.id, account.expertId !== null, expiresAt)
    return { token: tokens.token, ExpertToken: tokens.expertToken, user: account.user }
  })
}
