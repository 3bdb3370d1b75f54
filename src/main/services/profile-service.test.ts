import Database from 'better-sqlite3'
import { describe, expect, it, vi } from 'vitest'
import { AppFailure } from '@shared/errors'
import { type ApiClient } from '../api/operations'
import { CacheStore } from '../storage/answer-cache'
import { migrate } from '../storage/migrations'
import { createLogger, Redactor } from '../log/logger'
import { catalogueFrom, createCatalogueService } from './catalogue-service'
import { profileLists } from './profile-service'
import { createSessionCache } from './session-cache'

const log = createLogger({ redactor: new Redactor(), sink: () => undefined })

/** A catalogue service over an in-memory database, signed in as `who.account` (null: signed out). */
function catalogueWith(dataFilters: () => Promise<unknown>) {
  const db = new Database(':memory:')
  migrate(db)
  const who = { account: 'demo#1' as string | null }
  const cache = createSessionCache(new CacheStore(db), () => who.account)
  const service = createCatalogueService({
    api: { dataFilters } as unknown as ApiClient,
    cache,
    log,
  })
  return { service, who }
}

const user = {
  id: 1,
  email: 'a@b.es',
  username: 'a',
  first_name: 'Ana',
  last_name: 'López',
  platform: 'Demo',
  is_active: true,
  general_notifications: true,
  distributor: '',
  business_name: '',
  phone: '',
  communities_list: [13, 99],
  provinces_list: [28, 77],
  applicants_list: [2, 50],
  region_types_list: [],
  action_items_list: [7],
  activities_list: [],
  fund_types_list: [1],
  origins_list: [],
  groups_data: [],
}

describe('profile lists', () => {
  it('names provinces and communities from the shipped catalogues and the rest from data-filters', () => {
    const catalogue = catalogueFrom({
      applicants: [{ id: 2, name: 'Pyme' }],
      action_items: [
        {
          name: 'Digital',
          action_groups: [{ name: 'ERP', action_items: [{ id: 7, name: 'Implantación de ERP' }] }],
        },
      ],
      types_fund: [{ id: 1, name: 'Subvención' }],
    })
    const lists = Object.fromEntries(
      profileLists(user, catalogue).map((l) => [l.key, l.items.map((i) => i.name)]),
    )
    expect(lists['communities']).toEqual(['Comunidad de Madrid', '#99'])
    expect(lists['provinces']).toEqual(['Madrid', '#77'])
    expect(lists['applicants']).toEqual(['Pyme', '#50'])
    expect(lists['actions']).toEqual(['Implantación de ERP'])
    expect(lists['fundTypes']).toEqual(['Subvención'])
  })
})

describe('catalogue', () => {
  it('works without data-filters: an empty catalogue, fetched once when the server lacks it', async () => {
    const dataFilters = vi.fn(() =>
      Promise.reject(
        new AppFailure({ code: 'not_found', message: 'No se ha encontrado en el servicio.' }),
      ),
    )
    const { service: catalogue } = catalogueWith(dataFilters)
    expect((await catalogue.get()).source).toBe('none')
    await catalogue.get()
    expect(dataFilters).toHaveBeenCalledTimes(1)
  })

  it('tries again after a passing failure such as being offline', async () => {
    const dataFilters = vi
      .fn()
      .mockRejectedValueOnce(new AppFailure({ code: 'offline', message: 'Sin conexión.' }))
      .mockResolvedValueOnce({ applicants: [{ id: 1, name: 'Autónomo' }] })
    const { service: catalogue } = catalogueWith(dataFilters)
    expect((await catalogue.get()).source).toBe('none')
    expect((await catalogue.get()).applicants).toEqual([{ id: 1, name: 'Autónomo' }])
  })

  it('offline, gives the account its own stored copy and no other account’s', async () => {
    const offline = new AppFailure({ code: 'offline', message: 'Sin conexión.' })
    const dataFilters = vi
      .fn()
      .mockResolvedValueOnce({ applicants: [{ id: 1, name: 'Autónomo' }] })
      .mockRejectedValue(offline)
    const { service: catalogue, who } = catalogueWith(dataFilters)
    expect((await catalogue.get()).applicants).toEqual([{ id: 1, name: 'Autónomo' }])

    who.account = 'demo#2'
    expect(await catalogue.get()).toMatchObject({ source: 'none', applicants: [] })
    who.account = 'demo#1'
    catalogue.reset()
    expect((await catalogue.get()).applicants).toEqual([{ id: 1, name: 'Autónomo' }])
    expect(dataFilters).toHaveBeenCalledTimes(3)
  })

  it('signed out, is empty without asking the service', async () => {
    const dataFilters = vi.fn(() => Promise.resolve({ applicants: [{ id: 1, name: 'Autónomo' }] }))
    const { service: catalogue, who } = catalogueWith(dataFilters)
    who.account = null
    expect((await catalogue.get()).source).toBe('none')
    expect(dataFilters).not.toHaveBeenCalled()
  })
})
