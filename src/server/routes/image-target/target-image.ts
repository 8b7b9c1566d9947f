import fs from 'node:fs'
import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromFile } from 'file-type'
import sharp from 'sharp'
import { IMAGE_TARGET_LIMITS, IMAGE_TARGET_MESSAGES } from '@shared/api/image-target'
import { PROJECT_MESSAGES } from '@shared/api/projects'
import { greyFromRgba, measureTrackingQuality, MIN_TRACKING_SCORE, trackingProblemMessage, ANALYSIS_SIZE, type TrackingQuality } from '@shared/image-target/tracking-quality'
import { assertCleanText } from '../../lib/clean-text'
import { HttpError } from '../../lib/http-error'
import { partToTemp } from '../../lib/multipart-to-temp'

export interface ReceivedTarget {
  tempPath: string
  fileName: string
  size: number
  sha256: string
}

/**
 * Streams the create call's body: text fields into an object, the one `file` part to a temp file
 * (counted and hashed on the way). Any refusal deletes what was written before it throws.
 */
export async function receiveTargetImage(request: FastifyRequest, tempDir: string) {
  if (!request.isMultipart()) throw new HttpError(415, 'Send multipart/form-data with project_name, comment and file')
  const fields: Record<string, string> = {}
  let file: ReceivedTarget | undefined
  let mind: ReceivedTarget | undefined
  let files = 0
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        assertCleanText(fields[part.fieldname], part.fieldname)
        continue
      }
      if (part.fieldname === 'mind' && !mind) {
        // The compiled target the dialog made in the browser (optional: the editor makes it otherwise).
        const cap = { bytes: IMAGE_TARGET_LIMITS.maxCompiledBytes, message: 'The compiled target is too large' }
        const temp = await partToTemp(part.file, { tempDir, prefix: 'media-target-', suffix: '.mind', cap, truncatedMessage: cap.message, hash: true, headBytes: COMPILED_HEAD_BYTES })
        mind = { tempPath: temp.path, fileName: 'target.mind', size: temp.size, sha256: temp.sha256 }
        if (!isCompiledTarget(temp.head)) throw new HttpError(422, IMAGE_TARGET_MESSAGES.notCompiled, [{ field: 'mind', message: IMAGE_TARGET_MESSAGES.notCompiled }])
        continue
      }
      files += 1
      if (files > 1 || part.fieldname !== 'file') {
        part.file.resume()
        if (part.fieldname !== 'file') throw new HttpError(400, `Unexpected file field "${part.fieldname}"; send the image as "file"`)
        continue
      }
      const cap = { bytes: IMAGE_TARGET_LIMITS.maxImageBytes, message: IMAGE_TARGET_MESSAGES.tooLarge }
      const temp = await partToTemp(part.file, { tempDir, prefix: 'media-target-', cap, truncatedMessage: cap.message, hash: true })
      const fileName = path.basename(part.filename || 'target').slice(0, 200)
      file = { tempPath: temp.path, fileName, size: temp.size, sha256: temp.sha256 }
      assertCleanText(fileName, 'file.filename')
    }
    if (files > 1) throw new HttpError(400, PROJECT_MESSAGES.oneFile)
    if (!file || file.size === 0) throw new HttpError(400, IMAGE_TARGET_MESSAGES.fileRequired, [{ field: 'file', message: IMAGE_TARGET_MESSAGES.fileRequired }])
    return { fields, file, mind }
  } catch (error) {
    for (const received of [file, mind]) if (received) fs.rmSync(received.tempPath, { force: true })
    throw error
  }
}

export interface InspectedTarget {
  format: 'png' | 'jpg'
  mime: string
  /** As shown (EXIF orientation applied), which is how the browser compiles it. */
  width: number
  height: number
  quality: TrackingQuality
}

const refuse = (status: number, message: string): never => {
  throw new HttpError(status, message, [{ field: 'file', message }])
}

/**
 * Decides by content: JPEG or PNG by magic bytes, decodable, at least 320 px on its short side,
 * and trackable by the shared measure (corners, their spread, no repeating pattern), computed on
 * a copy reduced to ANALYSIS_SIZE so a huge upload costs no more than a small one.
 */
export async function inspectTargetImage(filePath: string): Promise<InspectedTarget> {
  const type = await fileTypeFromFile(filePath)
  if (type?.ext !== 'png' && type?.ext !== 'jpg') return refuse(415, IMAGE_TARGET_MESSAGES.notImage)
  let width: number
  let height: number
  let grey
  try {
    const image = sharp(filePath, { limitInputPixels: 16384 * 16384, failOn: 'error' })
    const meta = await image.metadata()
    if (!meta.width || !meta.height) return refuse(422, IMAGE_TARGET_MESSAGES.invalidImage)
    const turned = (meta.orientation ?? 1) >= 5
    width = turned ? meta.height : meta.width
    height = turned ? meta.width : meta.height
    if (Math.min(width, height) < IMAGE_TARGET_LIMITS.minShortSide) return refuse(422, IMAGE_TARGET_MESSAGES.tooSmall(Math.min(width, height)))
    const { data, info } = await image
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: ANALYSIS_SIZE, height: ANALYSIS_SIZE, fit: 'inside', kernel: 'cubic' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    grey = greyFromRgba(data, info.width, info.height, info.channels)
  } catch (error) {
    if (error instanceof HttpError) throw error
    return refuse(422, IMAGE_TARGET_MESSAGES.invalidImage)
  }
  const quality = measureTrackingQuality(grey)
  if (quality.score < MIN_TRACKING_SCORE) return refuse(422, `${trackingProblemMessage(quality)} (tracking quality ${quality.score} of 100)`)
  return { format: type.ext, mime: type.ext === 'png' ? 'image/png' : 'image/jpeg', width, height, quality }
}

/**
 * MindAR's exportData is msgpack of `{ v: 2, dataList: [...] }`: a two-entry map whose first key is
 * "v" (version 2), then "dataList" with one target. Checked by its bytes, so nothing decodes an
 * untrusted blob on the server.
 */
const MIND_PREFIX = Buffer.from([0x82, 0xa1, 0x76, 0x02, 0xa8, ...Buffer.from('dataList', 'latin1'), 0x91])
export const isCompiledTarget = (head: Buffer) => head.length >= MIND_PREFIX.length && head.subarray(0, MIND_PREFIX.length).equals(MIND_PREFIX)
export const COMPILED_HEAD_BYTES = MIND_PREFIX.length
