import { type OutboxEntry } from '@shared/clients/clients'

/** An adviser's offline edit of three fields of a client that the platform's admin changed meanwhile. */
export const CLIENT_CONFLICT: OutboxEntry = {
  id: 12,
  kind: 'client',
  caseId: null,
  caseLabel: null,
  clientId: 3,
  clientName: 'Gráficas Alcobendas SL',
  fields: ['phone', 'province', 'last_year_billing'],
  status: 'conflict',
  createdAt: Date.UTC(2026, 2, 1),
  error: null,
  reason: null,
  conflicts: [
    { field: 'phone', base: '', mine: '951 000 001', theirs: '951 000 002' },
    { field: 'province', base: 28, mine: 41, theirs: 8 },
    { field: 'last_year_billing', base: 100000, mine: 125000.5, theirs: null },
  ],
}

/** A case file's status, changed offline from none while someone else set another. */
export const CASE_STATUS_CONFLICT: OutboxEntry = {
  id: 8,
  kind: 'case',
  caseId: 44,
  caseLabel: 'EXP-44 · Kit Digital 2026',
  clientId: 3,
  clientName: 'Talleres Ruiz SL',
  fields: ['case_status'],
  status: 'conflict',
  createdAt: Date.UTC(2026, 2, 1),
  error: null,
  reason: null,
  conflicts: [
    {
      field: 'case_status',
      base: null,
      mine: { group: { id: 20, name: 'Resolución' }, status: { id: 201, name: 'Concedido' } },
      theirs: {
        group: { id: 10, name: 'Preparación' },
        status: { id: 102, name: 'Documentación' },
      },
    },
  ],
}
