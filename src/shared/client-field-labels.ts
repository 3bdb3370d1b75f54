import { type Client } from './domain/client'
import { type Language } from './settings'

/**
 * The name of every client field, by label id (CLIENT_FIELDS' `label`). The renderer's i18n
 * (`clients.fields`) is built from these, and the exports take their headers from them, so a field
 * reads the same on the form, on the record and in a spreadsheet.
 */
export const CLIENT_FIELD_LABELS: Readonly<
  Record<Language, Readonly<Record<keyof Client, string>>>
> = {
  es: {
    id: 'Identificador',
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
    expert_data: 'Gestor',
    experts: 'Otros gestores',
    platform_data: 'Plataforma',
  },
  en: {
    id: 'Id',
    nif: 'Tax id (NIF, CIF or NIE)',
    business_name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    public: 'Public client',
    status: 'Status',
    reference: 'Reference',
    notes: 'Notes',
    contacts: 'Contact people',
    address: 'Address',
    postal_code: 'Postal code',
    location: 'Town',
    province: 'Province',
    legal_representative_name: 'Representative’s name',
    legal_representative_nif: 'Representative’s tax id',
    legal_representation_type: 'Type of representation',
    cnaes: 'Activities (CNAE)',
    provinces_to_work: 'Provinces where it works',
    applicant_types: 'Applicant types',
    action_items: 'Actions',
    employees_quantity: 'Employees',
    constitution_date: 'Incorporation date',
    last_year_billing: 'Last year’s turnover',
    investment_budget: 'Investment budget',
    project_description: 'Project description',
    expert_data: 'Manager',
    experts: 'Other managers',
    platform_data: 'Platform',
  },
}
