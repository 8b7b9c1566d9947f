import zlib from 'node:zlib'

export type Encoding = 'br' | 'gzip' | 'identity'

interface Entry {
  key: string
  bodies: Partial<Record<Encoding, Buffer>>
  bytes: number
}

/** Answers below this size go out as they are: compressing them costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024

/** The best encoding the client accepts, of the two we make. */
export function pickEncoding(acceptEncoding: string | undefined, size: number): Encoding {
  if (size < COMPRESS_FROM_BYTES || !acceptEncoding) return 'identity'
  if (/\bbr\b/.test(acceptEncoding)) return 'br'
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip'
  return 'identity'
}

/**
 * The project read's whole answer, serialized (and compressed) once per version of the project:
 * the key holds the scene revision and updated_at, which every change to what the answer shows
 * moves, so a stale entry is never served and several nodes need no invalidation. Bounded by
 * entries and bytes; the oldest entry goes first.
 */
export class SceneAnswerCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /**
   * The answer for this version of the project, built on a miss; `choose` picks the encoding
   * from the answer's size (small ones are not compressed).
   */
  async getAsync(projectId: string, key: string, build: () => Promise<Buffer>, choose: (size: number) => Encoding): Promise<Buffer> {
    let entry = this.entries.get(projectId)
    if (!entry || entry.key !== key) {
      const identity = await build()
      this.drop(projectId)
      entry = { key, bodies: { identity }, bytes: identity.length }
      this.bytes += identity.length
      this.entries.set(projectId, entry)
      this.evict()
    } else {
      // Most recently used last, so eviction takes the coldest.
      this.entries.delete(projectId)
      this.entries.set(projectId, entry)
    }
    const identity = entry.bodies.identity!
    const encoding = choose(identity.length)
    let body = entry.bodies[encoding]
    if (!body) {
      body = encoding === 'br' ? zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(identity, { level: 6 })
      entry.bodies[encoding] = body
      entry.bytes += body.length
      this.bytes += body.length
      this.evict()
    }
    return body
  }

  private drop(projectId: string) {
    const entry = this.entries.get(projectId)
    if (!entry) return
    this.bytes -= entry.bytes
    this.entries.delete(projectId)
  }

  private evict() {
    for (const id of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.drop(id)
    }
  }
}
