import fs from 'node:fs'
import fsp from 'node:fs/promises'
import zlib from 'node:zlib'
import sharp from 'sharp'
import yauzl from 'yauzl'
import { SPLAT_MAX_COUNT } from '@shared/api/assets'
import { dcFromColor, shDim, SPZ_MAGIC, SpzWriter } from './splat-spz'

type Checked = { ok: true; count: number } | { ok: false; why: string }

/**
 * antimatter15's .splat: no header, 32 bytes a splat (position and linear scale as float32, RGBA,
 * quaternion as bytes). Only the size says it is one, so every value is checked while converting.
 */
export async function splatToSpz(filePath: string, output: string): Promise<({ ok: true; size: number } & Checked) | { ok: false; why: string }> {
  const { size } = await fsp.stat(filePath)
  if (size % 32 !== 0) return { ok: false, why: `its size (${size} bytes) is not a whole number of 32-byte splats` }
  const count = size / 32
  if (count > SPLAT_MAX_COUNT) return { ok: false, why: `it holds ${count} splats, more than ${SPLAT_MAX_COUNT}` }
  const writer = new SpzWriter(count, 0)
  let index = 0
  for await (const chunk of fs.createReadStream(filePath, { highWaterMark: 32 * 32768 }) as AsyncIterable<Buffer>) {
    // 32 divides the chunk size, so a splat never straddles two chunks except at a short read.
    if (chunk.length % 32 !== 0) return { ok: false, why: 'it could not be read in whole splats' }
    for (let p = 0; p < chunk.length; p += 32, index++) {
      const x = chunk.readFloatLE(p), y = chunk.readFloatLE(p + 4), z = chunk.readFloatLE(p + 8)
      const sx = chunk.readFloatLE(p + 12), sy = chunk.readFloatLE(p + 16), sz = chunk.readFloatLE(p + 20)
      if (![x, y, z].every(Number.isFinite) || !(sx > 0 && sy > 0 && sz > 0 && Number.isFinite(sx + sy + sz))) {
        return { ok: false, why: `splat ${index} has a position or scale that is not a finite positive number` }
      }
      const q = [chunk[p + 28], chunk[p + 29], chunk[p + 30], chunk[p + 31]].map((b) => (b - 128) / 128) as [number, number, number, number]
      writer.set(index, x, y, z, chunk[p + 27] / 255, [dcFromColor(chunk[p + 24]), dcFromColor(chunk[p + 25]), dcFromColor(chunk[p + 26])], [Math.log(sx), Math.log(sy), Math.log(sz)], q)
    }
  }
  return { ok: true, count, size: await writer.write(output) }
}

/** SPZ: gzip around a 16-byte header whose count and SH degree fix the unpacked size exactly. */
export async function checkSpz(filePath: string): Promise<Checked> {
  const head = Buffer.alloc(2)
  const file = await fsp.open(filePath, 'r')
  await file.read(head, 0, 2, 0).finally(() => file.close())
  if (head[0] !== 0x1f || head[1] !== 0x8b) return { ok: false, why: 'it is not gzip-compressed' }
  let expected = Infinity
  let seen = 0
  let header = Buffer.alloc(0)
  let count = 0
  const gunzip = fs.createReadStream(filePath).pipe(zlib.createGunzip())
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      if (header.length < 16) {
        header = Buffer.concat([header, chunk.subarray(0, 16 - header.length)])
        if (header.length === 16) {
          if (header.readUInt32LE(0) !== SPZ_MAGIC) return { ok: false, why: 'its header has no SPZ magic' }
          const version = header.readUInt32LE(4)
          count = header.readUInt32LE(8)
          const degree = header[12]
          if (version < 1 || version > 3) return { ok: false, why: `SPZ version ${version} is not supported (1 to 3)` }
          if (degree > 3) return { ok: false, why: `its SH degree ${degree} is above 3` }
          if (count === 0 || count > SPLAT_MAX_COUNT) return { ok: false, why: `it declares ${count} splats` }
          const perSplat = (version === 1 ? 6 : 9) + 1 + 3 + 3 + (version === 3 ? 4 : 3) + shDim(degree) * 3
          expected = 16 + count * perSplat
        }
      }
      seen += chunk.length
      // A lying header or a gzip bomb stops here, at the first byte past what the header allows.
      if (seen > expected) return { ok: false, why: 'it unpacks to more bytes than its header declares' }
    }
  } catch {
    return { ok: false, why: 'its gzip stream is damaged' }
  } finally {
    gunzip.destroy()
  }
  if (header.length < 16) return { ok: false, why: 'it is too short for an SPZ header' }
  if (seen !== expected) return { ok: false, why: `it unpacks to ${seen} bytes where its header needs ${expected}` }
  return { ok: true, count }
}

