import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import yauzl from 'yauzl'
import { VPS_ZIP_LIMITS } from '@shared/api/projects'
import { HttpError } from '../../lib/http-error'

export interface ZipSummary {
  entries: number
  uncompressed: number
  /** The entries `keep` asked for, by name, read into memory. */
  kept: Map<string, Buffer>
}

export interface KeepRule {
  /** Whether to hold an entry's bytes (the scan's files, the coordinates' JSON). */
  wants: (name: string) => boolean
  /** The kept entries together may not expand past this. */
  maxBytes: number
  /** The refusal when they do (413). */
  tooBig: string
}

const S_IFMT = 0o170000
const S_IFLNK = 0o120000

/** A path that stays inside the folder it is extracted into, written the portable way. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.length > 1024) return false
  if (name.includes('\\') || name.includes('\0')) return false
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false
  return !name.split('/').some((part) => part === '..')
}

const refuse = (message: string, status = 422) => new HttpError(status, message)

/**
 * Reads every entry of a stored zip without extracting it: refuses unsafe names, links, too many
 * entries and archives that expand past the cap (checked first from the central directory, then
 * again while inflating, since headers can lie), and entries whose data differs from their header.
 */
export async function inspectZip(file: string, limits = VPS_ZIP_LIMITS, keep?: KeepRule): Promise<ZipSummary> {
  let zip: yauzl.ZipFile
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, autoClose: true }, (err, z) =>
        err ? reject(err) : resolve(z!),
      ),
    )
  } catch {
    throw refuse('The file is not a valid .zip archive', 415)
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close()
    throw refuse(`The archive has ${zip.entryCount} entries; at most ${limits.maxEntries} are allowed`)
  }

  let declared = 0
  let actual = 0
  let entries = 0
  let keptBytes = 0
  const kept = new Map<string, Buffer>()
  return new Promise<ZipSummary>((resolve, reject) => {
    let settled = false
    const fail = (error: Error) => {
      if (settled) return
      settled = true
      zip.close()
      reject(error instanceof HttpError ? error : refuse(`The archive is damaged: ${error.message}`))
    }
    zip.on('error', (err: Error) => fail(err))
    zip.on('end', () => {
      if (settled) return
      settled = true
      resolve({ entries, uncompressed: actual, kept })
    })
    zip.on('entry', (entry: yauzl.Entry) => {
      entries += 1
      if (!isSafeEntryName(entry.fileName)) return fail(refuse(`Unsafe path in the archive: ${entry.fileName.slice(0, 120)}`))
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
        return fail(refuse(`Links are not allowed in the archive: ${entry.fileName.slice(0, 120)}`))
      }
      declared += entry.uncompressedSize
      if (declared > limits.maxUncompressedBytes) return fail(tooBig(limits.maxUncompressedBytes))
      if (entry.fileName.endsWith('/')) return zip.readEntry()
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return fail(err ?? new Error('unreadable entry'))
        const chunks: Buffer[] | null = keep?.wants(entry.fileName) ? [] : null
        const counter = new Writable({
          write(chunk: Buffer, _enc, done) {
            actual += chunk.length
            if (chunks) {
              keptBytes += chunk.length
              if (keptBytes > keep!.maxBytes) return done(refuse(keep!.tooBig, 413))
              chunks.push(chunk)
            }
            done(actual > limits.maxUncompressedBytes ? tooBig(limits.maxUncompressedBytes) : null)
          },
        })
        pipeline(stream, counter).then(() => {
          if (chunks) kept.set(entry.fileName, Buffer.concat(chunks))
          zip.readEntry()
        }, fail)
      })
    })
    zip.readEntry()
  })
}

const tooBig = (max: number) => refuse(`The archive expands to more than ${Math.round(max / 1024 / 1024)} MB`, 413)
