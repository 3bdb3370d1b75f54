import { z } from 'zod'
import { keyed } from '../validation'

export interface Community {
  /** INE code, 1–19. */
  code: number
  /** INE's official name, in its sorting form («Madrid, Comunidad de»). */
  name: string
  /** The name in natural order, for the UI. */
  displayName: string
}

/** The 17 autonomous communities and the 2 autonomous cities, by INE code. */
export const COMMUNITIES: readonly Community[] = [
  { code: 1, name: 'Andalucía', displayName: 'Andalucía' },
  { code: 2, name: 'Aragón', displayName: 'Aragón' },
  { code: 3, name: 'Asturias, Principado de', displayName: 'Principado de Asturias' },
  { code: 4, name: 'Balears, Illes', displayName: 'Illes Balears' },
  { code: 5, name: 'Canarias', displayName: 'Canarias' },
  { code: 6, name: 'Cantabria', displayName: 'Cantabria' },
  { code: 7, name: 'Castilla y León', displayName: 'Castilla y León' },
  { code: 8, name: 'Castilla - La Mancha', displayName: 'Castilla-La Mancha' },
  { code: 9, name: 'Cataluña', displayName: 'Cataluña' },
  { code: 10, name: 'Comunitat Valenciana', displayName: 'Comunitat Valenciana' },
  { code: 11, name: 'Extremadura', displayName: 'Extremadura' },
  { code: 12, name: 'Galicia', displayName: 'Galicia' },
  { code: 13, name: 'Madrid, Comunidad de', displayName: 'Comunidad de Madrid' },
  { code: 14, name: 'Murcia, Región de', displayName: 'Región de Murcia' },
  { code: 15, name: 'Navarra, Comunidad Foral de', displayName: 'Comunidad Foral de Navarra' },
  { code: 16, name: 'País Vasco', displayName: 'País Vasco' },
  { code: 17, name: 'Rioja, La', displayName: 'La Rioja' },
  { code: 18, name: 'Ceuta', displayName: 'Ceuta' },
  { code: 19, name: 'Melilla', displayName: 'Melilla' },
]

const byCode = new Map(COMMUNITIES.map((community) => [community.code, community]))

export function communityByCode(code: number): Community | undefined {
  return byCode.get(code)
}

/** The display name, or «Comunidad N» for a code not in the catalogue. Never throws. */
export function communityName(code: number): string {
  return byCode.get(code)?.displayName ?? `Comunidad ${code}`
}

const COMMUNITY_CODE_MESSAGE = keyed('validation.community_code')

export const CommunityCodeSchema = z
  .number({ error: COMMUNITY_CODE_MESSAGE })
  .int({ error: COMMUNITY_CODE_MESSAGE })
  .min(1, { error: COMMUNITY_CODE_MESSAGE })
  .max(19, { error: COMMUNITY_CODE_MESSAGE })
