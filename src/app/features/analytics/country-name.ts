/** The countries the spec's interface names, in its words; any other code gets the browser's English name. */
const SPEC_NAMES: Record<string, string> = {
  IN: 'India',
  BR: 'Brazil',
  JP: 'Japan',
  ZA: 'South Africa',
  KR: 'South Korea',
  AE: 'United Arab Emirates',
  GB: 'United Kingdom',
  US: 'United States',
}

let names: Intl.DisplayNames | null | undefined

/** '' is the report's key for views no source placed. */
export function countryName(code: string): string {
  if (!code) return 'Unknown'
  if (SPEC_NAMES[code]) return SPEC_NAMES[code]
  if (names === undefined) names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }) : null
  try {
    return names?.of(code) ?? code
  } catch {
    return code
  }
}
