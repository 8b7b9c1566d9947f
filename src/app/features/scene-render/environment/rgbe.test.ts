import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as THREE from 'three'
import { HDRLoader } from 'three/examples/jsm/loaders/HDRLoader.js'
import { encodeHdr, encodeRuns } from '../../../../../scripts/env/rgbe'
import { IMAGE_SKYBOXES } from './settings'
import { NIGHT_HAZE, NIGHT_SKY_INTENSITY } from '../core/night-ground'

/** Decodes with three's own loader: what the browser will read. */
function decode(bytes: Uint8Array) {
  const loader = new HDRLoader().setDataType(THREE.FloatType)
  const result = loader.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  return result as { width: number; height: number; data: Float32Array }
}

describe('RGBE encoder', () => {
  it('round-trips through three.js HDRLoader within the format precision', () => {
    const width = 64
    const height = 8
    const rgb = new Float32Array(width * height * 3)
    for (let i = 0; i < width * height; i++) {
      const x = i % width
      // Smooth ramps, a tiny value, an over-bright sun and pure black.
      rgb.set([x / 7, 0.001 + (i % 5) * 0.2, x === 40 ? 5000 : 0.5], i * 3)
      if (x === 3) rgb.set([0, 0, 0], i * 3)
    }
    const { width: w, height: h, data } = decode(encodeHdr(width, height, rgb))
    expect([w, h]).toEqual([width, height])
    for (let i = 0; i < width * height; i++) {
      const max = Math.max(rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2])
      for (let c = 0; c < 3; c++) expect(Math.abs(data[i * 4 + c] - rgb[i * 3 + c])).toBeLessThanOrEqual(max / 128 + 1e-6)
    }
  })

  it('run-length encodes: a flat row costs a few bytes a channel, noise does not shrink', () => {
    const flat: number[] = []
    encodeRuns(new Uint8Array(300).fill(77), flat)
    expect(flat.length).toBeLessThanOrEqual(6)
    const noisy: number[] = []
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 97) % 251)
    encodeRuns(bytes, noisy)
    expect(noisy.length).toBeGreaterThanOrEqual(300)
  })

  it('rejects widths the scanline header cannot describe', () => {
    expect(() => encodeHdr(4, 1, new Float32Array(12))).toThrow(/width/)
  })
})

describe('the shipped skybox maps', () => {
  const dir = path.resolve(import.meta.dirname, '../../../../../public/env')
  const load = (name: string) => decode(new Uint8Array(fs.readFileSync(path.join(dir, `${name}.hdr`))))
  const luminance = (img: { data: Float32Array }, rows: [number, number], width: number) => {
    let sum = 0
    for (let y = rows[0]; y < rows[1]; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4
        sum += 0.2126 * img.data[i] + 0.7152 * img.data[i + 1] + 0.0722 * img.data[i + 2]
      }
    return sum / ((rows[1] - rows[0]) * width)
  }

  it.each(IMAGE_SKYBOXES)('%s.hdr is a 2:1 equirect under 700 KB that three.js reads', (name) => {
    expect(fs.statSync(path.join(dir, `${name}.hdr`)).size).toBeLessThan(700 * 1024)
    const img = load(name)
    expect(img.width).toBe(2048)
    expect(img.height).toBe(1024)
  })

  it('night is far darker than day, and the sunset sun is low in front of the default camera', () => {
    const night = load('night')
    const forest = load('forest')
    expect(luminance(forest, [0, 512], 2048)).toBeGreaterThan(luminance(night, [0, 512], 2048) * 20)
    const sunset = load('sunset')
    let best = 0
    let at = 0
    for (let i = 0; i < sunset.width * sunset.height; i++) if (sunset.data[i * 4] > best) [best, at] = [sunset.data[i * 4], i]
    const x = at % sunset.width
    const y = Math.floor(at / sunset.width)
    const azimuth = ((x + 0.5) / sunset.width - 0.5) * 360
    const elevation = (0.5 - (y + 0.5) / sunset.height) * 180
    expect(best).toBeGreaterThan(20) // an HDR sun, not a white pixel
    expect(azimuth).toBeGreaterThan(-90) // right of straight ahead (-90°)
    expect(azimuth).toBeLessThan(-60)
    expect(elevation).toBeGreaterThan(1)
    expect(elevation).toBeLessThan(8)
  }, 30_000) // decodes three skybox maps: about 1 s alone, more beside the rest of the suite
})

describe('the night sky at the horizon', () => {
  it('is the night ground\u2019s haze, and stays night blue below the horizon instead of falling to black', () => {
    const file = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../public/env/night.hdr'))
    const { width, height, data } = decode(new Uint8Array(file))
    // Away from the moon (its azimuth is about -0.55 rad): a quarter turn round from it.
    const column = Math.floor(width * 0.85)
    const channels = data.length / (width * height)
    const at = (row: number) => Array.from(data.slice((row * width + column) * channels, (row * width + column) * channels + 3))
    const horizonRow = Math.floor(height / 2) - 1
    const sky = at(horizonRow)
    const haze = [NIGHT_HAZE.r, NIGHT_HAZE.g, NIGHT_HAZE.b].map((v) => v / NIGHT_SKY_INTENSITY)
    sky.forEach((v, c) => expect(v).toBeCloseTo(haze[c], 2))
    // Ten degrees below: still more than half the horizon's brightness (it was 0.003, black).
    const below = at(horizonRow + Math.round((10 / 180) * height))
    expect(below[2]).toBeGreaterThan(sky[2] * 0.6)
  })
})
