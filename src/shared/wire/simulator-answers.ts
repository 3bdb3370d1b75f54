/** The service's `detail` when a simulator body lacks a required field or brings it empty (SC-SIM-1). */
export const SIMULATOR_MISSING_FIELDS = 'Faltan campos obligatorios o vienen vacíos'
