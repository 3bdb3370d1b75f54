import { describe, expect, it } from 'vitest'
import {
  clientListParams,
  DEFAULT_CLIENT_PAGE_SIZE,
  MAX_CLIENT_PAGE_SIZE,
} from './client-list-query'
import { apiUrl } from './api-urls'

const query = (params: ReturnType<typeof clientListParams>) =>
  new URL(apiUrl('https://svc.example', 'clients/', params)).searchParams

describe('clientListParams: the clients list in both forms (SC-CLIENT-1, SC-DIALECT-2)', () => {
  it('sends every filter inside `filters` and again as its own parameter, lists comma-joined', () => {
    const filters = {
      order: '-updated_at',
      status__in: '1,3',
      general_text: 'panadería',
      nif__icontains: 'b12',
      business_name__icontains: 'soler',
      email__contains: '@example.com',
      reference__icontains: 'ref-2024',
      contacts__icontains: 'marta',
      province_id__in: [28, 8],
      cnaes__id__in: '6201,6202',
      provinces_to_work__id__in: [46],
      expert__in: [301, 302],
      applicant_types_v2__id__in: [2],
      simulator_check: 'true',
    }
    const sent = query(clientListParams({ filters, pageSize: 50 }, 3))
    expect(JSON.parse(sent.get('filters') ?? '')).toEqual(filters)
    expect(Object.fromEntries(sent)).toMatchObject({
      page: '3',
      page_size: '50',
      isActive: '0',
      order: '-updated_at',
      status__in: '1,3',
      general_text: 'panadería',
      nif__icontains: 'b12',
      business_name__icontains: 'soler',
      email__contains: '@example.com',
      reference__icontains: 'ref-2024',
      contacts__icontains: 'marta',
      province_id__in: '28,8',
      cnaes__id__in: '6201,6202',
      provinces_to_work__id__in: '46',
      expert__in: '301,302',
      applicant_types_v2__id__in: '2',
      simulator_check: 'true',
    })
  })

  it('«solo activos» is isActive=1 and status__in=1, in both places', () => {
    const sent = query(clientListParams({ isActive: 1, filters: { order: 'nif' } }, 1))
    expect(sent.get('isActive')).toBe('1')
    expect(sent.get('status__in')).toBe('1')
    expect(JSON.parse(sent.get('filters') ?? '')).toEqual({ order: 'nif', status__in: '1' })
    // With a status filter of its own, «solo activos» narrows it to 1 in both forms alike.
    const narrowed = query(clientListParams({ isActive: 1, filters: { status__in: '2' } }, 1))
    expect(narrowed.get('status__in')).toBe('1')
    expect(JSON.parse(narrowed.get('filters') ?? '')).toEqual({ status__in: '1' })
  })

  it('always sends page_size, clamped to the 200 the vendor allows', () => {
    expect(query(clientListParams({}, 1)).get('page_size')).toBe(String(DEFAULT_CLIENT_PAGE_SIZE))
    expect(query(clientListParams({ pageSize: 5000 }, 1)).get('page_size')).toBe(
      String(MAX_CLIENT_PAGE_SIZE),
    )
    expect(query(clientListParams({ pageSize: 0 }, 1)).get('page_size')).toBe('1')
  })

  it('sends neither `filters` nor a parameter for a filter left empty', () => {
    const none = query(clientListParams({}, 1))
    expect(none.has('filters')).toBe(false)
    expect([...none.keys()].sort()).toEqual(['isActive', 'page', 'page_size'])
    const blank = query(clientListParams({ filters: { general_text: '  ', expert__in: [] } }, 1))
    expect(blank.has('general_text')).toBe(false)
    expect(blank.has('expert__in')).toBe(false)
  })
})
