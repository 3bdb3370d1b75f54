import { type ClientEditableField } from './client'

/** The Spanish name of each editable field, as the form shows it (the renderer's es.ts uses it). */
export const CLIENT_FIELD_LABELS: Readonly<Record<ClientEditableField, string>> = {
  nif: 'NIF, CIF o NIE',
  business_name: 'Nombre o razón social',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  public: 'Cliente público',
  status: 'Estado',
  reference: 'Referencia',
  notes: 'Notas',
  contacts: 'Personas de contacto',
  address: 'Dirección',
  postal_code: 'Código postal',
  location: 'Localidad',
  province: 'Provincia',
  legal_representative_name: 'Nombre del representante',
  legal_representative_nif: 'NIF del representante',
  legal_representation_type: 'Tipo de representación',
  cnaes: 'Actividades (CNAE)',
  provinces_to_work: 'Provincias donde trabaja',
  applicant_types: 'Tipos de solicitante',
  action_items: 'Acciones',
  employees_quantity: 'Empleados',
  constitution_date: 'Fecha de constitución',
  last_year_billing: 'Facturación del último año',
  investment_budget: 'Presupuesto de inversión',
  project_description: 'Descripción del proyecto',
}

export function clientFieldLabel(field: string): string {
  return (CLIENT_FIELD_LABELS as Record<string, string>)[field] ?? field
}
