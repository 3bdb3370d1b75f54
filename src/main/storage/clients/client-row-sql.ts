import { type ClientRow } from '@shared/clients/clients'

/** The copy of each client of `copies` (see PageRows), as SQL selects it from `json_each(@copies) p`. */
export const COPY_TEXT_SQL = 'CAST(substr(@texts, p.value ->> 1, p.value ->> 2) AS TEXT)'

/** A row as the list reads it from `clients c` (ROW_COLUMNS and `pending`). */
export interface RowRecord {
  id: number
  business_name: string
  nif: string
  province: number | null
  status: number
  cnae: number | null
  expert_id: number
  expert_name: string
  public: number
  pending: ClientRow['pending']
}

export const ROW_COLUMNS = `c.id, c.business_name, c.nif, c.province, c.status, c.cnae,
  c.expert_id, c.expert_name, c.public`

/**
 * Whether the client has edits waiting, in conflict, refused or not saved (the worst of them); a
 * client added offline is `pending` until the service makes it, `failed` when it refused it.
 */
export const PENDING_SQL = `COALESCE((
  SELECT CASE
    WHEN SUM(o.status = 'conflict') > 0 THEN 'conflict'
    WHEN SUM(o.status = 'pending') > 0 THEN 'pending'
    WHEN SUM(o.status = 'failed' AND o.reason IS NOT 'not_saved') > 0 THEN 'failed'
    WHEN SUM(o.status = 'failed') > 0 THEN 'not_saved'
  END
  FROM outbox o WHERE o.account = c.account AND o.client_id = c.id AND o.kind IN ('client', 'create') AND o.status NOT IN ('done', 'discarded')
), 'none')`

export function toRow(r: RowRecord): ClientRow {
  return {
    id: r.id,
    businessName: r.business_name,
    nif: r.nif,
    province: r.province,
    status: r.status,
    cnae: r.cnae,
    expertId: r.expert_id,
    expertName: r.expert_name,
    public: r.public === 1,
    pending: r.pending,
  }
}
