import { type PortfolioRow } from './portfolio'

/** «Por convocatoria»: one grant with the clients that qualify. */
export interface GrantGroup {
  slug: string
  formatted_title: string
  status_text: string
  total_amount: number | null
  scope: string
  /** Some of its rows are new. */
  new: boolean
  rows: PortfolioRow[]
}

/** «Por cliente»: one client with its grants. */
export interface ClientGroup {
  client_id: number
  client_name: string
  nif: string
  new: boolean
  rows: PortfolioRow[]
}

/** The rows grouped by grant, in the order grants first appear. */
export function groupByGrant(rows: readonly PortfolioRow[]): GrantGroup[] {
  const groups = new Map<string, GrantGroup>()
  for (const row of rows) {
    const group = groups.get(row.slug)
    if (group) {
      group.rows.push(row)
      group.new ||= row.new
    } else {
      groups.set(row.slug, {
        slug: row.slug,
        formatted_title: row.formatted_title,
        status_text: row.status_text,
        total_amount: row.total_amount,
        scope: row.scope,
        new: row.new,
        rows: [row],
      })
    }
  }
  return [...groups.values()]
}

/** The rows grouped by client, in the order clients first appear. */
export function groupByClient(rows: readonly PortfolioRow[]): ClientGroup[] {
  const groups = new Map<number, ClientGroup>()
  for (const row of rows) {
    const group = groups.get(row.client_id)
    if (group) {
      group.rows.push(row)
      group.new ||= row.new
    } else {
      groups.set(row.client_id, {
        client_id: row.client_id,
        client_name: row.client_name,
        nif: row.nif,
        new: row.new,
        rows: [row],
      })
    }
  }
  return [...groups.values()]
}
