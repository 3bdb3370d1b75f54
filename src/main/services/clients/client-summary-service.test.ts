import { describe, expect, it } from 'vitest'
import { type OpportunitiesRun, type PortfolioRow } from '@shared/portfolio/portfolio'
import { createClientSummaryService } from './client-summary-service'

const DAY_MS = 86_400_000
/** Noon of 15/03/2026 in Madrid. */
const NOW = Date.UTC(2026, 2, 15, 11)

const row = (slug: string, amount: number | null, fresh = false, clientId = 7): PortfolioRow => ({
  client_id: clientId,
  client_name: 'Talleres Núñez S.L.',
  nif: 'B12345674',
  slug,
  formatted_title: `Ayuda ${slug}`,
  status_text: 'Abierta',
  total_amount: amount,
  scope: 'Estatal',
  new: fresh,
  received: null,
  origin: 'profile',
})

function service(kept: { fetchedAt: number } | null, run: OpportunitiesRun | null = null) {
  const asked: string[] = []
  const summaries = createClientSummaryService({
    concessions: {
      kept: (nif) => {
        asked.push(nif)
        return (
          kept && {
            count: 3,
            complete: true,
            fetchedAt: kept.fetchedAt,
            rows: [
              {
                fund_id: 1,
                fund_title: 'A',
                beneficiary_name: 'T',
                concession_date: '2023-03-16',
                awarded_amount: 250_000,
              },
              {
                fund_id: 2,
                fund_title: 'B',
                beneficiary_name: 'T',
                concession_date: '2026-02-15',
                awarded_amount: 100_000,
              },
              {
                fund_id: 3,
                fund_title: 'C',
                beneficiary_name: 'T',
                concession_date: null,
                awarded_amount: 5,
              },
            ],
          }
        )
      },
    },
    latestOpportunities: () => run,
    threshold: () => 300_000,
    now: () => NOW,
  })
  return { asked, summary: (input: { clientId: number; nif: string }) => summaries.summary(input) }
}

describe('the client summary', () => {
  it('sums the kept concessions over the three years that end today, the undated apart', () => {
    const { asked, summary } = service({ fetchedAt: NOW - DAY_MS + 1 })
    expect(summary({ clientId: 7, nif: ' b12345674 ' })).toEqual({
      nif: 'B12345674',
      threshold: 300_000,
      concessions: {
        fetchedAt: NOW - DAY_MS + 1,
        old: false,
        complete: true,
        count: 3,
        loaded: 3,
        window: { from: '2023-03-16', to: '2026-03-15' },
        total: 350_005,
        last_date: '2026-02-15',
        window_total: 350_000,
        undated_count: 1,
        undated_total: 5,
      },
      opportunities: null,
    })
    expect(asked).toEqual(['B12345674'])
  })

  it('says a kept answer of a day or more is old; a client without a NIF looks nothing up', () => {
    const { asked, summary } = service({ fetchedAt: NOW - DAY_MS })
    expect(summary({ clientId: 7, nif: 'B12345674' }).concessions?.old).toBe(true)
    expect(summary({ clientId: 7, nif: '  ' }).concessions).toBeNull()
    expect(asked).toEqual(['B12345674'])
  })

  it('lists the client’s new opportunities first, then the largest, five at most, and counts them all', () => {
    const run: OpportunitiesRun = {
      kind: 'opportunities',
      runAt: NOW,
      previousRunAt: NOW - DAY_MS,
      clients: 2,
      requests: 2,
      confirmedRequests: null,
      incomplete: [
        {
          id: 9,
          name: 'Sin perfil',
          nif: 'B00000000',
          missing: ['action_items'],
          nifNotFound: false,
        },
      ],
      rows: [
        row('a', 10),
        row('b', null, true),
        row('c', 500),
        row('d', 30),
        row('e', 20),
        row('f', 40),
        row('other', 1e9, true, 8),
      ],
      disappeared: [],
    }
    const { summary } = service(null, run)
    const mine = summary({ clientId: 7, nif: 'B12345674' }).opportunities
    expect(mine).toMatchObject({ runAt: NOW, missing: [], count: 6, newCount: 1 })
    expect(mine?.rows.map((r) => r.slug)).toEqual(['b', 'c', 'f', 'd', 'e'])
    expect(summary({ clientId: 9, nif: 'B00000000' }).opportunities).toMatchObject({
      count: 0,
      missing: ['action_items'],
      rows: [],
    })
  })
})
