import { describe, expect, it } from 'vitest'
import { checkUploadFile, classifyUpload, fileSizeMessage, MEDIA_MESSAGES, UPLOAD_LIMITS, uploadTypeOf } from './assets'

const MB = 1024 * 1024

describe('the upload rules of the editor spec', () => {
  it('uses the spec messages and limits', () => {
    expect(MEDIA_MESSAGES.imageTooLarge).toBe('File size should not exceed 2MB.')
    expect(MEDIA_MESSAGES.audioFormat).toBe('Invalid file format. Please upload an .mp3 or .wav file.')
    expect(UPLOAD_LIMITS).toMatchObject({ image: 2 * MB, video: 10 * MB, audio: 5242880, mesh: 50 * MB, meshServer: 524288000 })
    expect(fileSizeMessage(524288000)).toBe('File size should not exceed 500MB.')
    expect(MEDIA_MESSAGES.partialFailure(3)).toBe('3 assets failed to upload.')
  })

  it.each([
    ['image', { name: 'a.png', size: 2 * MB }, null],
    ['image', { name: 'a.PNG', size: 2 * MB + 1 }, 'File size should not exceed 2MB.'],
    ['image', { name: 'a.jpeg', size: 10 }, null],
    ['image', { name: 'a.webp', size: 10 }, MEDIA_MESSAGES.imageFormat],
    ['image', { name: 'a.svg', size: 10 }, MEDIA_MESSAGES.imageFormat],
    ['vector', { name: 'a.svg', size: 2 * MB }, null],
    ['vector', { name: 'a.svg', size: 2 * MB + 1 }, 'File size should not exceed 2MB.'],
    ['vector', { name: 'a.png', size: 10 }, MEDIA_MESSAGES.vectorFormat],
    ['sprite', { name: 'a.GIF', size: 10 * MB }, null],
    ['sprite', { name: 'a.gif', size: 10 * MB + 1 }, 'File size should not exceed 10MB.'],
    ['sprite', { name: 'a.png', size: 10 }, MEDIA_MESSAGES.spriteFormat],
    ['video', { name: 'a.mp4', size: 10 * MB + 1 }, 'File size should not exceed 10MB.'],
    ['video', { name: 'a.mov', size: 10 }, MEDIA_MESSAGES.videoFormat],
    ['audio', { name: 'a.wav', size: 5242881 }, 'File size should not exceed 5MB.'],
    ['audio', { name: 'a.ogg', size: 10, type: 'audio/ogg' }, MEDIA_MESSAGES.audioFormat],
    ['audio', { name: 'recording', size: 10, type: 'audio/mpeg' }, null],
    ['mesh', { name: 'a.glb', size: 50 * MB + 1 }, 'File size should not exceed 50MB.'],
    ['mesh', { name: 'a.obj', size: 10 }, null],
    ['mesh', { name: 'a.fbx', size: 10 }, MEDIA_MESSAGES.meshFormat],
    ['mesh', { name: 'a.glb', size: 0 }, MEDIA_MESSAGES.emptyFile],
  ] as const)('%s %o → %s', (type, file, message) => {
    expect(checkUploadFile(type, file)).toBe(message)
  })

  it('sends dropped files to their tile, or says why none takes them', () => {
    expect(uploadTypeOf({ name: 'x.OBJ', size: 1 })).toBe('mesh')
    expect(uploadTypeOf({ name: 'x.ogg', size: 1 })).toBe('audio')
    expect(classifyUpload({ name: 'x.ogg', size: 1 })).toEqual({ type: 'audio', error: MEDIA_MESSAGES.audioFormat })
    expect(classifyUpload({ name: 'x.gif', size: 1 })).toEqual({ type: 'sprite', error: null })
    expect(classifyUpload({ name: 'logo.svg', size: 1 })).toEqual({ type: 'vector', error: null })
    expect(uploadTypeOf({ name: 'drawing', size: 1, type: 'image/svg+xml' })).toBe('vector')
    expect(classifyUpload({ name: 'notes.txt', size: 1, type: 'text/plain' }).error).toMatch(/cannot be uploaded/)
    expect(classifyUpload({ name: 'big.png', size: 3 * MB })).toEqual({ type: 'image', error: 'File size should not exceed 2MB.' })
  })
})
