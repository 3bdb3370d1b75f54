import { describe, expect, it } from 'vitest'
import { CLIENT_FIELD_LABELS } from '@shared/clients/client-field-labels'
import { CLIENT_FIELDS } from '@shared/clients/client-fields'
import { en } from './ui-en'
import { es } from './ui-es'

describe('the screens’ names of client fields', () => {
  it('are the field table’s names, the ones the exports use, in both languages', () => {
    for (const field of CLIENT_FIELDS) {
      expect(es.clients.fields[field.label], field.key).toBe(CLIENT_FIELD_LABELS.es[field.label])
      expect(en.clients.fields[field.label], field.key).toBe(CLIENT_FIELD_LABELS.en[field.label])
    }
  })

  it('say «Gestor» for the manager wherever the clients screens name him', () => {
    expect(es.clients.fields.expert_data).toBe('Gestor')
    expect(es.clients.filters.expert).toBe(es.clients.fields.expert_data)
    expect(es.clients.columns.expert).toBe(es.clients.fields.expert_data)
    expect(en.clients.columns.expert).toBe(en.clients.fields.expert_data)
  })
})
