import { maxLengthOf } from './clients/client-fields'

/**
 * Text length limits (SC-EDIT-4: the service's bounds are unknown, so the app caps inputs at sensible
 * lengths, all kept here). A client's fields take theirs from the one field table.
 */
export const FIELD_LIMITS = {
  businessName: maxLengthOf('business_name'),
  email: maxLengthOf('email'),
  phone: maxLengthOf('phone'),
  reference: maxLengthOf('reference'),
  notes: maxLengthOf('notes'),
  contacts: maxLengthOf('contacts'),
  address: maxLengthOf('address'),
  location: maxLengthOf('location'),
  personName: maxLengthOf('legal_representative_name'),
  representationType: maxLengthOf('legal_representation_type'),
  projectDescription: maxLengthOf('project_description'),
  search: 200,
  /** A case file's title (the vendor's `title`). */
  caseTitle: 255,
  caseReference: 100,
  /** A case file's additional data, and a status change's observation. */
  caseNote: 2000,
  maxAmount: 1e12,
  maxEmployees: 10_000_000,
} as const

/** A document's name in a case file's list of what the client owes. */
export const DOCUMENT_NAME_MAX = 300
