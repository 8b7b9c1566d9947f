import fs from 'node:fs'

/** IANA time zone → ISO 3166 country (scripts/gen-time-zone-countries.mjs, from tzdata). */
const TIME_ZONE_COUNTRIES: Record<string, string> = JSON.parse(fs.readFileSync(new URL('./time-zone-countries.json', import.meta.url), 'utf8'))

/** Codes that geolocating proxies send for "no country": Cloudflare's XX, the private-use ZZ. */
const NOT_A_COUNTRY = new Set(['XX', 'ZZ'])

const asCode = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value) && !NOT_A_COUNTRY.has(value) ? value : null

export interface CountrySources {
  /** The value of the trusted proxy's header (ANALYTICS_COUNTRY_HEADER), when one is configured. */
  proxyHeader?: string | string[]
  /** The time zone the viewer's beacon reports (Intl's resolvedOptions().timeZone). */
  timeZone?: string
  /** The request's Accept-Language. */
  acceptLanguage?: string
}

/**
 * A coarse country for a batch, without any lookup service: the trusted proxy's verdict when one
 * is configured and gave a valid code, else the browser's time zone, else the region of its first
 * language (en-GB → GB). Only the two-letter code is kept; null when nothing says.
 */
export function countryOf({ proxyHeader, timeZone, acceptLanguage }: CountrySources): string | null {
  const fromProxy = asCode((Array.isArray(proxyHeader) ? proxyHeader[0] : proxyHeader)?.trim())
  if (fromProxy) return fromProxy
  const fromZone = timeZone && Object.hasOwn(TIME_ZONE_COUNTRIES, timeZone) ? asCode(TIME_ZONE_COUNTRIES[timeZone]) : null
  if (fromZone) return fromZone
  // The first tag only: language[-Script]-REGION; a numeric region (es-419) names no country.
  const region = /^\s*[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:[-;,\s]|$)/i.exec(acceptLanguage ?? '')?.[1]
  return asCode(region?.toUpperCase())
}
