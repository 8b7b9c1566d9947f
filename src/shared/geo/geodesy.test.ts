import { describe, expect, it } from 'vitest'
import { geodesic, geoProblem, offsetPoint, toEnu, wrap180 } from './geodesy'

const dms = (d: number, m: number, s: number) => Math.sign(d) * (Math.abs(d) + m / 60 + s / 3600)

describe('geodesic (Vincenty inverse on WGS84)', () => {
  it("matches Vincenty's published Flinders Peak to Buninyong figures", () => {
    // Vincenty (1975) / Geoscience Australia's worked example: 54 972.271 m, azimuth 306°52′05.37″.
    const flinders = { latitude: dms(-37, 57, 3.7203), longitude: dms(144, 25, 29.5244) }
    const buninyong = { latitude: dms(-37, 39, 10.1561), longitude: dms(143, 55, 35.3839) }
    const { distance, bearing } = geodesic(flinders, buninyong)
    expect(distance).toBeCloseTo(54972.271, 2)
    expect(Math.abs(bearing - dms(306, 52, 5.37)) * 3600).toBeLessThan(0.05)
  })

  it('gives a degree of latitude at the equator as 110 574.4 m and of longitude as 111 319.5 m', () => {
    // The WGS84 figures every geodesy table prints.
    expect(geodesic({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }).distance).toBeCloseTo(110574.4, 0)
    expect(geodesic({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }).distance).toBeCloseTo(111319.5, 0)
  })

  it('reads the four compass points', () => {
    const o = { latitude: 51.5, longitude: -0.12 }
    expect(geodesic(o, { latitude: 51.501, longitude: -0.12 }).bearing).toBeCloseTo(0, 6)
    expect(geodesic(o, { latitude: 51.5, longitude: -0.119 }).bearing).toBeCloseTo(90, 2)
    expect(geodesic(o, { latitude: 51.499, longitude: -0.12 }).bearing).toBeCloseTo(180, 6)
    expect(geodesic(o, { latitude: 51.5, longitude: -0.121 }).bearing).toBeCloseTo(270, 2)
    expect(geodesic(o, o)).toEqual({ distance: 0, bearing: 0 })
  })
})

describe('east-north-up and offsets', () => {
  const origin = { latitude: 48.8584, longitude: 2.2945, altitude: 35 }

  it('puts a point 50 m north-east back at 50 m on a bearing of 45°', () => {
    const d = 50 / Math.SQRT2
    const p = offsetPoint(origin, d, d)
    const enu = toEnu(origin, p)
    expect(enu.east).toBeCloseTo(d, 2)
    expect(enu.north).toBeCloseTo(d, 2)
    expect(Math.abs(enu.up)).toBeLessThan(0.001)
    const g = geodesic(origin, p)
    expect(g.distance).toBeCloseTo(50, 2)
    expect(g.bearing).toBeCloseTo(45, 1)
  })

  it('agrees with the geodesic within a centimetre at 300 m, any direction', () => {
    for (const b of [0, 33, 90, 150, 222, 300]) {
      const p = offsetPoint(origin, 300 * Math.sin((b * Math.PI) / 180), 300 * Math.cos((b * Math.PI) / 180))
      const enu = toEnu(origin, p)
      const g = geodesic(origin, p)
      expect(Math.abs(Math.hypot(enu.east, enu.north) - g.distance)).toBeLessThan(0.01)
      expect(Math.abs(wrap180(g.bearing - b))).toBeLessThan(0.01)
    }
  })

  it('reads altitude as up', () => {
    expect(toEnu(origin, { ...origin, altitude: 45 }).up).toBeCloseTo(10, 6)
  })
})

describe('geoProblem', () => {
  it('accepts the Earth and refuses the rest', () => {
    expect(geoProblem({ latitude: 48.8, longitude: 2.29, altitude: 35, heading: 359.9 })).toBeNull()
    expect(geoProblem({ latitude: 91, longitude: 0 })).toMatch(/latitude/)
    expect(geoProblem({ latitude: 0, longitude: -180.5 })).toMatch(/longitude/)
    expect(geoProblem({ latitude: '1', longitude: 0 })).toMatch(/latitude/)
    expect(geoProblem({ latitude: 0, longitude: 0, heading: 360 })).toMatch(/heading/)
    expect(geoProblem({ latitude: 0, longitude: 0, altitude: Number.NaN })).toMatch(/altitude/)
  })
})
