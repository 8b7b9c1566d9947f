import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  /** Answers whether the message was handed over; never throws. */
  send: (mail: Mail) => Promise<boolean>
}

/**
 * SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:587, smtps://… for TLS);
 * otherwise every message is written to the log, so a server without mail still shows the
 * verification link to its operator.
 */
export function createMailer(options: { smtpUrl?: string; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    return {
      send: async (mail) => {
        log.info({ mail }, `mail (no SMTP_URL configured, so it is only logged) to ${mail.to}: ${mail.subject}`)
        return true
      },
    }
  }
  const transport = nodemailer.createTransport(options.smtpUrl)
  return {
    send: async (mail) => {
      try {
        await transport.sendMail({ from: options.from, ...mail })
        return true
      } catch (err) {
        log.warn({ err, to: mail.to }, 'sending mail failed')
        return false
      }
    },
  }
}
