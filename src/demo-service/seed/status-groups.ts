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
