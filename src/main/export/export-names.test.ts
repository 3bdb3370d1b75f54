import { describe, expect, it } from 'vitest'
import { exportFileName, withExtension } from './export-names'

describe('export file names', () => {
  it('are readable, accent-free and dated', () => {
    const day = new Date(2026, 10, 21)
    expect(exportFileName('Concesiones de B12345674', 'csv', day)).toBe(
      'concesiones-de-b12345674-2026-11-21.csv',
    )
    expect(exportFileName('Ficha: Panadería Núñez, S.L.', 'xlsx', day)).toBe(
      'ficha-panaderia-nunez-s-l-2026-11-21.xlsx',
    )
    expect(exportFileName('../../etc/passwd', 'csv', day)).toBe('etc-passwd-2026-11-21.csv')
    expect(exportFileName('¿?', 'csv', day)).toBe('exportacion-2026-11-21.csv')
  })

  it('get their extension back when a dialog dropped it', () => {
    expect(withExtension('/home/ana/clientes', 'xlsx')).toBe('/home/ana/clientes.xlsx')
    expect(withExtension('/home/ana/clientes.XLSX', 'xlsx')).toBe('/home/ana/clientes.XLSX')
  })
})
