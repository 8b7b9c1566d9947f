import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { SPLAT_MAX_COUNT } from '@shared/api/assets'
import { sigmoid, SpzWriter } from './splat-spz'

/** Why a splat file was refused (the message's tail), or what it holds. */
export type SplatRead = { ok: true; count: number } | { ok: false; why: string }

const TYPE_SIZES: Record<string, number> = {
  char: 1, int8: 1, uchar: 1, uint8: 1, short: 2, int16: 2, ushort: 2, uint16: 2,
  int: 4, int32: 4, uint: 4, uint32: 4, float: 4, float32: 4, double: 8, float64: 8,
}
const REQUIRED = ['x', 'y', 'z', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3']
const MAX_HEADER = 64 * 1024

interface PlyHeader {
  headerLength: number
  count: number
  stride: number
  /** Byte offset and type of each vertex property. */
  props: Map<string, { offset: number; type: string }>
  shDegree: number
}

/** Reads and checks a 3DGS PLY header: binary little-endian, one fixed-size vertex element with the Gaussian properties, sizes that add up. */
export async function readPlyHeader(filePath: string): Promise<{ ok: true; header: PlyHeader } | { ok: false; why: string }> {
  const file = await fsp.open(filePath, 'r')
  try {
    const { size } = await file.stat()
    const head = Buffer.alloc(Math.min(MAX_HEADER, size))
    await file.read(head, 0, head.length, 0)
    const text = head.toString('latin1')
    if (!text.startsWith('ply\n')) return { ok: false, why: 'it does not start with a PLY header' }
    const end = text.indexOf('end_header\n')
    if (end < 0) return { ok: false, why: 'its header has no end_header within 64 KB' }
    const lines = text.slice(0, end).split('\n').map((l) => l.trim())
    if (!lines.includes('format binary_little_endian 1.0')) return { ok: false, why: 'only binary little-endian PLY is taken' }
    const elements: { name: string; count: number; stride: number }[] = []
    const props = new Map<string, { offset: number; type: string }>()
    for (const line of lines) {
      const words = line.split(/\s+/)
      if (words[0] === 'element') {
        const count = Number(words[2])
        if (!Number.isSafeInteger(count) || count < 0) return { ok: false, why: `element ${words[1]} has a bad count` }
        elements.push({ name: words[1], count, stride: 0 })
      } else if (words[0] === 'property') {
        const current = elements.at(-1)
        if (!current) return { ok: false, why: 'a property comes before any element' }
        if (words[1] === 'list') return { ok: false, why: 'list properties (meshes) are not splats' }
        const bytes = TYPE_SIZES[words[1]]
        if (!bytes) return { ok: false, why: `property type ${words[1]} is unknown` }
        if (current.name === 'vertex') props.set(words[2], { offset: current.stride, type: words[1] })
        current.stride += bytes
      }
    }
    const vertex = elements.find((e) => e.name === 'vertex')
    if (!vertex || vertex.count === 0) return { ok: false, why: 'it has no vertices' }
    if (elements.length !== 1) return { ok: false, why: 'compressed or multi-element PLY is not taken; export the plain 3DGS PLY or a .sog' }
    const missing = REQUIRED.filter((p) => props.get(p)?.type !== 'float' && props.get(p)?.type !== 'float32')
    if (missing.length) return { ok: false, why: `it lacks the Gaussian float properties ${missing.slice(0, 4).join(', ')}` }
    if (vertex.count > SPLAT_MAX_COUNT) return { ok: false, why: `it declares ${vertex.count} splats, more than ${SPLAT_MAX_COUNT}` }
    const headerLength = end + 'end_header\n'.length
    if (size !== headerLength + vertex.count * vertex.stride) return { ok: false, why: `${vertex.count} splats need ${headerLength + vertex.count * vertex.stride} bytes but the file has ${size}` }
    let rest = 0
    while (props.get(`f_rest_${rest}`)?.type === 'float') rest++
    const shDegree = rest >= 45 ? 3 : rest >= 24 ? 2 : rest >= 9 ? 1 : 0
    return { ok: true, header: { headerLength, count: vertex.count, stride: vertex.stride, props, shDegree } }
  } finally {
    await file.close()
  }
}

/** Streams the vertices once into SPZ; refuses a non-finite value. Answers the SPZ's size. */
export async function plyToSpz(filePath: string, header: PlyHeader, output: string): Promise<{ ok: true; size: number } | { ok: false; why: string }> {
  const writer = new SpzWriter(header.count, header.shDegree)
  const dim = [0, 3, 8, 15][header.shDegree]
  const at = (name: string) => header.props.get(name)!.offset
  const o = { x: at('x'), y: at('y'), z: at('z'), op: at('opacity'), dc: [at('f_dc_0'), at('f_dc_1'), at('f_dc_2')], s: [at('scale_0'), at('scale_1'), at('scale_2')], r: [at('rot_0'), at('rot_1'), at('rot_2'), at('rot_3')] }
  const rest = Array.from({ length: dim * 3 }, (_, k) => at(`f_rest_${k}`))
  let index = 0
  let carry = Buffer.alloc(0)
  const stream = fs.createReadStream(filePath, { start: header.headerLength, highWaterMark: 1 << 20 })
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const data = carry.length ? Buffer.concat([carry, chunk]) : chunk
    let p = 0
    for (; p + header.stride <= data.length; p += header.stride, index++) {
      const f = (offset: number) => data.readFloatLE(p + offset)
      const values = [f(o.x), f(o.y), f(o.z), f(o.op), ...o.dc.map(f), ...o.s.map(f), ...o.r.map(f)]
      if (!values.every(Number.isFinite)) {
        stream.destroy()
        return { ok: false, why: `splat ${index} holds a value that is not a finite number` }
      }
      writer.set(index, values[0], values[1], values[2], sigmoid(values[3]), [values[4], values[5], values[6]], [values[7], values[8], values[9]], [values[10], values[11], values[12], values[13]])
      for (let c = 0; c < 3; c++) for (let j = 0; j < dim; j++) writer.setSh(index, j, c, f(rest[c * dim + j]))
    }
    carry = Buffer.from(data.subarray(p))
  }
  return { ok: true, size: await writer.write(output) }
}
