import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp, type MultipartParts } from '../../../../tests/support/api-fixture'
import { lieAboutSizes, makeZeroBomb, makeZip, renameInPlace } from '../../../../tests/support/zips'
import { makeScanGlb } from '../../../../tests/support/scans'

const { t, alice, call, sendParts } = useTestApp()

const upload = (parts: MultipartParts) => sendParts('/experience/create-with-zip', parts)
const fields = [
  { name: 'project_name', value: 'Plaza scan' },
  { name: 'comment', value: 'Main square' },
]
const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
const projectCount = async () => Number((await t.db.kysely.selectFrom('projects').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

describe('Location-Based AR (VPS) zip', () => {
  it('stores a good zip and records what is in it', async () => {
    const zip = await makeZip([
      { name: 'scan/mesh.glb', data: await makeScanGlb() },
      { name: 'scan/anchors.json', data: '{"anchors":[]}' },
      { name: 'readme.txt', data: 'hello' },
    ])
    const res = await upload([...fields, { name: 'zipContent', filename: 'plaza.zip', data: zip }])
    expect(res.statusCode).toBe(201)
    const id = res.json().data._id
    const detail = await call('GET', `/experience/detail/${id}`, alice.token)
    expect(detail.json().data).toMatchObject({ category: 'VPS', project_name: 'Plaza scan', vps_zip: { file_name: 'plaza.zip', entries: 3, size: zip.length } })
    expect(fs.readFileSync(path.join(t.env.DATA_DIR, 'uploads', 'vps', `${id}.zip`)).equals(zip)).toBe(true)
  })

  const refusals: [string, () => Promise<MultipartParts>, number, RegExp][] = [
    ['no file', async () => fields, 400, /^file is required$/],
    ['two files', async () => {
      const zip = await makeZip([{ name: 'a.txt', data: 'a' }])
      return [...fields, { name: 'zipContent', filename: 'a.zip', data: zip }, { name: 'zipContent', filename: 'b.zip', data: zip }]
    }, 400, /^We accept only one file at a time$/],
    ['a file not named .zip', async () => [...fields, { name: 'zipContent', filename: 'scan.rar', data: Buffer.from('Rar!') }], 415, /Only \.zip/],
    ['a non-zip renamed .zip', async () => [...fields, { name: 'zipContent', filename: 'scan.zip', data: Buffer.from('just some text, not an archive') }], 415, /not a valid \.zip/],
    ['zip-slip', async () => {
      const zip = renameInPlace(await makeZip([{ name: 'aa/evil.txt', data: 'owned' }]), 'aa/evil.txt', '../evil.txt')
      return [...fields, { name: 'zipContent', filename: 'slip.zip', data: zip }]
    }, 422, /Unsafe path|damaged/],
    ['an absolute path', async () => {
      const zip = renameInPlace(await makeZip([{ name: 'xetc/passwd', data: 'root' }]), 'xetc/passwd', '/etc/passwd')
      return [...fields, { name: 'zipContent', filename: 'abs.zip', data: zip }]
    }, 422, /Unsafe path|damaged/],
    ['a symbolic link', async () => {
      const zip = await makeZip([{ name: 'link', data: '/etc/passwd', link: true }])
      return [...fields, { name: 'zipContent', filename: 'link.zip', data: zip }]
    }, 422, /Links are not allowed/],
    ['a zip bomb (600 MB of zeros in under 1 MB)', async () => {
      const zip = await makeZeroBomb(600)
      expect(zip.length).toBeLessThan(1024 * 1024)
      return [...fields, { name: 'zipContent', filename: 'bomb.zip', data: zip }]
    }, 413, /expands to more than 512 MB/],
    ['entries larger than their headers claim', async () => {
      const zip = lieAboutSizes(await makeZip([{ name: 'big.bin', data: Buffer.alloc(64 * 1024, 7) }]), 10)
      return [...fields, { name: 'zipContent', filename: 'liar.zip', data: zip }]
    }, 422, /damaged/],
    ['a missing project name', async () => {
      const zip = await makeZip([{ name: 'a.txt', data: 'a' }])
      return [{ name: 'comment', value: 'x' }, { name: 'zipContent', filename: 'a.zip', data: zip }]
    }, 400, /project name is required/],
  ]
  for (const [label, parts, status, message] of refusals) {
    it(`refuses ${label} with ${status} and writes nothing`, async () => {
      const before = await projectCount()
      const vps = files(path.join(t.env.DATA_DIR, 'uploads', 'vps'))
      const res = await upload(await parts())
      expect(res.statusCode).toBe(status)
      expect(res.json().success).toBe(false)
      expect(res.json().message).toMatch(message)
      expect(await projectCount()).toBe(before)
      expect(files(path.join(t.env.DATA_DIR, 'uploads', 'vps'))).toEqual(vps)
      expect(files(path.join(t.env.DATA_DIR, 'tmp'))).toEqual([])
    }, 60_000)
  }
})
