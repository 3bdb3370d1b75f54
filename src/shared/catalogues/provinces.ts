import { z } from 'zod'
import { keyed } from '../validation'

export interface Province {
  /** INE code, 1–52; also the first two digits of its postal codes. */
  code: number
  /** INE's official name, in its sorting form («Coruña, A»). */
  name: string
  /** The name in natural order, for the UI. */
  displayName: string
  /** INE code of its autonomous community or city. */
  communityCode: number
}

export const PROVINCES: readonly Province[] = [
  { code: 1, name: 'Araba/Álava', displayName: 'Álava', communityCode: 16 },
  { code: 2, name: 'Albacete', displayName: 'Albacete', communityCode: 8 },
  { code: 3, name: 'Alicante/Alacant', displayName: 'Alicante', communityCode: 10 },
  { code: 4, name: 'Almería', displayName: 'Almería', communityCode: 1 },
  { code: 5, name: 'Ávila', displayName: 'Ávila', communityCode: 7 },
  { code: 6, name: 'Badajoz', displayName: 'Badajoz', communityCode: 11 },
  { code: 7, name: 'Balears, Illes', displayName: 'Illes Balears', communityCode: 4 },
  { code: 8, name: 'Barcelona', displayName: 'Barcelona', communityCode: 9 },
  { code: 9, name: 'Burgos', displayName: 'Burgos', communityCode: 7 },
  { code: 10, name: 'Cáceres', displayName: 'Cáceres', communityCode: 11 },
  { code: 11, name: 'Cádiz', displayName: 'Cádiz', communityCode: 1 },
  { code: 12, name: 'Castellón/Castelló', displayName: 'Castellón', communityCode: 10 },
  { code: 13, name: 'Ciudad Real', displayName: 'Ciudad Real', communityCode: 8 },
  { code: 14, name: 'Córdoba', displayName: 'Córdoba', communityCode: 1 },
  { code: 15, name: 'Coruña, A', displayName: 'A Coruña', communityCode: 12 },
  { code: 16, name: 'Cuenca', displayName: 'Cuenca', communityCode: 8 },
  { code: 17, name: 'Girona', displayName: 'Girona', communityCode: 9 },
  { code: 18, name: 'Granada', displayName: 'Granada', communityCode: 1 },
  { code: 19, name: 'Guadalajara', displayName: 'Guadalajara', communityCode: 8 },
  { code: 20, name: 'Gipuzkoa', displayName: 'Gipuzkoa', communityCode: 16 },
  { code: 21, name: 'Huelva', displayName: 'Huelva', communityCode: 1 },
  { code: 22, name: 'Huesca', displayName: 'Huesca', communityCode: 2 },
  { code: 23, name: 'Jaén', displayName: 'Jaén', communityCode: 1 },
  { code: 24, name: 'León', displayName: 'León', communityCode: 7 },
  { code: 25, name: 'Lleida', displayName: 'Lleida', communityCode: 9 },
  { code: 26, name: 'Rioja, La', displayName: 'La Rioja', communityCode: 17 },
  { code: 27, name: 'Lugo', displayName: 'Lugo', communityCode: 12 },
  { code: 28, name: 'Madrid', displayName: 'Madrid', communityCode: 13 },
  { code: 29, name: 'Málaga', displayName: 'Málaga', communityCode: 1 },
  { code: 30, name: 'Murcia', displayName: 'Murcia', communityCode: 14 },
  { code: 31, name: 'Navarra', displayName: 'Navarra', communityCode: 15 },
  { code: 32, name: 'Ourense', displayName: 'Ourense', communityCode: 12 },
  { code: 33, name: 'Asturias', displayName: 'Asturias', communityCode: 3 },
  { code: 34, name: 'Palencia', displayName: 'Palencia', communityCode: 7 },
  { code: 35, name: 'Palmas, Las', displayName: 'Las Palmas', communityCode: 5 },
  { code: 36, name: 'Pontevedra', displayName: 'Pontevedra', communityCode: 12 },
  { code: 37, name: 'Salamanca', displayName: 'Salamanca', communityCode: 7 },
  {
    code: 38,
    name: 'Santa Cruz de Tenerife',
    displayName: 'Santa Cruz de Tenerife',
    communityCode: 5,
  },
  { code: 39, name: 'Cantabria', displayName: 'Cantabria', communityCode: 6 },
  { code: 40, name: 'Segovia', displayName: 'Segovia', communityCode: 7 },
  { code: 41, name: 'Sevilla', displayName: 'Sevilla', communityCode: 1 },
  { code: 42, name: 'Soria', displayName: 'Soria', communityCode: 7 },
  { code: 43, name: 'Tarragona', displayName: 'Tarragona', communityCode: 9 },
  { code: 44, name: 'Teruel', displayName: 'Teruel', communityCode: 2 },
  { code: 45, name: 'Toledo', displayName: 'Toledo', communityCode: 8 },
  { code: 46, name: 'Valencia/València', displayName: 'Valencia', communityCode: 10 },
  { code: 47, name: 'Valladolid', displayName: 'Valladolid', communityCode: 7 },
  { code: 48, name: 'Bizkaia', displayName: 'Bizkaia', communityCode: 16 },
  { code: 49, name: 'Zamora', displayName: 'Zamora', communityCode: 7 },
  { code: 50, name: 'Zaragoza', displayName: 'Zaragoza', communityCode: 2 },
  { code: 51, name: 'Ceuta', displayName: 'Ceuta', communityCode: 18 },
  { code: 52, name: 'Melilla', displayName: 'Melilla', communityCode: 19 },
]

const byCode = new Map(PROVINCES.map((province) => [province.code, province]))

export function provinceByCode(code: number): Province | undefined {
  return byCode.get(code)
}

/** The display name, or «Provincia N» for a code not in the catalogue. Never throws. */
export function provinceName(code: number): string {
  return byCode.get(code)?.displayName ?? `Provincia ${code}`
}

export function provincesOfCommunity(communityCode: number): readonly Province[] {
  return PROVINCES.filter((province) => province.communityCode === communityCode)
}

/** A Spanish postal code: five digits, 01000–52999. */
export const POSTAL_CODE_PATTERN = /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/

/** The province whose INE code is the first two digits, or null when it is not a postal code. */
export function provinceOfPostalCode(cp: string): number | null {
  const trimmed = cp.trim()
  if (!POSTAL_CODE_PATTERN.test(trimmed)) return null
  return Number(trimmed.slice(0, 2))
}

export function isPostalCodeOfProvince(cp: string, provinceCode: number): boolean {
  return provinceOfPostalCode(cp) === provinceCode
}

const PROVINCE_CODE_MESSAGE = keyed('validation.province_code')

export const ProvinceCodeSchema = z
  .number({ error: PROVINCE_CODE_MESSAGE })
  .int({ error: PROVINCE_CODE_MESSAGE })
  .min(1, { error: PROVINCE_CODE_MESSAGE })
  .max(52, { error: PROVINCE_CODE_MESSAGE })
