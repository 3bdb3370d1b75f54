import { describe, expect, it } from 'vitest'
import { type CreditBalance } from '@shared/credits'
import { type AppError, AppFailure, describeError } from '@shared/errors'
import { type ApiClient } from '../../api/operations'
import { explainForbidden, probeCredits } from './credit-probe'

const refusal = (serverMessage?: string): AppError => ({
  code: 'forbidden',
  message: 'Texto del servicio.',
  status: 403,
  ...(serverMessage ? { serverMessage } : {}),
})

const balance = (left: number, bag = 0): CreditBalance => ({
  monthLeft: left - bag,
  monthly: 500,
  bag,
  left,
  resetDate: '2026-12-01',
})

describe('a paid 403, told apart with the balance (SC-COST-6)', () => {
  it('is credits at a balance of 0, even with no body at all', () => {
    expect(explainForbidden(refusal(), { kind: 'balance', balance: balance(0) })).toMatchObject({
      code: 'no_credits',
      reason: 'no_credits_left',
      params: { monthly: 500, resetDate: '2026-12-01', resetOn: '01/12/2026' },
      status: 403,
    })
  })

  it('says when the credits are renewed, in either language, or that the service does not say', () => {
    const dated = explainForbidden(refusal(), { kind: 'balance', balance: balance(0) })
    expect(describeError(dated, 'es')).toContain('Se renuevan el 01/12/2026.')
    expect(describeError(dated, 'en')).toContain('They are renewed on 01/12/2026.')
    const undated = explainForbidden(refusal(), {
      kind: 'balance',
      balance: { ...balance(0), resetDate: null },
    })
    expect(undated.params).toMatchObject({ resetDate: '', resetOn: '' })
    expect(describeError(undated, 'en')).toContain('does not say when they are renewed')
  })

  it('is the token or the permission with credits left, even if the body speaks of credits', () => {
    const error = refusal('No dispone de créditos suficientes para esta consulta')
    expect(explainForbidden(error, { kind: 'balance', balance: balance(412, 12) })).toMatchObject({
      code: 'forbidden',
      reason: 'forbidden_with_credits',
      params: { left: 412 },
      serverMessage: 'No dispone de créditos suficientes para esta consulta',
    })
  })

  it('is the session when the free balance is refused too', () => {
    expect(explainForbidden(refusal('crédito'), { kind: 'refused' })).toMatchObject({
      code: 'forbidden',
      reason: 'token_refused',
    })
  })

  it('may be credits when the balance cannot be read, said in either language', () => {
    for (const kind of ['unavailable', 'unknown'] as const) {
      const error = explainForbidden(refusal(), { kind })
      expect(error, kind).toMatchObject({
        code: 'forbidden',
        reason: 'credits_unknown',
        status: 403,
      })
      expect(describeError(error, 'es')).toContain('puede que sea por falta de créditos')
      expect(describeError(error, 'es')).toContain('sin decir el motivo')
      expect(describeError(error, 'en')).toContain('it may be for lack of credits')
    }
  })

  it('shows the service’s words without deciding on them', () => {
    for (const words of ['No dispone de créditos suficientes', 'Token de otro tipo']) {
      const error = explainForbidden(refusal(words), { kind: 'unavailable' })
      expect(error).toMatchObject({ reason: 'credits_unknown', serverMessage: words })
      expect(describeError(error, 'es')).toContain(`(«${words}»)`)
      expect(describeError(error, 'en')).toContain(`(“${words}”)`)
    }
  })

  it('is the ended session when the balance is refused with a 401', () => {
    const expired: AppError = {
      code: 'unauthorized',
      reason: 'session_expired',
      message: 'x',
      status: 401,
    }
    expect(explainForbidden(refusal(), { kind: 'expired', error: expired })).toBe(expired)
  })
})

describe('probeCredits', () => {
  const apiAnswering = (answer: () => Promise<unknown>) =>
    ({ usageStatistics: answer }) as unknown as ApiClient
  const failing = (status: number) => () =>
    Promise.reject(new AppFailure({ code: 'not_found', message: 'x', status }))

  it('reads the balance: the month’s rest plus the bag', async () => {
    const probe = await probeCredits(
      apiAnswering(() =>
        Promise.resolve({
          monthly_used_credits: 88,
          max_credits: 500,
          credits_bag: 12,
          credits_reset_date: '2026-12-01',
        }),
      ),
    )
    expect(probe).toEqual({
      kind: 'balance',
      balance: { monthLeft: 412, monthly: 500, bag: 12, left: 424, resetDate: '2026-12-01' },
    })
  })

  it('maps 404 to unavailable, 403 to refused, 401 to expired and anything else to unknown', async () => {
    expect(await probeCredits(apiAnswering(failing(404)))).toEqual({ kind: 'unavailable' })
    expect(await probeCredits(apiAnswering(failing(403)))).toEqual({ kind: 'refused' })
    expect(await probeCredits(apiAnswering(failing(401)))).toMatchObject({
      kind: 'expired',
      error: { status: 401 },
    })
    expect(await probeCredits(apiAnswering(failing(503)))).toEqual({ kind: 'unknown' })
    expect(await probeCredits(apiAnswering(() => Promise.reject(new Error('x'))))).toEqual({
      kind: 'unknown',
    })
  })
})
