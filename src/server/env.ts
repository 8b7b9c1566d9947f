import * as z from 'zod'
import os from 'node:os'
import path from 'node:path'

const port = z.coerce.number().int().min(0).max(65535)

/** The environment, validated once at boot: a typo in a variable stops the server with a clear message. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  HTTPS_PORT: port.default(3443),
  /** Set to 0 to serve plain http only (tests, or behind a TLS-terminating proxy). */
  HTTPS: z.enum(['0', '1']).default('1'),
  DATA_DIR: z.string().min(1).default('./data'),
  CERTS_DIR: z.string().min(1).default('./certs'),
  DIST_DIR: z.string().min(1).default('./dist'),
  DATABASE_URL: z.string().url().optional(),
  /** Processes serving the app (node's cluster, one port); 'auto' = one per core. More than 1 needs DATABASE_URL. */
  WORKERS: z.preprocess((v) => (v === 'auto' ? os.availableParallelism() : v), z.coerce.number().int().min(1).max(256)).default(1),
  /**
   * Which proxies' X-Forwarded-For to believe: unset = none (the socket's address is the client),
   * 'true' = any, a hop count, or addresses/CIDRs/'loopback' separated by commas.
   */
  TRUST_PROXY: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_S: z.coerce.number().int().min(60).default(60 * 60 * 24),
  PUBLIC_URL: z.string().url().optional(),
  MARKETING_URL: z.string().default('/welcome'),
  DISCORD_URL: z.string().url().default('https://discord.com/invite/webxr'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /** Login/register attempts allowed per e-mail and per address in one minute. */
  AUTH_RATE_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Requests one personal access token may make to the MCP endpoint in one minute. */
  MCP_RATE_PER_MIN: z.coerce.number().int().min(1).default(120),
  /** Outgoing mail (e-mail confirmation): smtp://user:pass@host:587 or smtps://…; unset = mail is written to the log. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Spatial Studio <no-reply@localhost>'),
  /** Tokenless snapshots (the preview window's Share): bytes one address may keep stored at once. */
  SNAPSHOT_QUOTA_BYTES: z.coerce.number().int().min(1).default(32 * 1024 * 1024),
  /** Snapshots one address may create per hour, and public scene reads per minute. */
  SNAPSHOT_RATE_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** Team invitations per hour: one person may send, and one address may receive (from anyone). */
  INVITE_RATE_PER_INVITER: z.coerce.number().int().min(1).default(30),
  INVITE_RATE_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  PREVIEW_READS_PER_MIN: z.coerce.number().int().min(1).default(600),
  /** Optional OpenAI-compatible model for the assistant; all three set turns it on, else the built-in planner answers. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Uploaded media go to this S3-compatible bucket when set (shared by several API instances), else to DATA_DIR/uploads. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Key prefix inside the bucket. */
  S3_PREFIX: z.string().default('media/'),
  /** Path-style addressing (MinIO and most S3-compatible stores); 0 for virtual-hosted AWS buckets. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('1'),
  /** The server's hard cap for one 3D file (the spec's 524288000 bytes); lower it in tests. */
  MEDIA_MAX_MESH_BYTES: z.coerce.number().int().min(1).default(524288000),
  /** How long the model pipeline may work on one file before it is refused. */
  MEDIA_PIPELINE_TIMEOUT_S: z.coerce.number().int().min(1).default(300),
  /** Raw viewer events older than this are deleted (daily rollups stay). */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).default(400),
  /** Analytics batches one address may send per project in a minute. */
  ANALYTICS_RATE_PER_MIN: z.coerce.number().int().min(1).default(120),
  /**
   * A header that a trusted proxy in front of the server sets to the visitor's country code
   * (Cloudflare's CF-IPCountry, say). Unset: the header is ignored, whoever sends it.
   */
  ANALYTICS_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]*$/, 'ANALYTICS_COUNTRY_HEADER must be a header name')
    .default('')
    .transform((name) => name.toLowerCase()),
  /** The storage quota the Analytics page measures each user against (the spec's 200 GB). */
  STORAGE_QUOTA_BYTES: z.coerce.number().int().min(1).default(200 * 1024 ** 3),
})

export type Env = z.infer<typeof envSchema>

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    CERTS_DIR: path.resolve(env.CERTS_DIR),
    DIST_DIR: path.resolve(env.DIST_DIR),
  }
}

/** TRUST_PROXY as Fastify's trustProxy option. */
export function trustProxyOption(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false' || value === '0') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value.split(',').map((part) => part.trim()).filter(Boolean)
}
