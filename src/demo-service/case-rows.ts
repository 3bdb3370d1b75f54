import { type StoredClient } from './seed/clients-seed'
import { expertById } from './seed/accounts'
import { platformName, type StoredCase } from './seed/cases-seed'
import { type Readings } from './readings'
import { catalogueFor } from './seed/status-groups'

/** A case file as `forms/` and `forms/{id}/` serve it, in both dialects. */
export interface CaseRow {
  id: number
  identifier: string
  uuid: string
  title: string
  client_data: { id: number; business_name: string; email: string; nif: string }
  expert_data: { id: number; name: string; email: string }
  company: string
  phone: string | null
  platform: string
  reference: string | null
  additional_data: string | null
  /** Both null for a case file that `update-status` has not given a status yet. */
  status_group: { id: number; name: string } | null
  current_status: { id: number; name: string } | null
  requested_amount: number | string
  awarded_amount: number | string | null
  presentation_date: string | null
  concession_date: string | null
  shared_client: boolean
}

function named(groupId: number | null, statusId: number | null) {
  const group = catalogueFor('bound').find((g) => g.id === groupId)
  const status = group?.status.find((s) => s.id === statusId)
  return {
    status_group: group ? { id: group.id, name: group.name } : null,
    current_status: status ? { id: status.id, name: status.name } : null,
  }
}

/** An amount as text, as the vendor types `awarded_amount` (and a service may send both). */
const asText = (amount: number) => amount.toFixed(2)

/** How a row is written: the dialect, and the readings that decide its types. */
export interface CaseRowForm {
  vendor: boolean
  readings: Pick<Readings, 'amountsAsStrings' | 'decimalAmounts' | 'nullDates' | 'nullTexts'>
}

const OURS: CaseRowForm = {
  vendor: false,
  readings: { amountsAsStrings: false, decimalAmounts: false, nullDates: false, nullTexts: false },
}

/**
 * The row of `record`, with its client's data as the client is now. Our dialect as it stores it
 * (`amountsAsStrings`: its two amounts as texts). The vendor's as its document types it, unless a
 * reading departs: `requested_amount` a whole number, `awarded_amount` a text, and texts, dates and
 * statuses that it types as not nullable left out when empty (SC-DIALECT-12).
 */
export function caseRow(
  record: StoredCase,
  client: StoredClient,
  form: CaseRowForm = OURS,
): Partial<CaseRow> {
  const row = plainRow(record, client)
  const { readings } = form
  if (!form.vendor) {
    if (!readings.amountsAsStrings) return row
    return {
      ...row,
      requested_amount: asText(record.requested_amount),
      awarded_amount: record.awarded_amount === null ? null : asText(record.awarded_amount),
    }
  }
  const requested = readings.decimalAmounts
    ? record.requested_amount
    : Math.round(record.requested_amount)
  const awarded =
    record.awarded_amount === null || (readings.decimalAmounts && !readings.amountsAsStrings)
      ? record.awarded_amount
      : asText(record.awarded_amount)
  const vendorRow: Partial<CaseRow> = {
    ...row,
    requested_amount: readings.amountsAsStrings ? asText(record.requested_amount) : requested,
    awarded_amount: awarded,
  }
  const keys = readings.nullTexts
    ? []
    : (['phone', 'reference', 'additional_data', 'status_group', 'current_status'] as const)
  for (const key of keys) if (vendorRow[key] === null) delete vendorRow[key]
  if (!readings.nullDates && vendorRow.presentation_date === null) {
    delete vendorRow.presentation_date
  }
  return vendorRow
}

function plainRow(record: StoredCase, client: StoredClient): CaseRow {
  const expert = expertById(record.expertId)
  return {
    id: record.id,
    identifier: record.identifier,
    uuid: record.uuid,
    title: record.title,
    client_data: {
      id: client.id,
      business_name: client.business_name,
      email: client.email,
      nif: client.nif,
    },
    expert_data: expert
      ? { id: expert.id, name: expert.name, email: expert.email }
      : client.expert_data,
    company: client.business_name,
    phone: client.phone,
    platform: platformName(client.platform_data.id),
    reference: record.reference,
    additional_data: record.additional_data,
    ...named(record.statusGroupId, record.statusId),
    requested_amount: record.requested_amount,
    awarded_amount: record.awarded_amount,
    presentation_date: record.presentation_date,
    concession_date: record.concession_date,
    shared_client: record.shared_client,
  }
}
