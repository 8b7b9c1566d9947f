import { expect, it } from 'vitest'
import { countryName } from './country-name'

it("names the spec's countries in its words, others by the browser, and the unplaced views Unknown", () => {
  expect(['IN', 'BR', 'JP', 'ZA', 'KR', 'AE', 'GB', 'US'].map(countryName)).toEqual([
    'India',
    'Brazil',
    'Japan',
    'South Africa',
    'South Korea',
    'United Arab Emirates',
    'United Kingdom',
    'United States',
  ])
  expect(countryName('FR')).toBe('France')
  expect(countryName('')).toBe('Unknown')
})
