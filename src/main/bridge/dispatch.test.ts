import { describe, expect, it, vi } from 'vitest'
import { OP_NAMES } from '@shared/bridge-names'
import { AppFailure, appError } from '@shared/errors'
import { createLogger, Redactor } from '../log/logger'
import { createDispatch, type Handlers } from './dispatch'

function setup(overrides: Partial<Handlers> = {}) {
  const lines: string[] = []
  const log = createLogger({ redactor: new Redactor(), sink: (_level, line) => lines.push(line) })
  const handlers = {
    ...(Object.fromEntries(OP_NAMES.map((op) => [op, vi.fn()])) as unknown as Handlers),
    'app.info': () => ({
      name: 'Grants Desk',
      version: '1.0.0',
      platform: 'linux',
      runtime: 'web',
      electronVersion: null,
      keychainAvailable: false,
      notices: [],
      storage: 'writable' as const,
    }),
    'settings.get': vi.fn(),
    'settings.update': vi.fn((patch: { language?: 'es' | 'en' }) => ({
      environment: { preset: 'demo' as const },
      language: patch.language ?? 'es',
      theme: 'system' as const,
      authPrefixes: { user: 'Token', expert: 'ExpertToken' },
      allowInsecureHttp: false,
      sidebar: 'auto' as const,
      lastScreen: 'clients' as const,
      reminderDays: 3,
      localHolidays: [],
      hiddenCaseColumns: [],
      dailySearches: [],
      exportHeadersSpanish: false,
      exportFormat: 'csv-excel' as const,
      aidThreshold: 300_000,
      portfolioAskAbove: 20,
      checkForUpdates: true,
      bdnsUrl: 'https://www.infosubvenciones.es/bdnstrans/api',
    })),
    ...overrides,
  } satisfies Handlers
  return { dispatch: createDispatch(handlers, log), handlers, lines }
}

describe('dispatch', () => {
  it('validates the arguments and answers ok with the service value', async () => {
    const { dispatch } = setup()
    const result = await dispatch('settings.update', { language: 'en' })
    expect(result).toMatchObject({ ok: true, value: { language: 'en' } })
  })

  it('turns invalid arguments into a validation error with field messages, without calling the service', async () => {
    const { dispatch, handlers } = setup()
    const result = await dispatch('settings.update', { language: 'fr', extra: 1 })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toMatchObject({ code: 'validation', reason: 'invalid_input' })
    expect(Object.keys(result.error.fields ?? {})).toContain('language')
    // Each field's message travels as a catalogue key too, for the renderer's language.
    expect(result.error.fieldMessages?.['language']).toEqual([{ key: 'validation.invalid_option' }])
    expect(handlers['settings.update']).not.toHaveBeenCalled()
  })

  it('rejects arguments given to an operation that takes none', async () => {
    const { dispatch } = setup()
    const result = await dispatch('app.info', { anything: true })
    expect(result).toMatchObject({ ok: false, error: { code: 'validation' } })
  })

  it('refuses an unknown operation', async () => {
    const { dispatch } = setup()
    for (const op of ['session.steal', '__proto__', 'constructor', '']) {
      expect(await dispatch(op, undefined)).toMatchObject({
        ok: false,
        error: { code: 'unknown_op' },
      })
    }
  })

  it('passes an AppFailure through as its AppError', async () => {
    const { dispatch } = setup({
      'settings.get': () => {
        throw new AppFailure({
          code: 'offline',
          message: 'Sin conexión: mostrando datos guardados.',
        })
      },
    })
    expect(await dispatch('settings.get', undefined)).toEqual({
      ok: false,
      error: { code: 'offline', message: 'Sin conexión: mostrando datos guardados.' },
    })
  })

  it('hides unexpected errors behind a sentence of its own and logs them', async () => {
    const { dispatch, lines } = setup({
      'settings.get': () => {
        throw new TypeError('Cannot read properties of undefined (reading "x")')
      },
    })
    const result = await dispatch('settings.get', undefined)
    expect(result).toMatchObject({ ok: false, error: { code: 'internal', reason: 'unexpected' } })
    if (!result.ok) expect(result.error.message).not.toMatch(/Cannot read/)
    expect(lines.join('\n')).toMatch(/Cannot read/)
  })

  it('runs beforeAnswer as each call ends, whether it succeeds or fails', async () => {
    const order: string[] = []
    const log = createLogger({ redactor: new Redactor(), sink: () => {} })
    const { handlers } = setup({
      'settings.get': () => {
        order.push('handler')
        throw new AppFailure(appError('error.conflict.portfolio_running', {}))
      },
    })
    const dispatch = createDispatch(handlers, log, () => order.push('beforeAnswer'))
    const answer = await dispatch('settings.get', undefined)
    order.push('answer')
    expect(answer.ok).toBe(false)
    expect(order).toEqual(['handler', 'beforeAnswer', 'answer'])
  })
})
