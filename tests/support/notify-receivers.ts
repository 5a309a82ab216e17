// Real receivers for the staff notifications, on 127.0.0.1 and a free port: a webhook endpoint
// that checks the signature and dedupes by event id (as a receiver of an at-least-once sender
// should), and an SMTP server (the `smtp-server` package). Each can be "down" (503 / SMTP 451).
import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'
import { EVENT_ID_HEADER, SIGNATURE_HEADER } from '../../server/src/notifications/channels'

export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789'

export interface WebhookEvent {
  id: string
  type: string
  created_at: string
  data: Record<string, unknown>
}

export interface WebhookReceiver {
  url: string
  /** 503 to everything while true. */
  down: boolean
  /** Holds every answer (never sends it) while true: a sender killed meanwhile. */
  hold: boolean
  /** Every request that came with a valid signature, in order of arrival (ids may repeat). */
  arrivals: string[]
  /** The first body of each event id: what a deduping receiver accepts. */
  accepted: Map<string, WebhookEvent>
  /** Requests whose signature did not check out. */
  badSignatures: number
  /** Requests answered 503 while down. */
  refused: number
  /** Stops holding: answers 204 to every held request whose sender is still there. */
  release(): void
  close(): Promise<void>
}

export async function startWebhookReceiver(secret = WEBHOOK_SECRET): Promise<WebhookReceiver> {
  const held: http.ServerResponse[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (receiver.down) {
        receiver.refused++
        res.writeHead(503).end()
        return
      }
      const raw = Buffer.concat(chunks)
      const expected = Buffer.from(
        `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
      )
      const given = Buffer.from(String(req.headers[SIGNATURE_HEADER.toLowerCase()] ?? ''))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        receiver.badSignatures++
        res.writeHead(401).end()
        return
      }
      const event = JSON.parse(raw.toString()) as WebhookEvent
      if (req.headers[EVENT_ID_HEADER.toLowerCase()] !== event.id) {
        res.writeHead(400).end()
        return
      }
      receiver.arrivals.push(event.id)
      if (!receiver.accepted.has(event.id)) receiver.accepted.set(event.id, event)
      if (receiver.hold) held.push(res)
      else res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/hearth`,
    down: false,
    hold: false,
    arrivals: [],
    accepted: new Map(),
    badSignatures: 0,
    refused: 0,
    release: () => {
      receiver.hold = false
      for (const res of held.splice(0)) if (!res.destroyed) res.writeHead(204).end()
    },
    close: async () => {
      held.forEach((r) => r.destroy())
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return receiver
}

export interface Mail {
  eventId: string
  raw: string
  /** The text part, quoted-printable decoded. */
  text: string
}

export interface SmtpReceiver {
  url: string
  down: boolean
  /** Takes each message in and never answers it while true: a sender killed meanwhile. */
  hold: boolean
  /** Messages answered 451 while down. */
  refused: number
  /** Every message received, in order (ids may repeat on an at-least-once resend). */
  mails: Mail[]
  /** Stops holding: accepts every held message whose sender is still there. */
  release(): void
  close(): Promise<void>
}

function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const held: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        if (receiver.down) {
          receiver.refused++
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })
          callback(error)
          return
        }
        const raw = Buffer.concat(chunks).toString()
        const eventId = new RegExp(`^${EVENT_ID_HEADER}: (\\S+)`, 'im').exec(raw)?.[1] ?? ''
        receiver.mails.push({ eventId, raw, text: decodeQuotedPrintable(raw) })
        if (receiver.hold) held.push(() => callback())
        else callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  const receiver: SmtpReceiver = {
    url: `smtp://127.0.0.1:${port}`,
    down: false,
    hold: false,
    refused: 0,
    mails: [],
    release: () => {
      receiver.hold = false
      // A sender gone meanwhile: its connection is closed and the answer goes nowhere.
      for (const answer of held.splice(0)) answer()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  return receiver
}

/** The server's settings for both receivers, with quick retries for tests. */
export function notifyEnv(webhook?: WebhookReceiver, smtp?: SmtpReceiver): Record<string, string> {
  return {
    ...(webhook ? { STAFF_WEBHOOK_URL: webhook.url, STAFF_WEBHOOK_SECRET: WEBHOOK_SECRET } : {}),
    ...(smtp ? { SMTP_URL: smtp.url, STAFF_EMAIL: 'desk@hearth.test' } : {}),
    NOTIFY_RETRY_FIRST_MS: '100',
    NOTIFY_RETRY_MAX_MS: '400',
    NOTIFY_POLL_MS: '50',
  }
}

export interface NotifiedServers<S> {
  webhook: WebhookReceiver
  smtp: SmtpReceiver
  /** What `start` made, closed after the block; a test may add servers it starts itself. */
  servers: S[]
  /** The servers' settings for these receivers (and the block's own). */
  env: Record<string, string>
}

/**
 * One describe block's receivers and servers: a webhook receiver and an SMTP server started
 * before its tests, `start` given their settings, and all of it closed after the block.
 */
export function withNotifiedServers<S extends { close(): Promise<unknown> }>(
  start: (env: Record<string, string>) => Promise<S[]> = async () => [],
  extraEnv: Record<string, string> = {},
): NotifiedServers<S> {
  const ctx = { servers: [] } as unknown as NotifiedServers<S>
  beforeAll(async () => {
    ctx.webhook = await startWebhookReceiver()
    ctx.smtp = await startSmtpReceiver()
    ctx.env = { ...notifyEnv(ctx.webhook, ctx.smtp), ...extraEnv }
    ctx.servers.push(...(await start(ctx.env)))
  })
  afterAll(async () => {
    await Promise.all(ctx.servers.map((s) => s.close()))
    await ctx.webhook?.close()
    await ctx.smtp?.close()
  })
  return ctx
}
