// @vitest-environment jsdom
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PASSWORD_MESSAGES, type PublicUser } from '@shared/api/users'
import { MESSAGES } from '@shared/validation/rules'
import { api } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'
import { SettingsPage } from './settings-page'
import { PASSWORDS_DIFFER } from './settings-rules'
import { changeValue } from '../../../../tests/support/dom-root'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const USER: PublicUser = { _id: 'a'.repeat(24), name: 'Sam Rivera', email: 'sam@example.com', phoneNumber: null, role: 'user', created_at: '2024-01-02T00:00:00.000Z' }
let container: HTMLDivElement
let root: Root

beforeEach(() => {
  useSession.getState().signIn('token-1', USER)
  // The access tokens box lists the account's tokens on mount (its own tests are beside it).
  vi.spyOn(api, 'get').mockResolvedValue({ data: { success: true, data: [] } })
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root.render(<SettingsPage />))
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.restoreAllMocks()
  localStorage.clear()
})

const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
const errorOf = (name: string) => container.querySelector(`#field-${name}-error`)?.textContent
const type = (name: string, value: string) => changeValue(input(name), value)
const submit = (name: string) =>
  act(async () => void input(name).form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })))
const refusal = (status: number, data: object) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, { status, data, headers: {}, config: { headers: new AxiosHeaders() }, statusText: '' } as AxiosResponse)

describe('password form', () => {
  it('names every empty field and sends nothing', async () => {
    const post = vi.spyOn(api, 'post')
    await submit('current_password')
    expect(errorOf('current_password')).toBe('current password is required')
    expect(errorOf('new_password')).toBe('new password is required')
    expect(errorOf('confirm_password')).toBe('confirm password is required')
    expect(post).not.toHaveBeenCalled()
  })

  it('applies the registration strength rule and the confirmation match; editing clears that field only', async () => {
    const post = vi.spyOn(api, 'post')
    type('current_password', 'Whatever1!')
    type('new_password', 'password')
    type('confirm_password', 'passw0rd')
    await submit('new_password')
    expect(errorOf('current_password')).toBeUndefined()
    expect(errorOf('new_password')).toBe(MESSAGES.weakPassword)
    expect(errorOf('confirm_password')).toBe(PASSWORDS_DIFFER)
    type('new_password', 'Str0ng!pw')
    expect(errorOf('new_password')).toBeUndefined()
    expect(errorOf('confirm_password')).toBe(PASSWORDS_DIFFER)
    expect(post).not.toHaveBeenCalled()
  })

  it("sends a valid form and shows the server's field message under its input", async () => {
    const post = vi.spyOn(api, 'post').mockRejectedValue(
      refusal(400, { success: false, message: PASSWORD_MESSAGES.wrongCurrent, errors: [{ field: 'current_password', message: PASSWORD_MESSAGES.wrongCurrent }] }),
    )
    type('current_password', 'Mistyped1!')
    type('new_password', 'Str0ng!pw')
    type('confirm_password', 'Str0ng!pw')
    await submit('current_password')
    expect(post).toHaveBeenCalledWith('/users/me/password', { current_password: 'Mistyped1!', new_password: 'Str0ng!pw' })
    expect(errorOf('current_password')).toBe(PASSWORD_MESSAGES.wrongCurrent)
    expect(input('new_password').value).toBe('Str0ng!pw')
  })

  it('clears the fields after a change the server accepted', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ data: { success: true, message: PASSWORD_MESSAGES.changed } })
    for (const [name, value] of [['current_password', 'Old-pass1!'], ['new_password', 'Str0ng!pw'], ['confirm_password', 'Str0ng!pw']]) type(name, value)
    await submit('current_password')
    expect(['current_password', 'new_password', 'confirm_password'].map((n) => input(n).value)).toEqual(['', '', ''])
  })
})

describe('display name form', () => {
  it('refuses a blank name and keeps Save off while nothing changed', async () => {
    const patch = vi.spyOn(api, 'patch')
    const save = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Save name')!
    expect(save.disabled).toBe(true)
    type('name', '   ')
    await submit('name')
    expect(errorOf('name')).toBe('name is required')
    type('name', 'n'.repeat(81))
    expect(errorOf('name')).toBeUndefined()
    await submit('name')
    expect(errorOf('name')).toBe('name must be at most 80 characters')
    expect(patch).not.toHaveBeenCalled()
  })

  it('saves a new name into the session, so the avatar and menus follow', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: { success: true, data: { ...USER, name: 'Robin Lake' } } })
    type('name', 'Robin Lake')
    await submit('name')
    expect(patch).toHaveBeenCalledWith('/users/me', { name: 'Robin Lake' })
    expect(useSession.getState().user?.name).toBe('Robin Lake')
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Robin Lake', accessToken: 'token-1' })
    expect(localStorage.getItem('user_name')).toBe('Robin Lake')
  })
})

describe('sign out everywhere', () => {
  const button = () => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Sign out everywhere')!

  it('ends every session on the server, then this one', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { success: true, message: 'Signed out on every device' } })
    await act(async () => button().click())
    expect(post).toHaveBeenCalledWith('/users/logout-everywhere')
    expect(useSession.getState().user).toBeNull()
  })

  it('keeps this session and says why when the server refuses', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(refusal(500, { success: false, message: 'Internal server error' }))
    await act(async () => button().click())
    expect(useSession.getState().user).not.toBeNull()
    expect(container.querySelector('[role="alert"]')?.textContent).toBeTruthy()
    expect(button().disabled).toBe(false)
  })
})
