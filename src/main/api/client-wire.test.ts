import { describe, expect, it } from 'vitest'
import { ClientWireSchema } from '@shared/wire/client'
import { makeClient } from '../../../test/fixtures/client'
import { DemoServiceState } from '../../demo-service/state'
import { canonicalClient, ClientPageWireSchema, ClientWireFastSchema } from './client-wire'

/** Every client of a demo service, as its listing sends them (JSON, both dialects). */
function wireClients(dialect: 'interface' | 'vendor'): unknown[] {
  const state = new DemoServiceState({ clients: 400, concessions: 0, dialect, today: '2026-05-14' })
  return state.clients
    .sorted({ field: 'id', descending: false })
    .map((record) => JSON.parse(JSON.stringify(record.client)) as unknown)
}

const VARIANTS: [string, (client: Record<string, unknown>) => Record<string, unknown>][] = [
  ['a status as text', (c) => ({ ...c, status: '2' })],
  ['one province as a number', (c) => ({ ...c, province: 28 })],
  ['null lists and texts', (c) => ({ ...c, applicant_types: null, contacts: null })],
  ['figures as text, empty or null', (c) => ({ ...c, last_year_billing: '850000.00' })],
  ['an empty figure', (c) => ({ ...c, investment_budget: '' })],
  ['a timestamp for a date', (c) => ({ ...c, constitution_date: '2010-01-01T10:00:00Z' })],
  ['null public', (c) => ({ ...c, public: null })],
  ['a missing field', ({ notes: _notes, ...c }) => c],
  ['a fractional id list', (c) => ({ ...c, cnaes: [1.5] })],
]

describe('the clients page fast path', () => {
  it('gives exactly what the schema gives, field order included, for every seeded client', () => {
    for (const dialect of ['interface', 'vendor'] as const) {
      for (const wire of wireClients(dialect)) {
        const slow = ClientWireSchema.parse(wire)
        const fast = ClientWireFastSchema.parse(wire)
        expect(JSON.stringify(fast)).toBe(JSON.stringify(slow))
      }
    }
  })

  it('leaves anything not already in final form to the schema, with the same result', () => {
    const base = makeClient(7) as unknown as Record<string, unknown>
    expect(canonicalClient(base)).not.toBeNull()
    for (const [what, change] of VARIANTS) {
      const wire = change(base)
      expect(canonicalClient(wire), what).toBeNull()
      const slow = ClientWireSchema.safeParse(wire)
      const fast = ClientWireFastSchema.safeParse(wire)
      expect(fast.success, what).toBe(slow.success)
      if (slow.success && fast.success) {
        expect(JSON.stringify(fast.data), what).toBe(JSON.stringify(slow.data))
      }
    }
  })

  it('leaves out unknown keys, nested ones too, as the schema does', () => {
    const wire = {
      ...makeClient(7),
      extra: 1,
      expert_data: { id: 1, name: 'A', email: 'a', x: 2 },
    }
    expect(canonicalClient(wire)).not.toBeNull()
    expect(JSON.stringify(ClientWireFastSchema.parse(wire))).toBe(
      JSON.stringify(ClientWireSchema.parse(wire)),
    )
  })

  it('names the field of a refused client, inside the page', () => {
    const page = {
      count: 2,
      next: null,
      previous: null,
      results: [makeClient(1), { ...makeClient(2), employees_quantity: 'muchos' }],
    }
    const parsed = ClientPageWireSchema.safeParse(page)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path).toEqual(['results', 1, 'employees_quantity'])
  })
})
