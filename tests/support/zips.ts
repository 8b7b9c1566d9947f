import { Readable } from 'node:stream'
import yazl from 'yazl'

/** A zip holding `megabytes` of zeros, written from a stream so the test never holds them in memory. */
export async function makeZeroBomb(megabytes: number): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  const chunk = Buffer.alloc(1024 * 1024)
  let left = megabytes
  zip.addReadStream(new Readable({ read() { this.push(left-- > 0 ? chunk : null) } }), 'zeros.bin', { compress: true })
  zip.end()
  const chunks: Buffer[] = []
  for await (const part of zip.outputStream) chunks.push(part as Buffer)
  return Buffer.concat(chunks)
}

/** Builds a zip in memory. Entries: name → content (or a symlink target with link: true). */
export async function makeZip(entries: { name: string; data: Buffer | string; link?: boolean; compress?: boolean }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (const entry of entries) {
    zip.addBuffer(Buffer.from(entry.data), entry.name, {
      compress: entry.compress ?? true,
      // S_IFLNK | 0777 in the high 16 bits marks a symbolic link, as Info-ZIP writes it.
      ...(entry.link ? { mode: 0o120777 } : {}),
    })
  }
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Rewrites every occurrence of one file name with another of the same length (local and central headers). */
export function renameInPlace(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('same length only')
  const out = Buffer.from(zip)
  let at = 0
  while ((at = out.indexOf(from, at, 'latin1')) !== -1) {
    out.write(to, at, 'latin1')
    at += from.length
  }
  return out
}

/** Makes every header claim a smaller uncompressed size than the data really has. */
export function lieAboutSizes(zip: Buffer, claimed: number): Buffer {
  const out = Buffer.from(zip)
  for (let i = 0; i < out.length - 4; i++) {
    const sig = out.readUInt32LE(i)
    if (sig === 0x04034b50) out.writeUInt32LE(claimed, i + 22) // local header: uncompressed size
    if (sig === 0x02014b50) out.writeUInt32LE(claimed, i + 24) // central directory: uncompressed size
  }
  return out
}

/** A multipart/form-data body by hand, so tests control every part (two files, wrong names…). */
export function multipart(parts: ({ name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string })[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`
    if ('filename' in part) head += `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/zip'}`
    chunks.push(Buffer.from(`${head}\r\n\r\n`), 'filename' in part ? part.data : Buffer.from(part.value), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
