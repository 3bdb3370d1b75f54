import { type StatusGroup } from '@shared/wire/status-group'

const group = (
  id: number,
  name: string,
  statuses: readonly (readonly [id: number, name: string, initial?: boolean])[],
): StatusGroup => ({
  id,
  name,
  status: statuses.map(([statusId, statusName, initial]) => ({
    id: statusId,
    initial_state: initial === true,
    name: statusName,
    template: 100 + statusId,
  })),
})

/** Case-file statuses (SC-STAT-2): six groups, two to five statuses each, at most one initial per group. */
export const STATUS_GROUPS: readonly StatusGroup[] = [
  group(1, 'Preparación', [
    [11, 'Borrador', true],
    [12, 'Documentación pendiente'],
    [13, 'Revisión interna'],
  ]),
  group(2, 'Presentación', [
    [21, 'Lista para presentar', true],
    [22, 'Presentada'],
    [23, 'Requerimiento recibido'],
    [24, 'Subsanada'],
  ]),
  group(3, 'Resolución', [
    [31, 'En evaluación', true],
    [32, 'Propuesta de resolución provisional'],
    [33, 'Alegaciones presentadas'],
    [34, 'Resolución definitiva'],
  ]),
  group(4, 'Ejecución y justificación', [
    [41, 'Aceptada', true],
    [42, 'En ejecución'],
    [43, 'Justificación pendiente'],
    [44, 'Justificada'],
    [45, 'Cobrada'],
  ]),
  group(5, 'Denegada o desistida', [
    [51, 'Denegada'],
    [52, 'Desistida'],
    [53, 'Recurso presentado'],
  ]),
  group(6, 'Archivo', [
    [61, 'Archivada', true],
    [62, 'Reabierta'],
  ]),
]

/** The template whose own statuses the reading `statusTemplates: 'bound'` adds (the first seeded one). */
export const BOUND_TEMPLATE = 51
/** A bound copy of a status: its id moved past the catalogue's, for `BOUND_TEMPLATE` only. */
export const BOUND_OFFSET = 500

/**
 * The catalogue as a reading of the statuses' `template` serves it: `seeded`, each status naming a
 * template of its own that no case-file template is; `shared`, every status naming none (any
 * template may take it); `bound`, the shared ones plus a copy of each for `BOUND_TEMPLATE` alone.
 */
export function catalogueFor(reading: 'seeded' | 'shared' | 'bound'): readonly StatusGroup[] {
  if (reading === 'seeded') return STATUS_GROUPS
  const shared = STATUS_GROUPS.map((g) => ({
    ...g,
    status: g.status.map((s) => ({ ...s, template: null })),
  }))
  if (reading === 'shared') return shared
  return shared.map((g) => ({
    ...g,
    status: [
      ...g.status,
      ...g.status.map((s) => ({
        ...s,
        id: s.id + BOUND_OFFSET,
        name: `${s.name} (Kit Digital)`,
        template: BOUND_TEMPLATE,
      })),
    ],
  }))
}
