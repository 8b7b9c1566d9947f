import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

/**
 * A loopback SMTP server for the browser tests: the app sends real mail through nodemailer to
 * it, and each message lands as a file in `dir` (first line: the envelope's recipients), so a
 * test reads an invitation link as its recipient would. It speaks only what nodemailer needs
 * from a server that offers no extensions (no STARTTLS, no AUTH).
 */
export async function startSmtpSink(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  let count = 0
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    let rcpt: string[] = []
    const say = (line: string) => socket.write(`${line}\r\n`)
    say('220 localhost sink')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          const body = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.')
          buffer = buffer.slice(end + 5)
          inData = false
          fs.writeFileSync(path.join(dir, `${Date.now()}-${count++}.eml`), `${rcpt.join(',')}\r\n${body}`)
          rcpt = []
          say('250 queued')
          continue
        }
        const nl = buffer.indexOf('\r\n')
        if (nl < 0) return
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') say('250 localhost')
        else if (verb === 'MAIL') say('250 ok')
        else if (verb === 'RCPT') {
          rcpt.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
          say('250 ok')
        } else if (verb === 'DATA') {
          inData = true
          say('354 go ahead')
        } else if (verb === 'QUIT') {
          say('221 bye')
          socket.end()
        } else if (verb === 'RSET' || verb === 'NOOP') say('250 ok')
        else say('502 not implemented')
      }
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** The plain text of every message sent to `to`, oldest first (quoted-printable and base64 bodies decoded). */
export function mailsTo(dir: string, to: string): string[] {
  return fs
    .readdirSync(dir)
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((raw) => raw.slice(0, raw.indexOf('\r\n')).toLowerCase().split(',').includes(to.toLowerCase()))
    .map((raw) => {
      const split = raw.indexOf('\r\n\r\n')
      const head = raw.slice(0, split)
      const body = raw.slice(split + 4)
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase()
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      if (encoding === 'quoted-printable') return Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
      return body
    })
}
