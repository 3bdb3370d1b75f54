import { describe, expect, it } from 'vitest'
import { type PortfolioRow, PortfolioRowSchema } from '@shared/portfolio/portfolio'
import {
  clientOpportunitiesDataset,
  columnsOf,
  type Dataset,
  opportunitiesDataset,
} from './datasets'
import { portfolioClientsDataset, portfolioGrantsDataset } from './portfolio-datasets'

const row = (status_text: string, origin: PortfolioRow['origin']): PortfolioRow =>
  PortfolioRowSchema.parse({
    client_id: 7,
    client_name: 'Talleres Fernández S.L.',
    nif: 'B12345674',
    slug: 'kit-digital',
    formatted_title: 'Kit Digital',
    status_text,
    total_amount: 1000,
    scope: 'Estatal',
    new: false,
    received: null,
    origin,
  })

const column = <T>(columns: readonly { key: string }[], key: string) => {
  const found = columns.find((c) => c.key === key)
  if (!found) throw new Error(`no ${key}`)
  return found as unknown as { header: string; type: string; value: (row: T) => unknown }
}

describe('the opportunities exports: the closing date and the origin', () => {
  it('gives every opportunities dataset the closing date as «Plazos» reads it, a date cell, empty when none', () => {
    const datasets = [
      opportunitiesDataset,
      clientOpportunitiesDataset,
      portfolioClientsDataset,
      portfolioGrantsDataset,
    ] as unknown as Dataset<{ status_text: string }>[]
    for (const dataset of datasets) {
      const deadline = column<{ status_text: string }>(columnsOf('es', dataset), 'deadline')
      expect(deadline.type).toBe('date')
      expect(deadline.header).toBe('Fin del plazo')
      expect(deadline.value({ status_text: 'Abierta hasta el 30/06/2026' })).toBe('2026-06-30')
      expect(deadline.value({ status_text: 'Apertura el 02/12/2026 y cierre el 15/01/2027' })).toBe(
        '2027-01-15',
      )
      expect(deadline.value({ status_text: 'Abierta' })).toBeNull()
      expect(deadline.value({ status_text: 'Abierta hasta el 31/02/2026' })).toBeNull()
      const english = column<{ status_text: string }>(columnsOf('en', dataset), 'deadline')
      expect(english.header).toBe('Closing date')
    }
  })

  it('says each «Cartera» row’s origin, in Spanish or in English', () => {
    const origin = column<PortfolioRow>(columnsOf('es', portfolioClientsDataset), 'origin')
    expect(origin.header).toBe('Origen')
    expect(origin.value(row('Abierta', 'profile'))).toBe('Perfil')
    expect(origin.value(row('Abierta', 'nif-cnae'))).toBe('NIF y CNAE')
    const english = column<PortfolioRow>(columnsOf('en', portfolioClientsDataset), 'origin')
    expect(english.header).toBe('Origin')
    expect(english.value(row('Abierta', 'profile'))).toBe('Profile')
    expect(english.value(row('Abierta', 'nif-cnae'))).toBe('NIF and CNAE')
  })
})
