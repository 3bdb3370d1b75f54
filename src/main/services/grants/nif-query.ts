import { isAppFailure } from '@shared/errors'
import { normalizeTaxId } from '@shared/tax-id'

/** What a simulation by NIF and CNAE asks: the NIF as the service compares it, the CNAE's four digits. */
export interface NifQuery {
  nif: string
  cnae: string
  province: number
}

/** The body the service takes: the NIF trimmed and upper-cased, the CNAE class code with its zeros. */
export function nifQuery(input: { nif: string; cnae: string; province: number }): NifQuery {
  return {
    nif: normalizeTaxId(input.nif),
    cnae: input.cnae.trim().padStart(4, '0'),
    province: input.province,
  }
}

/** Where a simulation by NIF and CNAE is kept in the account's cache. */
export const nifKey = (query: NifQuery) =>
  `nif-simulator:${query.nif};c=${query.cnae};p=${query.province}`

/** A 404 to an operation of the grants block: this service does not offer it (SC-NIFSIM-3). */
export const isNotOffered = (error: unknown) =>
  isAppFailure(error) && error.appError.code === 'not_found'
