import fsp from 'node:fs/promises'

const JSON_CHUNK = 0x4e4f534a
const BIN_CHUNK = 0x004e4942
const MAX_JSON_BYTES = 64 * 1024 * 1024

export type GlbCheck = { ok: true; json: GltfJson } | { ok: false; reason: 'invalid' | 'external'; detail: string }

export interface GltfJson {
  asset?: { version?: string }
  buffers?: { uri?: string; byteLength?: number }[]
  images?: { uri?: string }[]
  [key: string]: unknown
}

/**
 * Checks the GLB container before any parser sees it: the header's length is the file's length
 * (a truncated upload fails here), chunks tile the file exactly, the first is JSON, and every
 * buffer and image is inside the file. The last rule matters: a reader resolves `uri`s, so a
 * model naming '../../jwt-secret' or 'file:///etc/passwd' would otherwise pull server files
 * into a model we then serve publicly.
 */
export async function checkGlb(filePath: string): Promise<GlbCheck> {
  const bad = (detail: string): GlbCheck => ({ ok: false, reason: 'invalid', detail })
  const file = await fsp.open(filePath, 'r')
  try {
    const { size } = await file.stat()
    if (size < 20) return bad('shorter than a GLB header')
    const header = Buffer.alloc(12)
    await file.read(header, 0, 12, 0)
    if (header.toString('latin1', 0, 4) !== 'glTF') return bad('no glTF magic')
    if (header.readUInt32LE(4) !== 2) return bad(`container version ${header.readUInt32LE(4)}`)
    if (header.readUInt32LE(8) !== size) return bad(`header says ${header.readUInt32LE(8)} bytes, file has ${size}`)
    let offset = 12
    let json: GltfJson | undefined
    let binChunks = 0
    const chunk = Buffer.alloc(8)
    while (offset < size) {
      if (size - offset < 8) return bad('trailing bytes after the last chunk')
      await file.read(chunk, 0, 8, offset)
      const length = chunk.readUInt32LE(0)
      const type = chunk.readUInt32LE(4)
      if (offset + 8 + length > size) return bad('a chunk runs past the end of the file')
      if (!json) {
        if (type !== JSON_CHUNK) return bad('the first chunk is not JSON')
        if (length > MAX_JSON_BYTES) return bad('the JSON chunk is too large')
        const text = Buffer.alloc(length)
        await file.read(text, 0, length, offset + 8)
        try {
          json = JSON.parse(text.toString('utf8')) as GltfJson
        } catch {
          return bad('the JSON chunk does not parse')
        }
        if (!json || typeof json !== 'object' || Array.isArray(json)) return bad('the JSON chunk is not an object')
      } else if (type === BIN_CHUNK && ++binChunks > 1) {
        return bad('more than one BIN chunk')
      }
      offset += 8 + length
    }
    if (!json) return bad('no JSON chunk')
    if (!json.asset?.version?.startsWith('2.')) return bad('not glTF 2.0')
    const external = [...(json.buffers ?? []), ...(json.images ?? [])].find((item) => typeof item?.uri === 'string' && !item.uri.startsWith('data:'))
    if (external) return { ok: false, reason: 'external', detail: `refers to ${String(external.uri).slice(0, 80)}` }
    return { ok: true, json }
  } finally {
    await file.close()
  }
}
