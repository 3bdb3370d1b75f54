/**
 * Text length limits (G16: the service's bounds are unknown, so the app caps inputs at sensible
 * lengths, all kept here).
 */
export const FIELD_LIMITS = {
  businessName: 200,
  email: 254,
  phone: 30,
  reference: 100,
  notes: 4000,
  contacts: 2000,
  address: 250,
  location: 100,
  personName: 200,
  representationType: 100,
  projectDescription: 5000,
  search: 200,
  maxAmount: 1e12,
  maxEmployees: 10_000_000,
} as const
