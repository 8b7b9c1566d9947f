import { SignJWT, jwtVerify } from 'jose'

export interface TokenService {
  issue: (userId: string) => Promise<string>
  /** The user id of a valid, unexpired token; undefined for anything else. */
  verify: (token: string) => Promise<string | undefined>
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    issue: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
        return typeof payload.sub === 'string' ? payload.sub : undefined
      } catch {
        return undefined
      }
    },
  }
}
