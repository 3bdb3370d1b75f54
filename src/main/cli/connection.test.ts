import { describe, expect, it } from 'vitest'
import { type Environment } from '@shared/settings'
import { checkTransport, credentialsFromEnv, resolveEnvironment } from './connection'
import { UsageError } from './usage-error'

const DEMO: Environment = { preset: 'demo' }
const SAVED_CUSTOM: Environment = {
  preset: 'custom',
  baseUrl: 'https://saved.example.es',
  testBaseUrl: 'https://saved-test.example.es',
}

describe('resolveEnvironment', () => {
  it('uses what was saved when nothing else is given', () => {
    expect(resolveEnvironment({}, {}, DEMO)).toEqual(DEMO)
    expect(resolveEnvironment({}, {}, SAVED_CUSTOM)).toEqual(SAVED_CUSTOM)
  })

  it('--env picks the preset; fandit keeps a saved brand', () => {
    expect(resolveEnvironment({ env: 'demo' }, {}, SAVED_CUSTOM)).toEqual(DEMO)
    expect(resolveEnvironment({ env: 'fandit' }, {}, DEMO)).toEqual({
      preset: 'fandit',
      brand: null,
    })
    expect(
      resolveEnvironment({ env: 'fandit' }, {}, { preset: 'fandit', brand: 'miasesoria' }),
    ).toEqual({ preset: 'fandit', brand: 'miasesoria' })
    expect(resolveEnvironment({ brand: 'Norte' }, {}, DEMO)).toEqual({
      preset: 'fandit',
      brand: 'norte',
    })
  })

  it('--base-url implies custom, and the test address defaults to it', () => {
    expect(resolveEnvironment({ baseUrl: 'http://127.0.0.1:4010/' }, {}, DEMO)).toEqual({
      preset: 'custom',
      baseUrl: 'http://127.0.0.1:4010',
      testBaseUrl: 'http://127.0.0.1:4010',
    })
  })

  it('GRANTS_BASE_URL and GRANTS_TEST_BASE_URL imply custom', () => {
    const env = { GRANTS_BASE_URL: 'https://a.es', GRANTS_TEST_BASE_URL: 'https://t.a.es' }
    expect(resolveEnvironment({}, env, DEMO)).toEqual({
      preset: 'custom',
      baseUrl: 'https://a.es',
      testBaseUrl: 'https://t.a.es',
    })
  })

  it('flags win over variables, which win over what is saved', () => {
    const env = { GRANTS_BASE_URL: 'https://env.es', GRANTS_TEST_BASE_URL: 'https://env-test.es' }
    expect(resolveEnvironment({ baseUrl: 'https://flag.es' }, env, SAVED_CUSTOM)).toEqual({
      preset: 'custom',
      baseUrl: 'https://flag.es',
      testBaseUrl: 'https://flag.es',
    })
    expect(resolveEnvironment({ testBaseUrl: 'https://flag-test.es' }, env, DEMO)).toEqual({
      preset: 'custom',
      baseUrl: 'https://env.es',
      testBaseUrl: 'https://flag-test.es',
    })
    expect(resolveEnvironment({ env: 'custom' }, {}, SAVED_CUSTOM)).toEqual(SAVED_CUSTOM)
    expect(resolveEnvironment({ env: 'demo' }, env, SAVED_CUSTOM)).toEqual(DEMO)
    expect(resolveEnvironment({ brand: 'norte' }, env, DEMO)).toMatchObject({ preset: 'fandit' })
  })

  it.each([
    [{ env: 'produccion' }, {}, '--env debe ser demo, fandit o custom'],
    [{ env: 'custom' }, {}, 'indique la dirección del servicio con --base-url'],
    [{ env: 'demo', baseUrl: 'http://a' }, {}, 'solo se usan con --env custom'],
    [{ env: 'custom', brand: 'x' }, {}, '--brand solo se usa con --env fandit'],
    [{ baseUrl: 'ftp://a' }, {}, 'La dirección de --base-url no es válida: Introduzca'],
    [{}, { GRANTS_BASE_URL: 'nada' }, 'La dirección de GRANTS_BASE_URL no es válida'],
    [{ brand: 'mi marca' }, {}, '--brand no es válida'],
  ])('%j with %j is a usage error', (flags, env, message) => {
    expect(() => resolveEnvironment(flags, env, DEMO)).toThrow(UsageError)
    expect(() => resolveEnvironment(flags, env, DEMO)).toThrow(message)
  })

  it('blank variables count as unset', () => {
    expect(resolveEnvironment({}, { GRANTS_BASE_URL: '  ' }, DEMO)).toEqual(DEMO)
  })
})

describe('credentialsFromEnv', () => {
  it('GRANTS_TOKEN, with an optional GRANTS_EXPERT_TOKEN', () => {
    expect(credentialsFromEnv({})).toBeNull()
    expect(credentialsFromEnv({ GRANTS_TOKEN: 'abc' })).toEqual({
      token: 'abc',
      expertToken: null,
    })
    expect(credentialsFromEnv({ GRANTS_TOKEN: 'abc', GRANTS_EXPERT_TOKEN: 'def' })).toEqual({
      token: 'abc',
      expertToken: 'def',
    })
  })

  it('an expert token alone is a usage error', () => {
    expect(() => credentialsFromEnv({ GRANTS_EXPERT_TOKEN: 'def' })).toThrow(UsageError)
  })
})

describe('checkTransport', () => {
  const custom = (baseUrl: string, testBaseUrl = baseUrl): Environment => ({
    preset: 'custom',
    baseUrl,
    testBaseUrl,
  })

  it('refuses plain http:// to another computer without --allow-insecure, naming host and flag', () => {
    const refuse = () => checkTransport(custom('https://a.es', 'http://pruebas.example.es'), false)
    expect(refuse).toThrow(UsageError)
    expect(refuse).toThrow('http://pruebas.example.es no está cifrada')
    expect(refuse).toThrow('añada --allow-insecure')
  })

  it('lets it through with --allow-insecure, and loopback or https always', () => {
    expect(() => checkTransport(custom('http://10.0.0.5:8000'), true)).not.toThrow()
    expect(() => checkTransport(custom('http://127.0.0.1:4010'), false)).not.toThrow()
    expect(() => checkTransport(custom('http://localhost:4010'), false)).not.toThrow()
    expect(() => checkTransport(custom('https://api.example.es'), false)).not.toThrow()
    expect(() => checkTransport({ preset: 'fandit', brand: null }, false)).not.toThrow()
    expect(() => checkTransport(DEMO, false)).not.toThrow()
  })
})
