import argon2 from 'argon2'

// OWASP's argon2id baseline (19 MiB, 2 passes): about 30 ms a hash on these machines.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS)

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

/**
 * A real hash of nothing, verified when the e-mail is unknown, so a wrong e-mail and a wrong
 * password take the same time and the timing does not tell which accounts exist.
 */
let dummyHash: Promise<string> | undefined
export function burnVerifyTime(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!')
  return dummyHash.then((hash) => verifyPassword(hash, password)).then(() => false)
}
