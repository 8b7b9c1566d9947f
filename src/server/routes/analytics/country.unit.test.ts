import { describe, expect, it } from 'vitest'
import { countryOf } from './country'

describe('countryOf', () => {
  it("takes the trusted proxy's code first, when it is two capital letters and names a country", () => {
    expect(countryOf({ proxyHeader: 'IN', timeZone: 'Asia/Tokyo', acceptLanguage: 'en-GB' })).toBe('IN')
    expect(countryOf({ proxyHeader: [' BR '], timeZone: 'Asia/Tokyo' })).toBe('BR')
    for (const bad of ['XX', 'ZZ', 'T1', 'in', 'IND', 'U', '', 'A1', 'GB,US']) expect(countryOf({ proxyHeader: bad, timeZone: 'Asia/Tokyo' }), bad).toBe('JP')
  })

  it('reads the country of a time zone, legacy names included, and nothing from zones of no country', () => {
    expect(countryOf({ timeZone: 'Asia/Kolkata' })).toBe('IN')
    expect(countryOf({ timeZone: 'Asia/Calcutta' })).toBe('IN')
    expect(countryOf({ timeZone: 'America/Sao_Paulo' })).toBe('BR')
    expect(countryOf({ timeZone: 'Africa/Johannesburg' })).toBe('ZA')
    expect(countryOf({ timeZone: 'Asia/Seoul' })).toBe('KR')
    expect(countryOf({ timeZone: 'Asia/Dubai' })).toBe('AE')
    expect(countryOf({ timeZone: 'Europe/London' })).toBe('GB')
    expect(countryOf({ timeZone: 'US/Eastern' })).toBe('US')
    for (const none of ['UTC', 'Etc/GMT+3', 'Mars/Olympus', 'constructor', '__proto__', 'toString']) expect(countryOf({ timeZone: none }), none).toBeNull()
  })

  it("falls back to the region of the browser's first language, and to nothing", () => {
    expect(countryOf({ timeZone: 'UTC', acceptLanguage: 'pt-BR,pt;q=0.9,en;q=0.8' })).toBe('BR')
    expect(countryOf({ acceptLanguage: 'zh-Hant-TW' })).toBe('TW')
    expect(countryOf({ acceptLanguage: 'en-gb;q=0.9' })).toBe('GB')
    expect(countryOf({ acceptLanguage: 'en,en-US;q=0.8' })).toBeNull()
    expect(countryOf({ acceptLanguage: 'es-419' })).toBeNull()
    expect(countryOf({ acceptLanguage: '*' })).toBeNull()
    expect(countryOf({})).toBeNull()
  })
})
