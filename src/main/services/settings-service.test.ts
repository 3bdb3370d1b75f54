import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_SETTINGS } from '@shared/settings'
import { createLogger, Redactor } from '../log/logger'
import { createSettingsService, SETTINGS_FILE } from './settings-service'

const log = createLogger({ redactor: new Redactor(), sink: () => undefined })

describe('settings service', () => {
  it('starts with the demo environment, Spanish and the system theme', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-settings-'))
    const service = createSettingsService({ userDataDir: dir, emit: vi.fn(), log })
    expect(service.get()).toEqual(DEFAULT_SETTINGS)
    expect(DEFAULT_SETTINGS).toMatchObject({
      environment: { preset: 'demo' },
      language: 'es',
      theme: 'system',
    })
  })

  it('keeps the reminder days and the local holidays, 3 days and none by default', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-settings-'))
    const service = createSettingsService({ userDataDir: dir, emit: vi.fn(), log })
    expect(service.get()).toMatchObject({ reminderDays: 3, localHolidays: [] })
    service.update({
      reminderDays: 5,
      localHolidays: [{ date: '2026-05-15', name: 'San Isidro', municipality: 'Madrid' }],
    })
    const again = createSettingsService({ userDataDir: dir, emit: vi.fn(), log })
    expect(again.get()).toMatchObject({
      reminderDays: 5,
      localHolidays: [{ date: '2026-05-15', name: 'San Isidro', municipality: 'Madrid' }],
    })
    expect(() => again.update({ reminderDays: 90 })).toThrow()
  })

  it('persists changes to a JSON file, reloads them and announces them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-settings-'))
    const emit = vi.fn()
    const service = createSettingsService({ userDataDir: dir, emit, log })
    const next = service.update({
      language: 'en',
      environment: {
        preset: 'custom',
        baseUrl: 'https://api.example.es/',
        testBaseUrl: 'http://test.example.es',
      },
    })
    expect(next.environment).toEqual({
      preset: 'custom',
      baseUrl: 'https://api.example.es',
      testBaseUrl: 'http://test.example.es',
    })
    expect(emit).toHaveBeenCalledWith('settings.changed', next)
    const reloaded = createSettingsService({ userDataDir: dir, emit: vi.fn(), log })
    expect(reloaded.get()).toEqual(next)
    expect(JSON.parse(readFileSync(join(dir, SETTINGS_FILE), 'utf8'))).toEqual(next)
  })

  it('survives a damaged file: defaults, and the damaged copy kept aside', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-settings-'))
    writeFileSync(join(dir, SETTINGS_FILE), '{ "language": "klingon" }')
    const service = createSettingsService({ userDataDir: dir, emit: vi.fn(), log })
    expect(service.get()).toEqual(DEFAULT_SETTINGS)
    expect(readdirSync(dir).filter((f) => f.includes('.corrupt-'))).toHaveLength(1)
  })

  it('notifies in-process listeners with the previous value', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-settings-'))
    const service = createSettingsService({ userDataDir: dir, emit: vi.fn(), log })
    const listener = vi.fn()
    const off = service.onChange(listener)
    service.update({ theme: 'dark' })
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ theme: 'dark' }),
      expect.objectContaining({ theme: 'system' }),
    )
    off()
    service.update({ theme: 'light' })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
