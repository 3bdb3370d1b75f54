import { describe, expect, it } from 'vitest'
import { CLIENT_FIELD_LABELS, fieldLabelKey } from './client-field-labels'
import {
  CLIENT_FIELD_GROUPS,
  CLIENT_FIELDS,
  fieldsOfGroup,
  FORM_GROUPS,
  isEditableField,
} from './client-fields'
import { ClientSchema } from '../wire/client'
import { CLIENT_EDITABLE_FIELDS } from '../wire/client-editable'
import { ClientFieldsSchema } from '../wire/client-edit'
import { FIELD_LIMITS } from '../limits'
import { renderMessage } from '../messages/catalogue-lookup'

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
