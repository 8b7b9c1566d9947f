import fs from 'node:fs'
import type { FastifyRequest } from 'fastify'
import yauzl from 'yauzl'
import { PUBLISHED_FILE_MAX_BYTES } from '@shared/api/publish'
import { HttpError } from '../../lib/http-error'
import { partToTemp } from '../../lib/multipart-to-temp'
import { checkGlb } from '../../services/media/glb-check'
import { assertCleanText } from '../../lib/clean-text'
import { contentTypeOfKey, type MediaStorage } from '../../lib/storage'

export interface ReceivedFile {
  tempPath: string
  sha256: string
  size: number
}

export interface PublishUpload {
  fields: Record<string, string>
  usdz?: ReceivedFile
  glb?: ReceivedFile
}

/**
 * Streams the publish form: text fields, and at most one `usdz` and one `glb` file, each to a
 * temp file while hashing and counting (never buffered whole). On any refusal every temp file
 * written so far is removed before the error leaves.
 */
export async function receivePublishUpload(request: FastifyRequest, tempDir: string): Promise<PublishUpload> {
  const result: PublishUpload = { fields: {} }
  if (!request.isMultipart()) throw new HttpError(415, 'Send multipart/form-data with revision, and optionally usdz and glb files')
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') result.fields[part.fieldname] = part.value
        assertCleanText(result.fields[part.fieldname], part.fieldname)
        continue
      }
      if ((part.fieldname !== 'usdz' && part.fieldname !== 'glb') || result[part.fieldname]) {
        part.file.resume()
        throw new HttpError(400, `Unexpected file field '${part.fieldname}': send at most one usdz and one glb`)
      }
      const label = part.fieldname.toUpperCase()
      const temp = await partToTemp(part.file, {
        tempDir,
        prefix: 'publish-',
        cap: { bytes: PUBLISHED_FILE_MAX_BYTES, message: `The ${label} file is larger than ${PUBLISHED_FILE_MAX_BYTES / 1024 / 1024} MB` },
        truncatedMessage: `The ${label} file is too large`,
        hash: true,
      })
      result[part.fieldname] = { tempPath: temp.path, sha256: temp.sha256, size: temp.size }
    }
    if (result.glb) await checkPublishedGlb(result.glb.tempPath)
    if (result.usdz) await checkUsdz(result.usdz.tempPath)
    return result
  } catch (error) {
    discard(result)
    throw error
  }
}

export function discard(upload: PublishUpload) {
  for (const file of [upload.usdz, upload.glb]) if (file) fs.rmSync(file.tempPath, { force: true })
}

/**
 * Stores a checked temp file under its content-addressed public name (idempotent for equal
 * content). The local driver moves the file; either way the temp copy is the caller's to discard.
 */
export async function keep(file: ReceivedFile, storage: MediaStorage, ext: 'usdz' | 'glb'): Promise<string> {
  const name = `${file.sha256}.${ext}`
  await storage.putFile(name, file.tempPath, { contentType: contentTypeOfKey(name), size: file.size })
  return name
}

/**
 * The upload's own check (services/media/glb-check): a valid container, and every buffer and
 * image inside the file. An external `uri` (http://169.254.169.254/…, file:///…) would make each
 * viewer's browser fetch whatever it names.
 */
async function checkPublishedGlb(file: string) {
  const result = await checkGlb(file)
  if (!result.ok) {
    throw new HttpError(400, result.reason === 'external' ? `The GLB file must be self-contained: it ${result.detail}` : 'The GLB file is not a valid glTF 2.0 binary')
  }
}

/**
 * AR Quick Look only opens a USDZ whose entries are stored (not deflated) with their data
 * 64-byte aligned and whose first entry is the root layer; anything else is refused here so a
 * published version never carries a file that iPhones would reject.
 */
export async function checkUsdz(file: string): Promise<{ entries: string[] }> {
  const bad = (why: string) => new HttpError(400, `The USDZ file is not valid: ${why}`)
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, z) => (err || !z ? reject(bad('not a zip archive')) : resolve(z))),
  )
  const fd = await fs.promises.open(file, 'r')
  const entries: string[] = []
  try {
    if (zip.entryCount > 10_000) throw bad('too many entries')
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(bad('unreadable archive')))
      zip.on('end', () => resolve())
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          if (entry.compressionMethod !== 0) throw bad(`${entry.fileName} is compressed`)
          const header = Buffer.alloc(30)
          await fd.read(header, 0, 30, entry.relativeOffsetOfLocalHeader)
          if (header.readUInt32LE(0) !== 0x04034b50) throw bad('broken local header')
          const dataStart = entry.relativeOffsetOfLocalHeader + 30 + header.readUInt16LE(26) + header.readUInt16LE(28)
          if (dataStart % 64 !== 0) throw bad(`${entry.fileName} is not 64-byte aligned`)
          if (entries.length === 0 && !/\.usd[ac]?$/.test(entry.fileName)) throw bad('the first entry must be the root layer')
          entries.push(entry.fileName)
          zip.readEntry()
        })().catch(reject)
      })
      zip.readEntry()
    })
    if (!entries.length) throw bad('empty archive')
    return { entries }
  } finally {
    zip.close()
    await fd.close()
  }
}
