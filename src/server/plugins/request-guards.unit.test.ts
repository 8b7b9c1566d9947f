import { Readable } from 'node:stream'
import { expect, it } from 'vitest'
import { nodeCountGuard } from './request-guards'

/** Streams `text` through the guard in chunks of the given sizes (cycled); answers what came out, or the error. */
async function through(text: string, sizes: number[], cap: number, maxBytes = Infinity) {
  const bytes = Buffer.from(text)
  const chunks: Buffer[] = []
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length]
    chunks.push(bytes.subarray(at, at + size))
    at += size
  }
  let read = 0
  const source = Readable.from(
    (function* () {
      for (const c of chunks) yield ((read += c.length), c)
    })(),
  )
  const guard = nodeCountGuard(cap, () => new Error('too many'), maxBytes)
  const out: Buffer[] = []
  try {
    for await (const chunk of source.pipe(guard)) out.push(chunk as Buffer)
    return { passed: Buffer.concat(out).toString(), read }
  } catch (error) {
    return { error: (error as Error).message, read }
  }
}

const body = (n: number) => JSON.stringify({ nodes: Array.from({ length: n }, (_, i) => ({ id: `n${i}`, parentId: i ? `n${i - 1}` : null })) })

it('counts every parentId once, whichever chunk borders cut it', async () => {
  // Chunk sizes of 1 to 9 bytes cut the 8-byte key at every offset, also across three chunks.
  for (const sizes of [[1], [3], [5, 2], [7], [8], [9, 1, 4], [64 * 1024]]) {
    expect(await through(body(50), sizes, 50)).toEqual({ passed: body(50), read: body(50).length })
    expect(await through(body(51), sizes, 50)).toMatchObject({ error: 'too many' })
  }
})

it('reads an over-cap body to its end before refusing it, up to the byte limit', async () => {
  // The client is still writing: refusing mid-body would close the socket under it (a reset, not a 413).
  const text = body(200)
  expect(await through(text, [100], 10)).toEqual({ error: 'too many', read: text.length })
  // Past the route's limit nothing more is read: the refusal comes at once.
  const long = body(2_000)
  const early = await through(long, [100], 10, 1_000)
  expect(early).toMatchObject({ error: 'too many' })
  // (the source reads a few chunks ahead of the guard)
  expect(early.read).toBeLessThan(long.length / 5)
})
