// @vitest-environment jsdom
import { act } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { expect, it, vi } from 'vitest'
import type { PublicUser } from '@shared/api/users'
import { api } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'
import LoginPage from './login-page'
import { useDomRoot } from '../../../../tests/support/dom-root'

// Issue 19, finding 5: the Google return carries a one-time code, traded by POST for the session.
const USER: PublicUser = { _id: 'b'.repeat(24), name: 'Grace Hopper', email: 'grace@example.com', phoneNumber: null, role: 'user', created_at: '2024-01-02T00:00:00.000Z' }
const dom = useDomRoot({
  cleanUp: () => {
    vi.restoreAllMocks()
    useSession.getState().signOut()
    localStorage.clear()
  },
})

const render = (url: string) =>
  act(async () =>
    dom.root.render(
      <MemoryRouter initialEntries={[url]}>
        <LoginPage />
      </MemoryRouter>,
    ),
  )

it('trades a signInCode for the session by POST', async () => {
  const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { success: true, data: { accessToken: 'tok-1', user: USER } } })
  await render('/?signInCode=one-time')
  await act(async () => {})
  expect(post).toHaveBeenCalledWith('/users/auth/google/exchange', { code: 'one-time' })
  expect(useSession.getState().user?.email).toBe('grace@example.com')
})

it('asks for the existing account password before linking Google', async () => {
  vi.spyOn(window, 'prompt').mockReturnValue('Passw0rd!')
  const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { success: true, data: { accessToken: 'tok-2', user: USER } } })
  await render('/?googleLink=link-code&message=Enter%20the%20password')
  await act(async () => {})
  expect(window.prompt).toHaveBeenCalledWith('Enter the password')
  expect(post).toHaveBeenCalledWith('/users/auth/google/link', { code: 'link-code', password: 'Passw0rd!' })
  expect(useSession.getState().user?._id).toBe(USER._id)
})
