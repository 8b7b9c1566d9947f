/**
 * Positions on the Earth for Location-Based AR: WGS84 geodesics (Vincenty's inverse formula) for
 * the distance and bearing a visitor reads, and the local east-north-up frame the viewer places
 * content in. Pure, so the server, the editor and the viewer agree to the millimetre.
 */

export interface GeoPoint {
  latitude: number
  longitude: number
  /** Metres above the ellipsoid; 0 where unknown. */
  altitude?: number
}

/** East, north, up in metres from an origin. */
export interface Enu {
  east: number
  north: number
  up: number
}

const A = 6378137
const F = 1 / 298.257223563
const B = A * (1 - F)
const E2 = F * (2 - F)
const rad = (deg: number) => (deg * Math.PI) / 180
const deg = (r: number) => (r * 180) / Math.PI

/** Wraps an angle in degrees into [0, 360). */
export const wrap360 = (degrees: number) => ((degrees % 360) + 360) % 360
/** Wraps an angle in degrees into (-180, 180]. */
export function wrap180(degrees: number) {
  const w = wrap360(degrees)
  return w > 180 ? w - 360 : w
}

export interface Geodesic {
  /** Metres along the ellipsoid. */
  distance: number
  /** Degrees clockwise from true north at the start point. */
  bearing: number
}

/**
 * Vincenty's inverse problem on WGS84 (converges to 0.1 mm in a few iterations). Nearly antipodal
 * points may not converge; AR content is never that far, and then the spherical answer is given.
 */
export function geodesic(from: GeoPoint, to: GeoPoint): Geodesic {
  const L = rad(to.longitude - from.longitude)
  const U1 = Math.atan((1 - F) * Math.tan(rad(from.latitude)))
  const U2 = Math.atan((1 - F) * Math.tan(rad(to.latitude)))
  const sinU1 = Math.sin(U1), cosU1 = Math.cos(U1), sinU2 = Math.sin(U2), cosU2 = Math.cos(U2)
  let lambda = L
  for (let i = 0; i < 200; i++) {
    const sinL = Math.sin(lambda), cosL = Math.cos(lambda)
    const sinSigma = Math.hypot(cosU2 * sinL, cosU1 * sinU2 - sinU1 * cosU2 * cosL)
    if (sinSigma === 0) return { distance: 0, bearing: 0 }
    const cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosL
    const sigma = Math.atan2(sinSigma, cosSigma)
    const sinAlpha = (cosU1 * cosU2 * sinL) / sinSigma
    const cos2Alpha = 1 - sinAlpha * sinAlpha
    const cos2SigmaM = cos2Alpha !== 0 ? cosSigma - (2 * sinU1 * sinU2) / cos2Alpha : 0
    const C = (F / 16) * cos2Alpha * (4 + F * (4 - 3 * cos2Alpha))
    const previous = lambda
    lambda = L + (1 - C) * F * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
    if (Math.abs(lambda - previous) < 1e-12) {
      const u2 = (cos2Alpha * (A * A - B * B)) / (B * B)
      const bigA = 1 + (u2 / 16384) * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)))
      const bigB = (u2 / 1024) * (256 + u2 * (-128 + u2 * (74 - 47 * u2)))
      const deltaSigma =
        bigB * sinSigma * (cos2SigmaM + (bigB / 4) * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - (bigB / 6) * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
      const distance = B * bigA * (sigma - deltaSigma)
      const bearing = wrap360(deg(Math.atan2(cosU2 * Math.sin(lambda), cosU1 * sinU2 - sinU1 * cosU2 * Math.cos(lambda))))
      return { distance, bearing }
    }
  }
  return spherical(from, to)
}

function spherical(from: GeoPoint, to: GeoPoint): Geodesic {
  const p1 = rad(from.latitude), p2 = rad(to.latitude), dl = rad(to.longitude - from.longitude)
  const h = Math.sin((p2 - p1) / 2) ** 2 + Math.cos(p1) * Math.cos(p2) * Math.sin(dl / 2) ** 2
  const distance = 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(h)))
  const bearing = wrap360(deg(Math.atan2(Math.sin(dl) * Math.cos(p2), Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dl))))
  return { distance, bearing }
}

function ecef({ latitude, longitude, altitude = 0 }: GeoPoint): [number, number, number] {
  const phi = rad(latitude), lam = rad(longitude)
  const n = A / Math.sqrt(1 - E2 * Math.sin(phi) ** 2)
  return [(n + altitude) * Math.cos(phi) * Math.cos(lam), (n + altitude) * Math.cos(phi) * Math.sin(lam), (n * (1 - E2) + altitude) * Math.sin(phi)]
}

/** `point` in the east-north-up frame tangent to the ellipsoid at `origin` (exact, through ECEF). */
export function toEnu(origin: GeoPoint, point: GeoPoint): Enu {
  const [x0, y0, z0] = ecef(origin)
  const [x, y, z] = ecef(point)
  const dx = x - x0, dy = y - y0, dz = z - z0
  const phi = rad(origin.latitude), lam = rad(origin.longitude)
  const sp = Math.sin(phi), cp = Math.cos(phi), sl = Math.sin(lam), cl = Math.cos(lam)
  return {
    east: -sl * dx + cl * dy,
    north: -sp * cl * dx - sp * sl * dy + cp * dz,
    up: cp * cl * dx + cp * sl * dy + sp * dz,
  }
}

/**
 * The point `east` and `north` metres from `origin` (the local radii of curvature: within a
 * millimetre over the few hundred metres a pin sits from its anchor).
 */
export function offsetPoint(origin: GeoPoint, east: number, north: number, up = 0): GeoPoint {
  const phi = rad(origin.latitude)
  const w = Math.sqrt(1 - E2 * Math.sin(phi) ** 2)
  const meridian = (A * (1 - E2)) / w ** 3
  const normal = A / w
  return {
    latitude: origin.latitude + deg(north / meridian),
    longitude: origin.longitude + deg(east / (normal * Math.cos(phi))),
    altitude: (origin.altitude ?? 0) + up,
  }
}

/** Whether a latitude, longitude, altitude and heading are ones the Earth and a compass allow. */
export function geoProblem(p: { latitude?: unknown; longitude?: unknown; altitude?: unknown; heading?: unknown }): string | null {
  const finite = (v: unknown) => typeof v === 'number' && Number.isFinite(v)
  if (!finite(p.latitude) || (p.latitude as number) < -90 || (p.latitude as number) > 90) return 'latitude must be a number from -90 to 90'
  if (!finite(p.longitude) || (p.longitude as number) < -180 || (p.longitude as number) > 180) return 'longitude must be a number from -180 to 180'
  if (p.altitude !== undefined && (!finite(p.altitude) || Math.abs(p.altitude as number) > 20000)) return 'altitude must be a number of metres from -20000 to 20000'
  if (p.heading !== undefined && (!finite(p.heading) || (p.heading as number) < 0 || (p.heading as number) >= 360)) return 'heading must be a number of degrees from 0 to below 360'
  return null
}
