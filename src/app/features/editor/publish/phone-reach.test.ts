import { expect, it } from 'vitest'
import { unreachableFromPhone } from './phone-reach'

it('flags loopback links, which a phone cannot open', () => {
  for (const link of ['http://127.0.0.1:3000/preview-page/a', 'http://localhost:3000/p', 'https://app.localhost/p', 'http://[::1]:3000/p', 'http://0.0.0.0:3000/p']) {
    expect(unreachableFromPhone(link), link).toMatch(/points at this computer/)
  }
})

it('passes LAN and public addresses', () => {
  for (const link of ['https://192.168.1.20:3443/preview-page/a', 'https://studio.example.com/preview-page/a', 'http://10.0.0.5:3000/p']) {
    expect(unreachableFromPhone(link), link).toBeNull()
  }
})
