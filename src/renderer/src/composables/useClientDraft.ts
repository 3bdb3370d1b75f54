import { computed, type ComputedRef, ref, type Ref, shallowRef } from 'vue'
import { type ClientUpdateInput } from '@shared/clients/clients'
import { type ClientData } from '@shared/wire/client'
import { CLIENT_EDITABLE_FIELDS, type ClientEditableField } from '@shared/wire/client-editable'
import { ClientFieldsSchema, ClientFormSchema, emptiedFigures } from '@shared/wire/client-edit'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { fieldErrorsOf, type FieldErrors } from '@shared/validation'
import { uiLanguage } from '../i18n/i18n'

/** The edit form's values: what the inputs hold, before the schema normalises them. */
export interface ClientDraft {
  nif: string
  business_name: string
  email: string
  phone: string
  public: boolean
  status: number
  reference: string
  notes: string
  contacts: string
  address: string
  postal_code: string
  location: string
  province: number | null
  legal_representative_name: string
  legal_representative_nif: string
  legal_representation_type: string
  cnaes: number[]
  provinces_to_work: number[]
  applicant_types: number[]
  action_items: number[]
  employees_quantity: number | null
  constitution_date: string
  last_year_billing: number | null
  investment_budget: number | null
  project_description: string
}

export function draftOf(client: ClientData): ClientDraft {
  return {
    nif: client.nif,
    business_name: client.business_name,
    email: client.email,
    phone: client.phone ?? '',
    public: client.public,
    status: client.status,
    reference: client.reference ?? '',
    notes: client.notes ?? '',
    contacts: client.contacts,
    address: client.address,
    postal_code: client.postal_code,
    location: client.location,
    province: client.province[0] ?? null,
    legal_representative_name: client.legal_representative_name,
    legal_representative_nif: client.legal_representative_nif,
    legal_representation_type: client.legal_representation_type,
    cnaes: [...client.cnaes],
    provinces_to_work: [...client.provinces_to_work],
    applicant_types: [...client.applicant_types],
    action_items: [...client.action_items],
    employees_quantity: client.employees_quantity,
    constitution_date: client.constitution_date ?? '',
    last_year_billing: client.last_year_billing,
    investment_budget: client.investment_budget,
    project_description: client.project_description,
  }
}

