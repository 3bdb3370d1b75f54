import { z } from 'zod'
import { type ClientData, ClientWireSchema } from '@shared/wire/client'
import { pageSchema } from '@shared/wire/page'
import { identified } from '@shared/wire/wire-list'

type Plain = Record<string, unknown>

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isInt = (value: unknown): value is number => Number.isSafeInteger(value)
const isInts = (value: unknown): value is number[] => Array.isArray(value) && value.every(isInt)
const isText = (value: unknown): value is string => typeof value === 'string'
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value)
const isFigure = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value))
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * A client already in the form ClientWireSchema gives (every field present, of its final type,
 * dates as YYYY-MM-DD): the same object ClientWireSchema would return, fields in the same order,
 * unknown keys left out. Anything else is null, and goes through the schema.
 */
export function canonicalClient(value: unknown): ClientData | null {
  if (!isPlain(value)) return null
  const v = value
  const expert = v['expert_data']
  const platform = v['platform_data']
  const date = v['constitution_date']
  if (
    !isInt(v['id']) ||
    !isPlain(expert) ||
    !isInt(expert['id']) ||
    !isText(expert['name']) ||
    !isText(expert['email']) ||
    !isInts(v['experts']) ||
    typeof v['public'] !== 'boolean' ||
    !isInt(v['status']) ||
    !isPlain(platform) ||
    !isInt(platform['id']) ||
    !isText(platform['name']) ||
    !isText(v['nif']) ||
    !isText(v['business_name']) ||
    !isText(v['email']) ||
    !isTextOrNull(v['phone']) ||
    !isTextOrNull(v['reference']) ||
    !isTextOrNull(v['notes']) ||
    !isInts(v['province']) ||
    !isText(v['address']) ||
    !isText(v['postal_code']) ||
    !isText(v['location']) ||
    !isText(v['legal_representative_name']) ||
    !isText(v['legal_representative_nif']) ||
    !isText(v['legal_representation_type']) ||
    !isText(v['contacts']) ||
    !isInts(v['cnaes']) ||
    !isInts(v['provinces_to_work']) ||
    !isInts(v['applicant_types']) ||
    !isInts(v['action_items']) ||
    !isFigure(v['employees_quantity']) ||
    !(date === null || (isText(date) && ISO_DATE.test(date))) ||
    !isFigure(v['last_year_billing']) ||
    !isFigure(v['investment_budget']) ||
    !isText(v['project_description'])
  ) {
    return null
  }
  return {
    id: v['id'],
    expert_data: { id: expert['id'], name: expert['name'], email: expert['email'] },
    experts: v['experts'],
    public: v['public'],
    status: v['status'],
    platform_data: { id: platform['id'], name: platform['name'] },
    nif: v['nif'],
    business_name: v['business_name'],
    email: v['email'],
    phone: v['phone'],
    reference: v['reference'],
    notes: v['notes'],
    province: v['province'],
    address: v['address'],
    postal_code: v['postal_code'],
    location: v['location'],
    legal_representative_name: v['legal_representative_name'],
    legal_representative_nif: v['legal_representative_nif'],
    legal_representation_type: v['legal_representation_type'],
    contacts: v['contacts'],
    cnaes: v['cnaes'],
    provinces_to_work: v['provinces_to_work'],
    applicant_types: v['applicant_types'],
    action_items: v['action_items'],
    employees_quantity: v['employees_quantity'],
    constitution_date: date,
    last_year_billing: v['last_year_billing'],
    investment_budget: v['investment_budget'],
    project_description: v['project_description'],
  }
}

/**
 * ClientWireSchema with a fast path: a sync reads tens of thousands of clients, nearly all already
 * in their final form, and the schema's unions (numbers that may come as text, lists that may be
 * null) cost more than the check for that form. The rest, and every error, is the schema's own.
 */
export const ClientWireFastSchema = z.unknown().transform((value, ctx): ClientData => {
  const canonical = canonicalClient(value)
  if (canonical) return canonical
  const parsed = ClientWireSchema.safeParse(value)
  if (parsed.success) return parsed.data
  for (const { message, path } of parsed.error.issues) {
    ctx.issues.push({ code: 'custom', message, path, input: value })
  }
  return z.NEVER
})

/** A clients page: a client without an id is left out, the rest kept (SC-DIALECT-11). */
export const ClientPageWireSchema = pageSchema(identified(ClientWireFastSchema))
