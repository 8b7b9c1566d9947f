import type * as z from 'zod'
import { changePasswordBody, updateMeBody } from '@shared/api/users'
import { requiredMessage } from '@shared/validation/rules'

/**
 * The Settings forms check with the server's own schemas, so the page and the API cannot
 * disagree about a rule or its wording; only the confirmation field is the page's own.
 */
export type FormErrors<K extends string> = Partial<Record<K, string>>

function firstIssuePerField<K extends string>(schema: z.ZodType, values: Record<K, string>): FormErrors<K> {
  const result = schema.safeParse(values)
  const errors: FormErrors<K> = {}
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]) as K
    errors[field] ??= issue.message
  }
  return errors
}

export type NameField = 'name'
export const validateNameForm = (values: Record<NameField, string>) => firstIssuePerField(updateMeBody, values)

export type PasswordField = 'current_password' | 'new_password' | 'confirm_password'
export const PASSWORDS_DIFFER = 'Passwords do not match'

export function validatePasswordForm(values: Record<PasswordField, string>): FormErrors<PasswordField> {
  const errors = firstIssuePerField<PasswordField>(changePasswordBody, values)
  if (!values.confirm_password) errors.confirm_password = requiredMessage('confirm_password')
  else if (values.confirm_password !== values.new_password) errors.confirm_password = PASSWORDS_DIFFER
  return errors
}
