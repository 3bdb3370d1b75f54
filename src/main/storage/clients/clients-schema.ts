import { type DerivedRow, LOAD_FIELDS } from '../../base/client-row'

/**
 * The indexes a load of many rows would otherwise update one row at a time (those of migration 4).
 * A first sync drops them and builds them again, sorted, at the end.
 */
export const LOAD_INDEXES: Readonly<Record<string, string>> = {
  // The default order's first: a first sync builds it before it ends, the others just after.
  clients_by_name: 'clients (account, name_key, id)',
  clients_by_nif: 'clients (account, nif, id)',
  clients_by_province: 'clients (account, province_name, id)',
  clients_by_status: 'clients (account, status, id)',
  clients_by_cnae: 'clients (account, cnae, id)',
  clients_by_expert: 'clients (account, expert_name, id)',
  clients_by_public: 'clients (account, public, id)',
  clients_by_employees: 'clients (account, employees_quantity, id)',
  clients_by_billing: 'clients (account, last_year_billing, id)',
}

/** The full-text indexes and the column of `clients` each one indexes. */
export const TEXT_INDEXES = [
  ['clients_fts', 'search'],
  ['clients_tags', 'tags'],
] as const
export type Indexed = Pick<DerivedRow, 'search' | 'tags'>

/** A row of `clients` as a DerivedRow (named parameters), new. */
export const INSERT_ROW_SQL = `INSERT INTO clients (account, ${LOAD_FIELDS.join(', ')})
  VALUES (@account, ${LOAD_FIELDS.map((field) => `@${field}`).join(', ')})`

/** A row of `clients` as a DerivedRow, over the row `@rid` (its account and id stay). */
export const UPDATE_ROW_SQL = `UPDATE clients SET ${LOAD_FIELDS.filter((field) => field !== 'id')
  .map((field) => `${field} = @${field}`)
  .join(', ')} WHERE rid = @rid`

/** The rows `@rids` (a JSON list, see ClientMatches) as `clients c`. */
export const MATCHES_SOURCE = 'FROM json_each(@rids) j CROSS JOIN clients c ON c.rid = j.value'
