import fs from 'node:fs'
import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { PROJECT_MESSAGES } from '@shared/api/projects'
import { HttpError } from '../../lib/http-error'
import { partToTemp } from '../../lib/multipart-to-temp'
import { assertCleanText } from '../../lib/clean-text'

export interface ReceivedZip {
  tempPath: string
  fileName: string
  size: number
}

const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')]

/**
 * Streams the multipart body: text fields into an object, the one zipContent file to a temp file
 * (counting bytes, never buffering it). Any refusal deletes what was written before it throws.
 */
export async function receiveZip(request: FastifyRequest, tempDir: string, maxBytes: number) {
  if (!request.isMultipart()) throw new HttpError(415, 'Send multipart/form-data with project_name, comment and zipContent')
  const fields: Record<string, string> = {}
  const written: string[] = []
  let zip: ReceivedZip | undefined
  let files = 0
  let badName = false
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        assertCleanText(fields[part.fieldname], part.fieldname)
        continue
      }
      files += 1
      if (files > 1 || !part.filename.toLowerCase().endsWith('.zip')) {
        badName ||= files === 1
        part.file.resume()
        continue
      }
      const temp = await partToTemp(part.file, { tempDir, prefix: 'upload-', suffix: '.zip', truncatedMessage: `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, headBytes: 4 })
      written.push(temp.path)
      if (!ZIP_MAGIC.some((magic) => temp.head.equals(magic))) throw new HttpError(415, PROJECT_MESSAGES.notZip)
      assertCleanText(part.filename, 'zipContent.filename')
      zip = { tempPath: temp.path, fileName: path.basename(part.filename).slice(0, 200), size: temp.size }
    }
    if (files > 1) throw new HttpError(400, PROJECT_MESSAGES.oneFile)
    if (badName) throw new HttpError(415, PROJECT_MESSAGES.zipOnly)
    if (!zip) throw new HttpError(400, PROJECT_MESSAGES.fileRequired, [{ field: 'zipContent', message: PROJECT_MESSAGES.fileRequired }])
    return { fields, zip }
  } catch (error) {
    for (const file of written) fs.rmSync(file, { force: true })
    throw error
  }
}
