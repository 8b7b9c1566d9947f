import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@shared/validation/rules'
import { PASSWORD_MESSAGES } from '@shared/api/users'
import { insertUser } from './users.service'
import { createTestApp, issueSessionToken, registerUser, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' })
})
afterAll(() => t?.close())

const NEW_PASSWORD = 'N3wSecret!'
const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token?: string, payload?: object, ip?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(ip ? { 'x-forwarded-for': ip } : {}) },
  })
const login = (email: string, password: string) => call('POST', '/users/login', undefined, { email, password })
const changePassword = (token: string, current_password: string, new_password: string, ip?: string) =>
  call('POST', '/users/me/password', token, { current_password, new_password }, ip)

describe('PATCH /users/me', () => {
  it("renames the token's own user, trimmed, and /users/me then answers the new name", async () => {
    const { token, userId } = await registerUser(t.app, 'Old Name')
    const other = await registerUser(t.app, 'Someone Else')
    const res = await call('PATCH', '/users/me', token, { name: '  New Name  ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, data: { _id: userId, name: 'New Name' } })
    expect((await call('GET', '/users/me', token)).json().data.name).toBe('New Name')
    expect((await call('GET', '/users/me', other.token)).json().data.name).toBe('Someone Else')
  })

  it('refuses a blank or over-long name with 400 and the field, and no token with 401', async () => {
    const { token } = await registerUser(t.app, 'Keep Me')
    const blank = await call('PATCH', '/users/me', token, { name: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().errors).toEqual([{ field: 'name', message: 'name is required' }])
    const long = await call('PATCH', '/users/me', token, { name: 'x'.repeat(81) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toMatch(/at most 80/)
    expect((await call('GET', '/users/me', token)).json().data.name).toBe('Keep Me')
    const anonymous = await call('PATCH', '/users/me', undefined, { name: 'Intruder' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().message).toBe(MESSAGES.unauthorized)
  })
})

describe('POST /users/me/password', () => {
  it('changes the password: the new one signs in, the old one does not', async () => {
    const { token, email } = await registerUser(t.app)
    const res = await changePassword(token, STRONG_PASSWORD, NEW_PASSWORD)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: PASSWORD_MESSAGES.changed })
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(401)
    const row = await t.db.kysely.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
  })

  it('refuses a wrong current password with 400 (not 401, which would sign the user out) and changes nothing', async () => {
    const { token, email } = await registerUser(t.app)
    const res = await changePassword(token, 'Wrong-pass1!', NEW_PASSWORD)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      message: PASSWORD_MESSAGES.wrongCurrent,
      errors: [{ field: 'current_password', message: PASSWORD_MESSAGES.wrongCurrent }],
    })
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200)
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(401)
  })

  it('refuses a weak or missing new password with the registration rule', async () => {
    const { token, email } = await registerUser(t.app)
    for (const weak of ['password', 'Short1!', 'NoDigits!!', 'Passw0rd!TooLong1']) {
      const res = await changePassword(token, STRONG_PASSWORD, weak)
      expect(res.statusCode, weak).toBe(400)
      expect(res.json().errors, weak).toEqual([{ field: 'new_password', message: MESSAGES.weakPassword }])
    }
    const missing = await call('POST', '/users/me/password', token, { current_password: STRONG_PASSWORD })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toEqual([{ field: 'new_password', message: 'new password is required' }])
    const noCurrent = await call('POST', '/users/me/password', token, { current_password: '', new_password: NEW_PASSWORD })
    expect(noCurrent.json().errors).toEqual([{ field: 'current_password', message: 'current password is required' }])
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses the same password again, a Google-only account, and a missing token', async () => {
    const { token } = await registerUser(t.app)
    const same = await changePassword(token, STRONG_PASSWORD, STRONG_PASSWORD)
    expect(same.statusCode).toBe(400)
    expect(same.json().message).toBe(PASSWORD_MESSAGES.sameAsCurrent)

    const google = await insertUser(t.db.kysely, { name: 'G User', email: uniqueEmail('g'), password_hash: null, google_sub: 'sub-1' })
    const googleToken = await issueSessionToken(t, google!.id)
    const res = await changePassword(googleToken, 'anything', NEW_PASSWORD)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(PASSWORD_MESSAGES.noPassword)

    expect((await changePassword('', STRONG_PASSWORD, NEW_PASSWORD)).statusCode).toBe(401)
  })

  it('is rate-limited per account like login, whatever the address', async () => {
    const { token, email } = await registerUser(t.app)
    const statuses: number[] = []
    let last
    for (let i = 0; i < 12; i++) {
      last = await changePassword(token, `Wrong-${i}a!`, NEW_PASSWORD, `198.51.100.${i}`)
      statuses.push(last.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect(last!.json().message).toMatch(/Too many attempts/)
    // Even the right current password waits for the window.
    expect((await changePassword(token, STRONG_PASSWORD, NEW_PASSWORD)).statusCode).toBe(429)
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200)
  })
})