/** A field's value as a PATCH carries it (SC-EDIT-2: `province` is one number there, a list in a client). */
function wireOf(client: ClientData, field: ClientEditableField): unknown {
  return field === 'province' ? client.province[0] : client[field]
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** «cnaes.2» and «patch.cnaes» both belong to the field «cnaes». */
function fieldOf(path: string): string {
  const parts = path.split('.')
  return (parts[0] === 'patch' ? parts[1] : parts[0]) ?? path
}

interface ClientChanges {
  patch: ClientUpdateInput['patch']
  base: ClientUpdateInput['base']
}

export interface ClientDraftState {
  draft: Ref<ClientDraft | null>
  /** Messages to show: the server's, or the schema's once a field was touched or on submit. */
  errors: ComputedRef<FieldErrors>
  /**
   * What the service already holds wrong or empty in fields the user has not changed (a client
   * created with only its NIF): shown on their fields, never blocking the save of another.
   */
  warnings: ComputedRef<FieldErrors>
  /** The fields the service lacks a value for, of those the form requires when they are changed. */
  missing: ComputedRef<ClientEditableField[]>
  /** Server messages on no field of the form. */
  otherErrors: Ref<string[]>
  dirty: ComputedRef<boolean>
  changedCount: ComputedRef<number>
  valid: ComputedRef<boolean>
  reset(client: ClientData): void
  touch(field: string): void
  set<K extends keyof ClientDraft>(field: K, value: ClientDraft[K]): void
  submit(): ClientChanges | null
  setServerErrors(fields: Record<string, string[]>): void
  /** After a save: what is in the form is now the baseline. */
  commit(client: ClientData): void
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/** The postal code and the province are judged together: a change to one checks it against the other. */
const PAIRED: Partial<Record<ClientEditableField, ClientEditableField>> = {
  postal_code: 'province',
  province: 'postal_code',
}

/**
 * An editable client, validated live with the shared ClientFormSchema, field by field: a field the
 * user changes must be valid to save, while one the service already holds empty or invalid (a
 * client created with only its NIF) is a warning on its own field. Saving sends only the fields the
 * user changed (SC-EDIT-5) and, as `base`, what the form showed for them before editing.
 */
export function useClientDraft(): ClientDraftState {
  const original = shallowRef<ClientData | null>(null)
  const initial = shallowRef<ClientDraft | null>(null)
  const draft = ref<ClientDraft | null>(null)
  const touched = ref<ReadonlySet<string>>(new Set())
  const submitted = ref(false)
  const serverErrors = ref<FieldErrors>({})
  const otherErrors = ref<string[]>([])

  const parsed = computed(() => (draft.value ? ClientFormSchema.safeParse(draft.value) : null))
  /** Each field judged on its own: one in error never hides another's message. */
  const schemaErrors = computed<FieldErrors>(() => {
    const result = parsed.value
    const byField: FieldErrors = {}
    if (result && !result.success) {
      for (const [path, messages] of Object.entries(fieldErrorsOf(result.error, uiLanguage()))) {
        ;(byField[fieldOf(path)] ??= []).push(...messages)
      }
    }
    if (draft.value && initial.value) {
      for (const field of emptiedFigures(initial.value, draft.value)) {
        byField[field] ??= [renderMessage(uiLanguage(), 'validation.figure_not_emptied')]
      }
    }
    return byField
  })
  const changedFields = computed(() => {
    const now = draft.value
    const before = initial.value
    if (!now || !before) return []
    return CLIENT_EDITABLE_FIELDS.filter((field) => !same(now[field], before[field]))
  })
  /**
   * A field's message blocks the save when the user changed it, or changed the field it is paired
   * with while it holds a value (an empty postal code contradicts no province).
   */
  const isJudged = (field: string) => {
    const changed = changedFields.value as readonly string[]
    if (changed.includes(field)) return true
    const pair = PAIRED[field as ClientEditableField]
    const value = draft.value?.[field as keyof ClientDraft]
    return pair !== undefined && changed.includes(pair) && !isBlank(value)
  }
  const blocking = computed<FieldErrors>(() =>
    Object.fromEntries(Object.entries(schemaErrors.value).filter(([field]) => isJudged(field))),
  )

  const errors = computed<FieldErrors>(() => {
    const shown: FieldErrors = {}
    for (const [field, messages] of Object.entries(blocking.value)) {
      // The postal code is checked against the province too.
      const seen =
        touched.value.has(field) || (field === 'postal_code' && touched.value.has('province'))
      if (submitted.value || seen) shown[field] = messages
    }
    return { ...shown, ...serverErrors.value }
  })

  const missing = computed<ClientEditableField[]>(() => {
    const now = draft.value
    if (!now) return []
    return CLIENT_EDITABLE_FIELDS.filter(
      (field) => schemaErrors.value[field] && !isJudged(field) && isBlank(now[field]),
    )
  })
  const warnings = computed<FieldErrors>(() => {
    const now = draft.value
    const lang = uiLanguage()
    const shown: FieldErrors = {}
    for (const [field, messages] of Object.entries(schemaErrors.value)) {
      if (isJudged(field) || serverErrors.value[field] || !now) continue
      const blank = isBlank(now[field as keyof ClientDraft])
      shown[field] = blank
        ? [renderMessage(lang, 'validation.missing_on_service')]
        : messages.map((message) => renderMessage(lang, 'validation.wrong_on_service', { message }))
    }
    return shown
  })

  function reset(client: ClientData): void {
    original.value = client
    initial.value = draftOf(client)
    draft.value = draftOf(client)
    touched.value = new Set()
    submitted.value = false
    serverErrors.value = {}
    otherErrors.value = []
  }

  function touch(field: string): void {
    if (!touched.value.has(field)) touched.value = new Set([...touched.value, field])
  }

  function set<K extends keyof ClientDraft>(field: K, value: ClientDraft[K]): void {
    if (!draft.value) return
    draft.value = { ...draft.value, [field]: value }
    touch(field)
    if (serverErrors.value[field]) {
      const rest = { ...serverErrors.value }
      delete rest[field]
      serverErrors.value = rest
    }
  }

  function submit(): ClientChanges | null {
    submitted.value = true
    const now = draft.value
    const client = original.value
    if (!now || !client || Object.keys(blocking.value).length > 0) return null
    const patch: Record<string, unknown> = {}
    const base: Record<string, unknown> = {}
    for (const field of changedFields.value) {
      // Each changed field as the schema normalises it (trimmed, empty as null…).
      const value = ClientFieldsSchema.shape[field].safeParse(now[field])
      if (!value.success) return null
      // Compared normalised: retyping a NIF in lower case is no change.
      if (same(value.data, wireOf(client, field))) continue
      patch[field] = value.data
      base[field] = wireOf(client, field)
    }
    return { patch, base }
  }

  function setServerErrors(fields: Record<string, string[]>): void {
    const mapped: FieldErrors = {}
    const other: string[] = []
    const known = new Set<string>(CLIENT_EDITABLE_FIELDS)
    for (const [path, messages] of Object.entries(fields)) {
      const field = fieldOf(path)
      if (known.has(field) && !path.startsWith('base.')) (mapped[field] ??= []).push(...messages)
      else other.push(...messages)
    }
    serverErrors.value = mapped
    otherErrors.value = other
  }

  return {
    draft,
    errors,
    warnings,
    missing,
    otherErrors,
    dirty: computed(() => changedFields.value.length > 0),
    changedCount: computed(() => changedFields.value.length),
    valid: computed(() => draft.value !== null && Object.keys(blocking.value).length === 0),
    reset,
    touch,
    set,
    submit,
    setServerErrors,
    commit: reset,
  }
}
