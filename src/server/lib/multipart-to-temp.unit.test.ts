import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { partToTemp, type FilePart } from './multipart-to-temp'

let root: string
let tempDir: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'to-temp-'))
  tempDir = path.join(root, 'tmp')
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** A part arriving in chunks, as busboy hands one over (`truncated` set when its limit cut it). */
const part = (chunks: string[], truncated = false): FilePart => Object.assign(Readable.from(chunks.map((c) => Buffer.from(c))), { truncated })
const leftovers = () => (fs.existsSync(tempDir) ? fs.readdirSync(tempDir) : [])

describe('partToTemp', () => {
  it('writes the part to a new temp file named for its caller, with size, sha256 and leading bytes', async () => {
    const file = await partToTemp(part(['PK', '\x03\x04rest', 'more']), { tempDir, prefix: 'upload-', suffix: '.zip', truncatedMessage: 'cut', hash: true, headBytes: 4 })
    expect(path.basename(file.path)).toMatch(/^upload-[0-9a-f]{16}\.zip$/)
    expect(fs.readFileSync(file.path, 'latin1')).toBe('PK\x03\x04restmore')
    expect(file.size).toBe(12)
    expect(file.sha256).toBe(crypto.createHash('sha256').update(Buffer.from('PK\x03\x04restmore', 'latin1')).digest('hex'))
    expect(file.head.toString('latin1')).toBe('PK\x03\x04')
  })

  it('skips the hash unless asked, and two parts never share a file', async () => {
    const a = await partToTemp(part(['same']), { tempDir, prefix: 'media-', truncatedMessage: 'cut' })
    const b = await partToTemp(part(['same']), { tempDir, prefix: 'media-', truncatedMessage: 'cut' })
    expect(a.sha256).toBe('')
    expect(a.path).not.toBe(b.path)
    expect(leftovers().sort()).toEqual([path.basename(a.path), path.basename(b.path)].sort())
  })

  it('accepts exactly the cap, and stops at the first byte over it with 413 and the caller message, keeping nothing', async () => {
    const cap = { bytes: 8, message: 'The image is too large' }
    expect((await partToTemp(part(['1234', '5678']), { tempDir, prefix: 'media-', cap, truncatedMessage: 'cut' })).size).toBe(8)
    fs.rmSync(tempDir, { recursive: true })
    // Never ends: only counting while receiving can settle this.
    const endless = Object.assign(
      new Readable({
        read() {
          this.push(Buffer.alloc(5))
        },
      }),
      { truncated: false },
    )
    await expect(partToTemp(endless, { tempDir, prefix: 'media-', cap, truncatedMessage: 'cut' })).rejects.toMatchObject({ statusCode: 413, message: 'The image is too large' })
    expect(leftovers()).toEqual([])
  })

  it('answers 413 with the plugin-limit message when the part was truncated, keeping nothing', async () => {
    await expect(partToTemp(part(['abc'], true), { tempDir, prefix: 'publish-', truncatedMessage: 'The GLB file is too large' })).rejects.toMatchObject({
      statusCode: 413,
      message: 'The GLB file is too large',
    })
    expect(leftovers()).toEqual([])
  })

  it('removes the partial file when the connection drops mid-part, and passes the error on', async () => {
    const broken = Object.assign(
      new Readable({
        read() {
          this.push(Buffer.from('partial'))
          this.destroy(new Error('connection lost'))
        },
      }),
      { truncated: false },
    )
    await expect(partToTemp(broken, { tempDir, prefix: 'media-', truncatedMessage: 'cut' })).rejects.toThrow('connection lost')
    expect(leftovers()).toEqual([])
  })
})
