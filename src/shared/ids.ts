/** Every entity id is a 24-character lowercase hexadecimal string (the spec's experience id pattern). */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value)
}

/**
 * Mongo-style ids: 4 bytes of seconds then 8 random bytes, so ids sort roughly by creation time
 * (handy in logs and for stable ordering) while staying unguessable. Uses Web Crypto, which both
 * browsers and Node 20 expose on globalThis.
 */
export function newObjectId(now: number = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8)
  const random = new Uint8Array(8)
  globalThis.crypto.getRandomValues(random)
  let tail = ''
  for (const byte of random) tail += byte.toString(16).padStart(2, '0')
  return seconds + tail
}
