import http from 'node:http'

/** A scripted OpenID provider on loopback: checks PKCE and the client secret like Google does. */
export function fakeGoogle() {
  const codes = new Map<string, { challenge: string; profile: object }>()
  let nextProfile: object = {}
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://x')
    if (url.pathname === '/token') {
      let body = ''
      for await (const chunk of req) body += chunk
      const form = new URLSearchParams(body)
      const entry = codes.get(form.get('code')!)
      const { createHash } = await import('node:crypto')
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url')
      if (!entry || form.get('client_secret') !== 'shh' || challenge !== entry.challenge) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}')
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: `at-${form.get('code')}` }))
      return
    }
    if (url.pathname === '/userinfo') {
      const code = req.headers.authorization?.replace('Bearer at-', '') ?? ''
      const entry = codes.get(code)
      res.writeHead(entry ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(entry?.profile ?? {}))
      return
    }
    res.writeHead(404).end()
  })
  return {
    server,
    /** What the user's browser would do at Google: consent, then come back with a code. */
    consent(authorizeUrl: string, profile: object) {
      const url = new URL(authorizeUrl)
      const code = `code${codes.size}`
      codes.set(code, { challenge: url.searchParams.get('code_challenge')!, profile })
      nextProfile = profile
      return { code, state: url.searchParams.get('state')!, redirectUri: url.searchParams.get('redirect_uri')! }
    },
    get lastProfile() {
      return nextProfile
    },
  }
}

/** The app's env for a provider listening at base. */
export const googleEnv = (base: string) => ({
  GOOGLE_CLIENT_ID: 'client-1',
  GOOGLE_CLIENT_SECRET: 'shh',
  GOOGLE_AUTH_URL: `${base}/authorize`,
  GOOGLE_TOKEN_URL: `${base}/token`,
  GOOGLE_USERINFO_URL: `${base}/userinfo`,
})
