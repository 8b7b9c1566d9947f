import path from 'node:path/posix'
import { getGLPrimitiveCount } from '@gltf-transform/functions'
import { geoProblem } from '@shared/geo/geodesy'
import { VPS_SCAN_LIMITS } from '@shared/api/projects'
import { HttpError } from '../../lib/http-error'
import { modelIO } from '../../services/media/model-pipeline'

export interface ScanLocation {
  latitude: number
  longitude: number
  altitude: number
  heading: number
}

export interface VpsScan {
  /** The scan as one self-contained GLB (a .gltf's .bin and textures packed in). */
  glb: Uint8Array
  /** The entry it came from. */
  entry: string
  /** Points, lines and triangles drawn, as WebGL counts them. */
  primitives: number
  /** From the zip's JSON, when it names the place. */
  location: ScanLocation | null
}

const MESH = /\.(glb|gltf)$/i
const RESOURCE = /\.(bin|png|jpe?g|webp|ktx2)$/i
const JSON_FILE = /\.json$/i
const MAX_JSON_BYTES = 64 * 1024

/** The entries the scan reader needs held in memory while the zip is inspected. */
export const wantsScanEntry = (name: string) => MESH.test(name) || RESOURCE.test(name) || JSON_FILE.test(name)

const refuse = (message: string, status = 422) => new HttpError(status, message)

/**
 * The place's scan and coordinates from a Location-Based AR zip's entries: the largest .glb (else
 * .gltf, with its buffers and images resolved inside the zip, never on disk or the network) within
 * the primitive budget, and the first JSON that names a latitude and longitude, validated.
 */
export async function readVpsScan(kept: Map<string, Buffer>, limits: { maxPrimitives: number } = VPS_SCAN_LIMITS): Promise<VpsScan> {
  const meshes = [...kept.keys()].filter((name) => MESH.test(name) && !name.split('/').some((part) => part.startsWith('__MACOSX')))
  if (!meshes.length) throw refuse('The zip holds no scan: add the place\'s mesh as a .glb or .gltf file (as Polycam and Scaniverse export it)')
  const size = (name: string) => kept.get(name)!.length
  const glbs = meshes.filter((name) => /\.glb$/i.test(name)).sort((a, b) => size(b) - size(a))
  const entry = glbs[0] ?? meshes.sort((a, b) => size(b) - size(a))[0]
  const io = await modelIO()
  let doc
  try {
    if (/\.glb$/i.test(entry)) {
      const bytes = new Uint8Array(kept.get(entry)!)
      checkUris(readGlbJson(bytes), entry, kept)
      doc = await io.readBinary(bytes)
    } else {
      const json = JSON.parse(kept.get(entry)!.toString('utf8')) as GltfUris
      const resources = checkUris(json, entry, kept)
      doc = await io.readJSON({ json: json as never, resources })
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw refuse(`The scan ${entry.slice(0, 120)} is not a readable glTF model: ${(error as Error).message.slice(0, 200)}`)
  }
  let primitives = 0
  for (const mesh of doc.getRoot().listMeshes()) for (const prim of mesh.listPrimitives()) primitives += getGLPrimitiveCount(prim)
  if (primitives === 0) throw refuse(`The scan ${entry.slice(0, 120)} has no geometry`)
  if (primitives > limits.maxPrimitives) {
    throw refuse(`The scan has ${primitives.toLocaleString('en')} triangles; at most ${limits.maxPrimitives.toLocaleString('en')} are allowed (decimate it in Polycam or Scaniverse before export)`, 413)
  }
  const glb = await io.writeBinary(doc)
  return { glb, entry, primitives, location: readLocation(kept) }
}

interface GltfUris {
  buffers?: { uri?: unknown }[]
  images?: { uri?: unknown }[]
}

function readGlbJson(bytes: Uint8Array): GltfUris {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.length < 20 || view.toString('latin1', 0, 4) !== 'glTF') throw refuse('The scan is not a GLB file (no glTF header)')
  const length = view.readUInt32LE(12)
  if (view.readUInt32LE(16) !== 0x4e4f534a || 20 + length > view.length) throw refuse('The scan\'s GLB header is damaged')
  return JSON.parse(view.toString('utf8', 20, 20 + length)) as GltfUris
}

/**
 * Every buffer and image a model names must be inside it (data: URIs) or beside it in the zip: a
 * reader that followed `../../jwt-secret` or `file:///etc/passwd` would pull server files into a
 * model we then serve. Answers the zip's files keyed by the URIs the model uses.
 */
function checkUris(json: GltfUris, entry: string, kept: Map<string, Buffer>): Record<string, Uint8Array<ArrayBuffer>> {
  const resources: Record<string, Uint8Array<ArrayBuffer>> = {}
  const dir = path.dirname(entry)
  for (const item of [...(json.buffers ?? []), ...(json.images ?? [])]) {
    if (item.uri === undefined || (typeof item.uri === 'string' && item.uri.startsWith('data:'))) continue
    if (typeof item.uri !== 'string') throw refuse('The scan names a file with a URI that is not text')
    let name: string
    try {
      name = decodeURIComponent(item.uri)
    } catch {
      throw refuse(`The scan names a file with a broken URI: ${item.uri.slice(0, 120)}`)
    }
    const inZip = path.normalize(path.join(dir, name))
    if (/^[a-z][a-z0-9+.-]*:/i.test(name) || inZip.startsWith('..') || path.isAbsolute(name) || !kept.has(inZip)) {
      throw refuse(`The scan names ${name.slice(0, 120)}, which is not in the zip beside it`)
    }
    resources[item.uri] = new Uint8Array(kept.get(inZip)!)
  }
  return resources
}

/** The first small JSON naming a latitude and longitude (at its top or under `location`/`anchor`). */
function readLocation(kept: Map<string, Buffer>): ScanLocation | null {
  for (const [name, bytes] of [...kept].sort(([a], [b]) => a.localeCompare(b))) {
    if (!JSON_FILE.test(name) || name.split('/').some((part) => part.startsWith('__MACOSX'))) continue
    if (bytes.length > MAX_JSON_BYTES) continue
    let data: unknown
    try {
      data = JSON.parse(bytes.toString('utf8'))
    } catch {
      throw refuse(`${name.slice(0, 120)} is not valid JSON`)
    }
    const record = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null)
    const top = record(data)
    const place = record(top?.location) ?? record(top?.anchor) ?? top
    if (!place || !('latitude' in place || 'longitude' in place || 'lat' in place)) continue
    const point = {
      latitude: place.latitude ?? place.lat,
      longitude: place.longitude ?? place.lon ?? place.lng,
      altitude: place.altitude ?? place.alt ?? 0,
      heading: place.heading ?? 0,
    }
    const problem = geoProblem(point)
    if (problem) throw refuse(`${name.slice(0, 120)}: ${problem}`)
    return point as ScanLocation
  }
  return null
}
