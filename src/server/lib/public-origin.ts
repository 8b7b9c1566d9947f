import type { FastifyRequest } from 'fastify'
import type { Env } from '../env'
import { lanAddresses } from './certs'

/**
 * The origin that shared links and QR codes use: PUBLIC_URL, else this machine's LAN https
 * address (so a phone on the same network can open it), else the origin the request came to.
 */
export function publicOrigin(env: Env, request: FastifyRequest): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, '')
  const lan = lanAddresses()[0]
  if (env.HTTPS === '1' && lan && env.HOST !== '127.0.0.1' && env.HOST !== 'localhost') return `https://${lan}:${env.HTTPS_PORT}`
  return `${request.protocol}://${request.host}`
}
