import { describe, expect, it } from 'vitest'
import { statusFactDate, statusNamedArchived } from './status-names'

describe('the date a status asks for', () => {
  it('knows presentation and concession by the status’s name, whatever its accents and case', () => {
    for (const name of ['Presentada', 'PRESENTADO', 'Solicitud presentada', 'presentádas'])
      expect(statusFactDate(name), name).toBe('presentationDate')
    for (const name of ['Concedida', 'Concedido - pendiente de justificación', 'CONCEDÍDO'])
      expect(statusFactDate(name), name).toBe('concessionDate')
  })

  it('asks for none for any other status, nor for one that says it was not', () => {
    for (const name of ['Borrador', 'Justificada', 'No concedida', 'No presentado', 'Presentación'])
      expect(statusFactDate(name), name).toBeNull()
  })
})

describe('a status named «Archivada»', () => {
  it('is known by its name, whatever its accents and case', () => {
    for (const name of ['Archivada', 'ARCHIVADO', 'Expediente archivado', 'Archivádas'])
      expect(statusNamedArchived(name), name).toBe(true)
    for (const name of ['Borrador', 'Archivo pendiente', 'Concedida'])
      expect(statusNamedArchived(name), name).toBe(false)
  })
})
