import { type CaseDetail, type CaseFormOptions } from '@shared/cases/cases'
import { type CaseFile } from '@shared/wire/case-file'

/** A catalogue of two groups; «Preparación · Borrador» is the initial status. */
export const OPTIONS: CaseFormOptions = {
  availability: 'yes',
  catalogue: [
    {
      id: 10,
      name: 'Preparación',
      status: [
        { id: 101, name: 'Borrador', initial_state: true, template: null },
        { id: 102, name: 'Documentación', initial_state: false, template: null },
      ],
    },
    {
      id: 20,
      name: 'Resolución',
      status: [{ id: 201, name: 'Concedido', initial_state: false, template: null }],
    },
  ],
  initial: { group: { id: 10, name: 'Preparación' }, status: { id: 101, name: 'Borrador' } },
  templates: [
    { id: 1, name: 'Genérica', fundId: null, fundTitle: null },
    { id: 2, name: 'Kit Digital', fundId: 77, fundTitle: 'Kit Digital 2026' },
  ],
  experts: [
    { id: 5, name: 'Ana Pérez' },
    { id: 6, name: 'Luis Gil' },
  ],
  me: 6,
}

/** A case file in «Preparación · Borrador» as the vendor sends a new one: no amount (0), no dates. */
export const CASE_FILE: CaseFile = {
  id: 42,
  identifier: 'EXP-2026-0042',
  uuid: 'b7c1',
  title: 'Kit Digital',
  client_data: {
    id: 7,
    business_name: 'Talleres Norte SL',
    email: 'norte@example.es',
    nif: 'B12345674',
  },
  expert_data: { id: 6, name: 'Luis Gil', email: 'luis@example.es' },
  company: 'Talleres Norte SL',
  phone: null,
  platform: 'fandit',
  reference: null,
  additional_data: null,
  status_group: { id: 10, name: 'Preparación' },
  current_status: { id: 101, name: 'Borrador' },
  requested_amount: 0,
  awarded_amount: null,
  presentation_date: null,
  concession_date: null,
  shared_client: null,
}

/** `cases.get`'s answer for CASE_FILE, synced on 09/03/2026 at 10:05 (local time). */
export const CASE_DETAIL: CaseDetail = {
  caseFile: CASE_FILE,
  archived: false,
  pending: 'none',
  syncedAt: new Date(2026, 2, 9, 10, 5).getTime(),
  grant: null,
  refused: null,
  unarchive: true,
}
