/**
 * The spec's form rules and their messages (dashboard-and-assistant.md §5), in one place so the
 * login card, the new-project dialog and the server all say the same thing.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,15}$/
export const MOBILE_PATTERN = /^\d{10}$/
export const PINCODE_PATTERN = /^\d{6}$/

export const MESSAGES = {
  invalidEmail: 'Invalid email address',
  invalidMobile: 'Invalid mobile number (must be 10 digits)',
  invalidPincode: 'Invalid pincode (must be 6 digits)',
  weakPassword:
    'Password must be 8-15 characters long, with at least 1 uppercase, 1 lowercase, 1 number, and 1 special character.',
  unauthorized: 'Unauthorized',
  sessionExpired: 'Your session has expired. Please log in again.',
  throttle: 'Please wait before clicking again',
} as const

/** '{field} is required', with underscores turned into spaces. */
export function requiredMessage(field: string): string {
  return `${field.replace(/_/g, ' ')} is required`
}

export type FieldRule = 'required' | 'email' | 'password' | 'mobile' | 'pincode'

/** Validates one field; returns the first message that applies, or undefined when the value is fine. */
export function validateField(field: string, value: string, rules: FieldRule[]): string | undefined {
  const trimmed = value.trim()
  if (rules.includes('required') && trimmed === '') return requiredMessage(field)
  if (trimmed === '') return undefined
  if (rules.includes('email') && !EMAIL_PATTERN.test(trimmed)) return MESSAGES.invalidEmail
  if (rules.includes('password') && !PASSWORD_PATTERN.test(value)) return MESSAGES.weakPassword
  if (rules.includes('mobile') && !MOBILE_PATTERN.test(trimmed)) return MESSAGES.invalidMobile
  if (rules.includes('pincode') && !PINCODE_PATTERN.test(trimmed)) return MESSAGES.invalidPincode
  return undefined
}

export function validateForm<K extends string>(
  values: Record<K, string>,
  rules: Partial<Record<K, FieldRule[]>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {}
  for (const field of Object.keys(rules) as K[]) {
    const message = validateField(field, values[field] ?? '', rules[field] ?? [])
    if (message) errors[field] = message
  }
  return errors
}

/** Display rules for names (§5). */
export const truncate = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)
export const projectDisplayName = (name: string | null | undefined) =>
  truncate(name?.trim() ? name : 'Untitled Project', 18)
