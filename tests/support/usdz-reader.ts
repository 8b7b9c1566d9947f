/**
 * Reads a USDZ's local file headers as AR Quick Look does: every entry must be stored (method 0)
 * and its data must start on a 64-byte boundary. Answers the entries in archive order.
 */
export interface UsdzEntry {
  name: string
  method: number
  dataOffset: number
  data: Uint8Array
}

export function readUsdz(bytes: Uint8Array): UsdzEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const entries: UsdzEntry[] = []
  let at = 0
  while (at + 30 <= bytes.length && view.getUint32(at, true) === 0x04034b50) {
    const method = view.getUint16(at + 8, true)
    const flags = view.getUint16(at + 6, true)
    if (flags & 0x08) throw new Error('entry sizes in a data descriptor: not allowed in USDZ')
    const compressed = view.getUint32(at + 18, true)
    const nameLength = view.getUint16(at + 26, true)
    const extraLength = view.getUint16(at + 28, true)
    const name = new TextDecoder().decode(bytes.subarray(at + 30, at + 30 + nameLength))
    const dataOffset = at + 30 + nameLength + extraLength
    entries.push({ name, method, dataOffset, data: bytes.subarray(dataOffset, dataOffset + compressed) })
    at = dataOffset + compressed
  }
  return entries
}
