import { describe, expect, it } from 'vitest'
import { CLIENT_FIELD_LABELS } from '@shared/clients/client-field-labels'
import { CLIENT_FIELDS } from '@shared/clients/client-fields'
import { clientsDataset, columnsOf } from './export-parts'

const keys = (list: readonly { key: string }[]) => list.map((field) => field.key)

describe('the clients export’s columns', () => {
  it('names every export column as the field table names it (the screens read the same names)', () => {
    // The form and the record label a field with `clients.fields.<label>`, which the renderer
    // builds from CLIENT_FIELD_LABELS (src/renderer/src/i18n/i18n.client-fields.test.ts checks it).
    const columns = columnsOf('es', clientsDataset())
    expect(keys(columns)).toEqual(keys(CLIENT_FIELDS))
    for (const field of CLIENT_FIELDS) {
      const column = columns.find((c) => c.key === field.key)
      expect(column?.header, field.key).toBe(CLIENT_FIELD_LABELS.es[field.label])
      expect(column?.type, field.key).toBe(field.export)
    }
    // In English too (part B's headers follow the UI language unless Spanish is kept).
    const english = columnsOf('en', clientsDataset())
    for (const field of CLIENT_FIELDS) {
      const column = english.find((c) => c.key === field.key)
      expect(column?.header, field.key).toBe(CLIENT_FIELD_LABELS.en[field.label])
    }
    expect(columns.map((c) => c.header)).toEqual(
      CLIENT_FIELDS.map((field) => CLIENT_FIELD_LABELS.es[field.label]),
    )
    // The names the issue found differing between screens and files.
    const header = (key: string) => columns.find((column) => column.key === key)?.header
    expect(header('action_items')).toBe('Acciones')
    expect(header('expert_data')).toBe('Gestor')
    expect(header('business_name')).toBe('Nombre o razón social')
  })
})
