import { describe, expect, it } from 'vitest'
import { CLIENT_FIELD_LABELS, fieldLabelKey } from '../../src/shared/client-field-labels'
import {
  CLIENT_FIELD_GROUPS,
  CLIENT_FIELDS,
  fieldsOfGroup,
  FORM_GROUPS,
  isEditableField,
} from '../../src/shared/client-fields'
import { CLIENT_EDITABLE_FIELDS, ClientSchema } from '../../src/shared/wire/client'
import { ClientFieldsSchema } from '../../src/shared/wire/client-edit'
import { FIELD_LIMITS } from '../../src/shared/limits'
import { clientsDataset, columnsOf } from '../../src/main/export/export-parts'
import { renderMessage } from '../../src/shared/messages/catalogue-lookup'

const keys = (list: readonly { key: string }[]) => list.map((field) => field.key)

describe('one client-field table', () => {
  it('lists every field of the Client once, and marks exactly SC-EDIT-1’s fields editable', () => {
    expect([...keys(CLIENT_FIELDS)].sort()).toEqual(Object.keys(ClientSchema.shape).sort())
    expect(new Set(keys(CLIENT_FIELDS)).size).toBe(CLIENT_FIELDS.length)
    expect(keys(CLIENT_FIELDS.filter(isEditableField)).sort()).toEqual(
      [...CLIENT_EDITABLE_FIELDS].sort(),
    )
  })

  it('gives the form every editable field and the record every field, each in one card', () => {
    const form = FORM_GROUPS.flatMap((group) => keys(fieldsOfGroup(group, 'form')))
    const record = CLIENT_FIELD_GROUPS.flatMap((group) => keys(fieldsOfGroup(group)))
    expect([...form].sort()).toEqual([...CLIENT_EDITABLE_FIELDS].sort())
    expect([...record].sort()).toEqual(keys(CLIENT_FIELDS).sort())
    expect(FORM_GROUPS).not.toContain('managers')
  })

  it('names every export column as the field table names it (the screens read the same names)', () => {
    // The form and the record label a field with `clients.fields.<label>`, which the renderer
    // builds from CLIENT_FIELD_LABELS (src/renderer/src/i18n/client-fields.test.ts checks it).
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

  it('takes every name from the message catalogue, so main’s messages name fields the same way', () => {
    for (const lang of ['es', 'en'] as const) {
      for (const field of CLIENT_FIELDS) {
        expect(CLIENT_FIELD_LABELS[lang][field.label], `${lang} ${field.key}`).toBe(
          renderMessage(lang, fieldLabelKey(field.label)),
        )
      }
      expect(
        renderMessage(lang, 'error.not_saved.fields_ignored', { fields: 'notes,reference' }),
      ).toContain(`${CLIENT_FIELD_LABELS[lang].notes}, ${CLIENT_FIELD_LABELS[lang].reference}`)
    }
  })

  it('drives the length limits of limits.ts and of the schema', () => {
    expect(FIELD_LIMITS.businessName).toBe(200)
    expect(FIELD_LIMITS.projectDescription).toBe(5000)
    const texts = CLIENT_FIELDS.filter(
      (field) => field.kind === 'text' || field.kind === 'longText' || field.kind === 'phone',
    )
    expect(texts.length).toBeGreaterThan(8)
    for (const field of texts) {
      const max = field.maxLength
      if (max === undefined) throw new Error(`${field.key} has no limit`)
      const schema = ClientFieldsSchema.shape[field.key as keyof typeof ClientFieldsSchema.shape]
      const value = (length: number) =>
        (field.kind === 'phone' ? '+' : 'a') + '1'.repeat(length - 1)
      expect(schema.safeParse(value(max)).success, field.key).toBe(true)
      expect(schema.safeParse(value(max + 1)).success, field.key).toBe(false)
    }
  })
})
