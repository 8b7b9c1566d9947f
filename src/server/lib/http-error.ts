import type { FieldError } from '@shared/api/envelope'

/** An expected failure with its status and the message the user sees. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const unauthorized = () => new HttpError(401, 'Unauthorized')
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`)
