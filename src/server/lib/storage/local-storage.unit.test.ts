import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLocalStorage } from './local'
import type { MediaStorage } from './types'

let root: string
let storage: MediaStorage
const meta = { contentType: 'image/png', size: 10 }

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'))
  storage = createLocalStorage(path.join(root, 'media'))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('local media storage', () => {
  it('puts a stream, reads it whole and by range, stats, deletes', async () => {
    expect(await storage.put('a.png', Readable.from([Buffer.from('0123456789')]), meta)).toEqual({ created: true })
    expect(await storage.exists('a.png')).toBe(true)
    expect(await storage.stat('a.png')).toEqual({ size: 10, contentType: 'image/png' })
    expect(await text((await storage.get('a.png'))!)).toBe('0123456789')
    expect(await text((await storage.get('a.png', { start: 2, end: 4 }))!)).toBe('234')
    await storage.delete('a.png')
    expect(await storage.exists('a.png')).toBe(false)
    expect(await storage.get('a.png')).toBeNull()
    expect(await storage.stat('a.png')).toBeNull()
    await storage.delete('a.png') // a missing key is not an error
  })

  it('never overwrites a key: the second put of the same name reports created false', async () => {
    await storage.put('b.png', Readable.from([Buffer.from('first')]), meta)
    expect(await storage.put('b.png', Readable.from([Buffer.from('second')]), meta)).toEqual({ created: false })
    expect(await text((await storage.get('b.png'))!)).toBe('first')
  })

  it('putFile moves the file into place', async () => {
    const source = path.join(root, 'upload.tmp')
    fs.writeFileSync(source, 'payload')
    expect(await storage.putFile('c.glb', source, { contentType: 'model/gltf-binary', size: 7 })).toEqual({ created: true })
    expect(fs.existsSync(source)).toBe(false)
    expect(await storage.stat('c.glb')).toEqual({ size: 7, contentType: 'model/gltf-binary' })
  })

  it('a failing stream leaves neither the key nor a temp file', async () => {
    const broken = new Readable({
      read() {
        this.push(Buffer.from('partial'))
        this.destroy(new Error('connection lost'))
      },
    })
    await expect(storage.put('d.png', broken, meta)).rejects.toThrow('connection lost')
    expect(await storage.exists('d.png')).toBe(false)
    expect(fs.readdirSync(path.join(root, 'media'))).toEqual([])
  })

  it('refuses keys that could leave its folder', async () => {
    fs.writeFileSync(path.join(root, 'secret'), 'x')
    await expect(storage.stat('../secret')).rejects.toThrow(/unsafe/)
    await expect(storage.delete('../secret')).rejects.toThrow(/unsafe/)
    await expect(storage.put('.hidden', Readable.from(['x']), meta)).rejects.toThrow(/unsafe/)
    expect(fs.existsSync(path.join(root, 'secret'))).toBe(true)
  })
})

describe('local media storage at start', () => {
  it('sweeps temp files an interrupted write left more than an hour ago, and nothing else', () => {
    const dir = path.join(root, 'swept')
    fs.mkdirSync(dir)
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000)
    for (const name of ['.a.png.1.tmp', '.b.png.2.tmp', 'c.png']) fs.writeFileSync(path.join(dir, name), 'x')
    fs.utimesSync(path.join(dir, '.a.png.1.tmp'), old, old)
    fs.utimesSync(path.join(dir, 'c.png'), old, old)
    createLocalStorage(dir)
    expect(fs.readdirSync(dir).sort()).toEqual(['.b.png.2.tmp', 'c.png'])
  })
})
