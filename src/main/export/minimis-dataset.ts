import { type DeMinimisAid } from '@shared/bdns/de-minimis'
import { column } from './columns'
import { type Dataset } from './datasets'

/** A de minimis aid of the registry, with the NIF it was asked for (a group's rows are others'). */
export type MinimisAidRow = DeMinimisAid & { asked: string }

/** «Ayudas de minimis» (`bdns minimis --format csv|xlsx`): one row per aid of the window. */
export const minimisAidDataset: Dataset<MinimisAidRow> = {
  name: 'export.sheet.minimis_aid',
  columns: [
    column('asked_nif', 'text', (r) => r.asked),
    column('nif', 'text', (r) => r.nif),
    column('bdns_code', 'text', (r) => r.bdns_code),
    column('granted_on', 'date', (r) => r.granted_on),
    column('regulation', 'text', (r) => r.regulation),
    column('grantor', 'text', (r) => r.grantor),
    column('aid_amount', 'money', (r) => r.amount),
  ],
  defaultOrder: [
    'asked_nif',
    'nif',
    'bdns_code',
    'granted_on',
    'regulation',
    'grantor',
    'aid_amount',
  ],
}