const MAX_ENTRIES = 64
const MAX_META = 64 * 1024

/** PlayCanvas SOG: a zip of meta.json and WebP images; the count must fit the means image. */
export async function checkSog(filePath: string): Promise<Checked> {
  let zip: yauzl.ZipFile
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.open(filePath, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (e, z) => (e ? reject(e) : resolve(z!))))
  } catch {
    return { ok: false, why: 'it is not a zip archive' }
  }
  try {
    if (zip.entryCount > MAX_ENTRIES) return { ok: false, why: `it holds ${zip.entryCount} files, more than ${MAX_ENTRIES}` }
    const entries = new Map<string, yauzl.Entry>()
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => { entries.set(entry.fileName, entry); zip.readEntry() })
      zip.on('end', resolve)
      zip.on('error', reject)
      zip.readEntry()
    })
    const metaEntry = entries.get('meta.json')
    if (!metaEntry) return { ok: false, why: 'it has no meta.json' }
    if (metaEntry.uncompressedSize > MAX_META) return { ok: false, why: 'its meta.json is larger than 64 KB' }
    let meta: Record<string, { files?: unknown; shape?: unknown }> & { version?: unknown; count?: unknown }
    try {
      meta = JSON.parse((await readEntry(zip, metaEntry)).toString('utf8'))
    } catch {
      return { ok: false, why: 'its meta.json is not JSON' }
    }
    for (const key of ['means', 'scales', 'quats', 'sh0']) {
      const files = meta[key]?.files
      if (!Array.isArray(files) || files.length === 0) return { ok: false, why: `its meta.json lists no ${key} files` }
      for (const name of files) {
        const entry = typeof name === 'string' ? entries.get(name) : undefined
        if (!entry) return { ok: false, why: `${String(name)} is listed but missing` }
        const head = await readEntry(zip, entry, 12)
        if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WEBP') return { ok: false, why: `${name} is not a WebP image` }
      }
    }
    const count = meta.version === 2 ? meta.count : Array.isArray(meta.means.shape) ? meta.means.shape[0] : undefined
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count <= 0 || count > SPLAT_MAX_COUNT) return { ok: false, why: 'its meta.json has no valid splat count' }
    const means = await sharp(await readEntry(zip, entries.get((meta.means.files as string[])[0])!)).metadata().catch(() => undefined)
    if (!means?.width || !means.height) return { ok: false, why: 'its means image cannot be decoded' }
    if (means.width * means.height < count) return { ok: false, why: `${count} splats do not fit its ${means.width} × ${means.height} means image` }
    return { ok: true, count }
  } catch {
    return { ok: false, why: 'its zip archive is damaged' }
  } finally {
    zip.close()
  }
}

/** An entry's bytes, or only its first `limit` bytes (a magic check need not inflate a whole image). */
function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit = Infinity): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error)
      const parts: Buffer[] = []
      let length = 0
      stream.on('data', (c: Buffer) => {
        parts.push(c)
        length += c.length
        if (length >= limit) {
          stream.destroy()
          resolve(Buffer.concat(parts))
        }
      })
      stream.on('end', () => resolve(Buffer.concat(parts)))
      stream.on('error', reject)
    }),
  )
}
