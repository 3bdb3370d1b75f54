import { describe, it, expect } from 'vitest'
import { fieldMessagesOf } from '../validation'
import { COMMUNITIES, CommunityCodeSchema, communityByCode, communityName } from './communities'
import {
  POSTAL_CODE_PATTERN,
  PROVINCES,
  ProvinceCodeSchema,
  isPostalCodeOfProvince,
  provinceByCode,
  provinceName,
  provinceOfPostalCode,
  provincesOfCommunity,
} from './provinces'

describe('PROVINCES', () => {
  it('holds the 52 INE codes in order', () => {
    expect(PROVINCES.map((province) => province.code)).toEqual(
      Array.from({ length: 52 }, (_, i) => i + 1),
    )
  })

  it.each([
    [1, 'Araba/Álava', 'Álava'],
    [3, 'Alicante/Alacant', 'Alicante'],
    [7, 'Balears, Illes', 'Illes Balears'],
    [8, 'Barcelona', 'Barcelona'],
    [12, 'Castellón/Castelló', 'Castellón'],
    [15, 'Coruña, A', 'A Coruña'],
    [20, 'Gipuzkoa', 'Gipuzkoa'],
    [26, 'Rioja, La', 'La Rioja'],
    [28, 'Madrid', 'Madrid'],
    [35, 'Palmas, Las', 'Las Palmas'],
    [41, 'Sevilla', 'Sevilla'],
    [46, 'Valencia/València', 'Valencia'],
    [48, 'Bizkaia', 'Bizkaia'],
    [51, 'Ceuta', 'Ceuta'],
    [52, 'Melilla', 'Melilla'],
  ])('%i is «%s», shown as «%s»', (code, name, displayName) => {
    expect(provinceByCode(code)).toMatchObject({ name, displayName })
    expect(provinceName(code)).toBe(displayName)
  })

  it('has unique names and display names', () => {
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(52)
    expect(new Set(PROVINCES.map((p) => p.displayName)).size).toBe(52)
  })

  it('falls back to «Provincia N» for unknown codes', () => {
    expect(provinceName(0)).toBe('Provincia 0')
    expect(provinceName(53)).toBe('Provincia 53')
    expect(provinceName(Number.NaN)).toBe('Provincia NaN')
  })

  it('validates codes, saying why with its catalogue key', () => {
    expect(ProvinceCodeSchema.parse(28)).toBe(28)
    for (const bad of [0, 53, 2.5, '28']) {
      const result = ProvinceCodeSchema.safeParse(bad)
      expect(result.success ? null : fieldMessagesOf(result.error)).toEqual({
        _: [{ key: 'validation.province_code' }],
      })
    }
  })
})

describe('COMMUNITIES', () => {
  it('holds the 19 INE codes in order', () => {
    expect(COMMUNITIES.map((community) => community.code)).toEqual(
      Array.from({ length: 19 }, (_, i) => i + 1),
    )
  })

  it('uses INE names and natural display names', () => {
    expect(communityByCode(3)).toMatchObject({
      name: 'Asturias, Principado de',
      displayName: 'Principado de Asturias',
    })
    expect(communityByCode(8)?.name).toBe('Castilla - La Mancha')
    expect(communityName(13)).toBe('Comunidad de Madrid')
    expect(communityName(15)).toBe('Comunidad Foral de Navarra')
    expect(communityName(17)).toBe('La Rioja')
  })

  it('falls back to «Comunidad N» for unknown codes', () => {
    expect(communityName(20)).toBe('Comunidad 20')
  })

  it('validates codes, saying why with its catalogue key', () => {
    expect(CommunityCodeSchema.parse(19)).toBe(19)
    const result = CommunityCodeSchema.safeParse(20)
    expect(result.success ? null : fieldMessagesOf(result.error)).toEqual({
      _: [{ key: 'validation.community_code' }],
    })
  })
})

describe('province → community', () => {
  it('points every province at a known community', () => {
    for (const province of PROVINCES) {
      expect(communityByCode(province.communityCode), province.name).toBeDefined()
    }
  })

  it('gives every community at least one province', () => {
    for (const community of COMMUNITIES) {
      expect(provincesOfCommunity(community.code).length, community.name).toBeGreaterThan(0)
    }
  })

  it.each([
    [28, 13],
    [8, 9],
    [46, 10],
    [41, 1],
    [1, 16],
    [35, 5],
    [38, 5],
    [51, 18],
    [52, 19],
  ])('province %i is in community %i', (province, community) => {
    expect(provinceByCode(province)?.communityCode).toBe(community)
  })

  it('has the known number of provinces per community', () => {
    const counts = COMMUNITIES.map((community) => provincesOfCommunity(community.code).length)
    expect(counts).toEqual([8, 3, 1, 1, 2, 1, 9, 5, 4, 3, 2, 4, 1, 1, 1, 3, 1, 1, 1])
  })
})

describe('postal codes', () => {
  it('maps the first two digits to the province', () => {
    expect(provinceOfPostalCode('28001')).toBe(28)
    expect(provinceOfPostalCode('01001')).toBe(1)
    expect(provinceOfPostalCode(' 08080 ')).toBe(8)
    expect(provinceOfPostalCode('52006')).toBe(52)
  })

  it('rejects what is not a Spanish postal code', () => {
    for (const cp of ['', '00123', '53000', '99999', '2800', '280011', '28 001', 'abcde']) {
      expect(provinceOfPostalCode(cp), cp).toBeNull()
      expect(POSTAL_CODE_PATTERN.test(cp), cp).toBe(false)
    }
  })

  it('checks a postal code against a province', () => {
    expect(isPostalCodeOfProvince('46001', 46)).toBe(true)
    expect(isPostalCodeOfProvince('46001', 3)).toBe(false)
    expect(isPostalCodeOfProvince('nope', 46)).toBe(false)
  })

  it('accepts the bounds 01000 and 52999', () => {
    expect(POSTAL_CODE_PATTERN.test('01000')).toBe(true)
    expect(POSTAL_CODE_PATTERN.test('52999')).toBe(true)
  })
})
