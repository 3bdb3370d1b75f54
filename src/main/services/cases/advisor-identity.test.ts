import { describe, expect, it } from 'vitest'
import { appError, AppFailure } from '@shared/errors'
import { type ApiClient } from '../../api/operations'
import { type CacheStore } from '../../storage/answer-cache'
import { createCurrentExpert } from './advisor-identity'

/** A cache in memory, per account and key. */
function memoryCache(): CacheStore {
  const kept = new Map<string, unknown>()
  return {
    get: (account: string, key: string) =>
      kept.has(`${account}|${key}`)
        ? { value: kept.get(`${account}|${key}`), fetchedAt: 0 }
        : undefined,
    set: (account: string, key: string, value: unknown) => {
      kept.set(`${account}|${key}`, value)
    },
  } as unknown as CacheStore
}

const expert = { id: 542, isSuperExpert: true, permissions: ['workflows.view_all'] }
const notFound = () => new AppFailure(appError('error.not_found.missing', {}, { status: 404 }))

describe('experts/current/ (SC-CASE-6)', () => {
  it('keeps the advisor per account: id, is_super_expert and permissions', async () => {
    const service = createCurrentExpert({
      api: { currentExpert: () => Promise.resolve(expert) } as unknown as ApiClient,
      cache: memoryCache(),
    })
    await service.refresh('demo#1', () => true)
    expect(service.of('demo#1')).toEqual(expert)
    expect(service.of('demo#2')).toBeNull()
  })

  it('keeps that a service has none (404), and what was on any other failure', async () => {
    let answer: () => Promise<typeof expert> = () => Promise.resolve(expert)
    const service = createCurrentExpert({
      api: { currentExpert: () => answer() } as unknown as ApiClient,
      cache: memoryCache(),
    })
    await service.refresh('demo#1', () => true)
    answer = () =>
      Promise.reject(new AppFailure(appError('error.server.service_refused', { detail: '500' })))
    await expect(service.refresh('demo#1', () => true)).rejects.toThrow()
    expect(service.of('demo#1')).toEqual(expert)
    answer = () => Promise.reject(notFound())
    await service.refresh('demo#1', () => true)
    expect(service.of('demo#1')).toBeNull()
  })

  it('writes nothing for an account signed out meanwhile', async () => {
    const service = createCurrentExpert({
      api: { currentExpert: () => Promise.resolve(expert) } as unknown as ApiClient,
      cache: memoryCache(),
    })
    await service.refresh('demo#1', () => false)
    expect(service.of('demo#1')).toBeNull()
  })
})
