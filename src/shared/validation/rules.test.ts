import { describe, expect, it } from 'vitest'
import { MESSAGES, projectDisplayName, requiredMessage, validateField, validateForm } from './rules'
import { isObjectId, newObjectId } from '../ids'

describe('form rules (spec §5)', () => {
  it('turns underscores into spaces in the required message', () => {
    expect(requiredMessage('project_name')).toBe('project name is required')
  })
  it.each([
    ['a@b.co', undefined],
    ['no-at-sign.com', MESSAGES.invalidEmail],
    ['two@@signs.com', MESSAGES.invalidEmail],
    ['spaces in@mail.com', MESSAGES.invalidEmail],
    ['', 'email is required'],
  ])('e-mail %s', (value, message) => {
    expect(validateField('email', value, ['required', 'email'])).toBe(message)
  })
  it.each([
    ['Passw0rd!', true],
    ['Aa1@aaaa', true],
    ['Aa1@aaaaaaaaaaa', true],
    ['Aa1@aaaaaaaaaaaa', false], // 16 characters
    ['Aa1@aaa', false], // 7 characters
    ['password1!', false], // no upper case
    ['PASSWORD1!', false], // no lower case
    ['Password!!', false], // no digit
    ['Password11', false], // no special
    ['Passw0rd#', false], // # is not in @$!%*?&
  ])('password %s ok=%s', (value, ok) => {
    expect(validateField('password', value, ['password'])).toBe(ok ? undefined : MESSAGES.weakPassword)
  })
  it('checks mobile and pincode lengths', () => {
    expect(validateField('mobile', '123456789', ['mobile'])).toBe(MESSAGES.invalidMobile)
    expect(validateField('mobile', '1234567890', ['mobile'])).toBeUndefined()
    expect(validateField('pincode', '12345a', ['pincode'])).toBe(MESSAGES.invalidPincode)
    expect(validateField('pincode', '123456', ['pincode'])).toBeUndefined()
  })
  it('validates a whole form', () => {
    expect(validateForm({ email: '', password: '' }, { email: ['required', 'email'], password: ['required'] })).toEqual({
      email: 'email is required',
      password: 'password is required',
    })
  })
  it('shows project names cut to 18 characters with the default', () => {
    expect(projectDisplayName('')).toBe('Untitled Project')
    expect(projectDisplayName('A very long project name indeed')).toBe('A very long projec')
  })
})

describe('ids', () => {
  it('are 24 lowercase hex characters, unique, and roughly time-ordered', () => {
    const ids = Array.from({ length: 1000 }, () => newObjectId())
    expect(ids.every(isObjectId)).toBe(true)
    expect(new Set(ids).size).toBe(1000)
    expect(newObjectId(Date.UTC(2030, 0, 1)) > newObjectId(Date.UTC(2020, 0, 1))).toBe(true)
    expect(isObjectId('ABCDEF0123456789abcdef01')).toBe(false)
  })
})
