// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AccessToken } from '@shared/api/access-tokens'
import { api } from '@app/lib/api'
import { AccessTokensBox } from './access-tokens-box'
import { changeValue, useDomRoot } from '../../../../tests/support/dom-root'

const LISTED: AccessToken = { id: 'b'.repeat(24), name: 'Editor plugin', scope: 'read', hint: 'Zx9_', created_at: '2026-01-02T10:00:00.000Z', last_used_at: null }
const dom = useDomRoot({ cleanUp: () => vi.restoreAllMocks() })
afterEach(() => vi.unstubAllGlobals())

async function mount() {
  await act(async () => dom.root.render(<AccessTokensBox />))
}
const button = (text: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!

describe('personal access tokens box', () => {
  it('lists tokens with their scope, hint and use, never a secret', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { success: true, data: [LISTED] } })
    await mount()
    const item = dom.container.querySelector('[data-token="Editor plugin"]')!
    expect(item.textContent).toContain('read only')
    expect(item.textContent).toContain('sst_…Zx9_')
    expect(item.textContent).toContain('last used never')
  })

  it('creates a token, shows its plaintext once with a copy button, and forgets it on Done', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { success: true, data: [] } })
    const secret = `sst_${'a'.repeat(43)}`
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { success: true, data: { ...LISTED, id: 'c'.repeat(24), name: 'Desktop', scope: 'edit', token: secret } } })
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    await mount()
    expect(dom.container.textContent).toContain('No tokens yet.')
    changeValue(dom.container.querySelector<HTMLInputElement>('input[name="token_name"]')!, 'Desktop')
    await act(async () => void dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })))
    expect(post).toHaveBeenCalledWith('/users/tokens', { name: 'Desktop', scope: 'edit' })
    expect(dom.container.querySelector('[data-testid="new-token-value"]')?.textContent).toBe(secret)
    await act(async () => button('Copy').click())
    expect(writeText).toHaveBeenCalledWith(secret)
    expect(button('Copied')).toBeTruthy()
    expect(dom.container.querySelector('[data-token="Desktop"]')).not.toBeNull()
    await act(async () => button('Done').click())
    expect(dom.container.textContent).not.toContain(secret)
  })

  it('refuses an empty name without calling the server, and revokes after a confirmation', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { success: true, data: [LISTED] } })
    const post = vi.spyOn(api, 'post')
    const del = vi.spyOn(api, 'delete').mockResolvedValue({ data: { success: true, message: 'Token revoked' } })
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    await mount()
    await act(async () => void dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })))
    expect(dom.container.querySelector('#field-token_name-error')?.textContent).toBe('name is required')
    expect(post).not.toHaveBeenCalled()
    await act(async () => dom.container.querySelector<HTMLButtonElement>('[aria-label="Revoke Editor plugin"]')!.click())
    expect(del).toHaveBeenCalledWith(`/users/tokens/${LISTED.id}`)
    expect(dom.container.querySelector('[data-token="Editor plugin"]')).toBeNull()
  })
})
