import { type CaseFormOptions } from '@shared/cases'

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
