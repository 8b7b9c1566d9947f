import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// `npm install` warned EBADENGINE on Node 20 when kysely 0.29, cookie 2 and content-disposition 3
// (Node >= 22) came in while package.json promises Node 20.19. npm's own range check (semver, which
// npm and many of our dependencies bring) judges every locked package against that promise.
const root = path.resolve(import.meta.dirname, '../..')
const semver = createRequire(path.join(root, 'package.json'))('semver') as {
  minVersion: (range: string) => { version: string } | null
  satisfies: (version: string, range: string) => boolean
}
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'))

describe('the Node version package.json promises', () => {
  const promised = read('package.json').engines.node as string
  const oldest = semver.minVersion(promised)!.version

  it('is Node 20.19 or newer, as the test preflight says', () => {
    expect(oldest).toBe('20.19.0')
    expect(fs.readFileSync(path.join(root, 'scripts/test-preflight.mjs'), 'utf8')).toContain('this project needs Node 20.19 or newer')
  })

  it('is supported by every package in the lock file (no EBADENGINE on the oldest Node it allows)', () => {
    const packages = read('package-lock.json').packages as Record<string, { version?: string; engines?: { node?: unknown } }>
    const refusing = Object.entries(packages)
      .filter(([, p]) => typeof p.engines?.node === 'string' && !semver.satisfies(oldest, p.engines.node as string))
      .map(([where, p]) => `${where.replace(/^.*node_modules\//, '')}@${p.version} wants Node ${p.engines!.node}`)
    expect(refusing).toEqual([])
  })
})
