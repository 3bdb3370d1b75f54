import { isValidTaxId, normalizeTaxId } from '@shared/tax-id'
import { fieldErrors, TEXT } from './error-answers'
import { canSee } from './permissions'
import { EXPERTS, type Expert, platformById } from './seed/accounts'
import { type StoredClient } from './seed/clients-seed'
import { EMPTY_PROFILE } from './seed/partial-clients'
import { type DemoServiceState } from './state'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * `POST clients/` (the vendor's «Crear cliente»): only `nif` is required. The demo service's store
 * has a fixed number of records, so a new client takes over one that no demo adviser sees, else
 * one the caller does not (the highest id first), with the caller as its expert and the rest of
 * its profile empty, as the vendor's create answer shows a new client. A bad NIF, or one the
 * caller already has, is a 400.
 */
export function createClient(
  state: DemoServiceState,
  expert: Expert,
  body: Record<string, unknown>,
): StoredClient {
  const nif = normalizeTaxId(text(body.nif))
  if (nif === '') throw fieldErrors({ nif: [TEXT.required] })
  if (!isValidTaxId(nif)) throw fieldErrors({ nif: ['El NIF, NIE o CIF no es válido.'] })
  const records = state.clients.sorted({ field: 'id', descending: true })
  if (records.some((r) => canSee(expert, r.client) && r.client.nif === nif)) {
    throw fieldErrors({ nif: [`Ya existe un cliente con el NIF ${nif}.`] })
  }
  // One no adviser sees, else one the caller does not: the demo's store has no room to grow.
  const reserve =
    records.find((r) => EXPERTS.every((e) => !canSee(e, r.client))) ??
    records.find((r) => !canSee(expert, r.client))
  if (!reserve) throw fieldErrors({ nif: ['No se pueden crear más clientes.'] })
  const platform = platformById(expert.platform)
  return state.clients.put({
    ...reserve.client,
    nif,
    business_name: text(body.business_name),
    email: text(body.email),
    phone: text(body.phone),
    public: false,
    status: 1,
    experts: [expert.id],
    expert_data: { id: expert.id, name: expert.name, email: expert.email },
    platform_data: { id: platform.id, name: platform.name },
    ...EMPTY_PROFILE,
    employees_quantity: null,
    constitution_date: null,
    last_year_billing: null,
    investment_budget: null,
  })
}
