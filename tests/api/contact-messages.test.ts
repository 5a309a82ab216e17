// Issue 15, the contact form: `POST /api/contact-messages` stores a message once (idempotent on
// the device's message_id, 409 on a reused id), answers without anything the guest wrote,
// refuses bad input with the error JSON (never 5xx), is rate limited, answers 503 while the
// database is out of reach, and tells the staff by signed webhook and email through the outbox.
// The staff read the messages with the CLI. On both databases, on the app built in this process
// over a database the CLI can open too (as at the hotel), with real webhook and SMTP receivers.
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { sql } from 'kysely'
import { ContactMessageBody } from '../../contract/contact-message'
import { contactMessagesRepository } from '../../server/src/contact/repository'
import { contactRules } from '../../server/src/contact/rules'
import type { Config } from '../../server/src/config'
import { openDatabase } from '../../server/src/db/open'
import type { Database } from '../../server/src/db/schema'
import { createServices } from '../../server/src/services'
import { uniqueId } from '../support/api-fixtures'
import { createPgDatabase } from '../support/databases'
import { runCli } from '../support/cli-build'
import { build, type TestApp } from '../support/test-app'
import {
  notifyEnv,
  startSmtpReceiver,
  startWebhookReceiver,
  type SmtpReceiver,
  type WebhookReceiver,
} from '../support/notify-receivers'
import { api, TEST_ADMIN_TOKEN, tempDir } from '../support/server-process'

const POLL = { timeout: 30_000, interval: 50 }
const PATH = '/api/contact-messages'

const targets: { name: 'sqlite' | 'postgres'; databaseUrl: () => Promise<string> }[] = [
  { name: 'sqlite', databaseUrl: async () => '' },
]
const pgAdminUrl = inject('pgAdminUrl')
if (pgAdminUrl) {
  targets.push({ name: 'postgres', databaseUrl: () => createPgDatabase(pgAdminUrl) })
}

const guestMessage = () => ({
  message_id: uniqueId('contact-message-'),
  name: 'Ngozi Okafor',
  email: 'ngozi.okafor@example.com',
  phone: '+234 803 555 0142',
  reason: 'Is the garden room quiet?\nWe arrive late, around 23:00.',
})
/** A message as the site sends it, under a new id (a field may be changed to anything). */
const message = (over: Record<string, unknown> = {}) =>
  ({ ...guestMessage(), ...over }) as ReturnType<typeof guestMessage>
/** What no public answer may carry: any of the guest's details. */
const PERSONAL = ['Ngozi', 'Okafor', 'ngozi.okafor', '8035550142', '803 555', 'garden room']

describe.each(targets)('contact messages on $name', (target) => {
  let env: Record<string, string>
  let config: Config
  let database: Database
  let server: TestApp | undefined
  let webhook: WebhookReceiver
  let smtp: SmtpReceiver
  beforeAll(async () => {
    webhook = await startWebhookReceiver()
    smtp = await startSmtpReceiver()
    env = {
      DATA_DIR: tempDir(),
      DATABASE_URL: await target.databaseUrl(),
      HOTEL_TIMEZONE: 'Asia/Kolkata',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      LOG_LEVEL: 'silent',
      RESERVE_RATE_LIMIT: '0',
      CONTACT_RATE_LIMIT: '0',
      ...notifyEnv(webhook, smtp),
    }
    server = await build({ env: { ...env, SITE_DIR: tempDir() }, defaults: false })
    ;({ config, database } = server)
  })
  afterAll(async () => {
    await server?.close()
    await webhook?.close()
    await smtp?.close()
  })

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    api(server!, 'POST', PATH, body, headers)
  const stored = async (id: string) =>
    database.db.selectFrom('contact_messages').selectAll().where('message_id', '=', id).execute()
  const eventsOf = async (id: string) =>
    (
      await database.db
        .selectFrom('outbox')
        .selectAll()
        .where('type', '=', 'contact.message')
        .execute()
    ).filter((e) => (JSON.parse(e.payload) as { message_id?: string }).message_id === id)

  it('stores a message once, answers without what the guest wrote, and refuses a reused id', async () => {
    const body = message()
    const first = await send(body)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    const answer = first.body as { message_id: string; status: string; received_at: string }
    expect(Object.keys(answer).sort()).toEqual(['message_id', 'received_at', 'status'])
    expect(answer).toMatchObject({ message_id: body.message_id, status: 'received' })
    expect(Date.parse(answer.received_at)).toBeGreaterThan(Date.now() - 60_000)

    // The device sends again after a lost answer, spelled as another device would: the same.
    const replay = await send({
      ...body,
      name: ' Ngozi Okafor ',
      phone: '+234-803-555-0142',
      reason: body.reason.replace('\n', '\r\n'),
    })
    expect(replay).toMatchObject({ status: 200, body: answer })
    const conflict = await send({ ...body, reason: 'Something else entirely.' })
    expect(conflict).toMatchObject({
      status: 409,
      body: { error: { code: 'message_id_conflict' } },
    })

    for (const res of [first, replay, conflict]) {
      const text = JSON.stringify(res.body)
      for (const detail of PERSONAL) expect(text).not.toContain(detail)
    }
    expect(await stored(body.message_id)).toEqual([
      {
        message_id: body.message_id,
        name: 'Ngozi Okafor',
        email: 'ngozi.okafor@example.com',
        phone: '+2348035550142',
        reason: body.reason,
        received_at: answer.received_at,
        // Unread until a colleague marks it handled in the console (migration 011).
        handled_at: null,
        handled_by: null,
        handled_by_id: null,
      },
    ])
    // One event, written with the message: the replay and the conflict stored nothing to tell.
    expect(await eventsOf(body.message_id)).toHaveLength(1)
  })

  it('stores a message sent many times at once exactly once, with one event', async () => {
    // On PostgreSQL the sends race: all find no row, one insert wins, the others' are refused
    // by the primary key and answer as replays of it (rules.ts).
    const body = message()
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(body)))
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1)
    expect(await stored(body.message_id)).toHaveLength(1)
    expect(await eventsOf(body.message_id)).toHaveLength(1)
  })

  it.runIf(target.name === 'postgres')(
    'two replicas storing one new message at once: one stores it, the other answers its replay',
    async () => {
      // Replica A has inserted and not yet committed; replica B then finds no row and its insert
      // waits on A's key. When A commits, B's insert is refused and B answers as a replay.
      const replicaB = await openDatabase(config, { create: false })
      let inserted!: () => void
      const aInserted = new Promise<void>((resolve) => (inserted = resolve))
      let commit!: () => void
      const aMayCommit = new Promise<void>((resolve) => (commit = resolve))
      // A is wired by hand for its seam: onReceived runs inside A's transaction, so it holds A
      // between its insert and its commit. B is a replica as the server wires it.
      const a = contactRules(contactMessagesRepository(database), {
        onReceived: () => (inserted(), aMayCommit),
      })
      const b = createServices(config, replicaB).contact
      try {
        const msg = ContactMessageBody.parse(message())
        const fromA = a.receive(msg)
        await aInserted
        const fromB = b.receive(msg)
        await expect
          .poll(async () => {
            const waiting = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`.execute(database.db)
            return Number(waiting.rows[0]?.n)
          }, POLL)
          .toBe(1)
        commit()
        const [answerA, answerB] = await Promise.all([fromA, fromB])
        expect(answerB).toEqual(answerA)
        expect(await stored(msg.message_id)).toHaveLength(1)
      } finally {
        commit()
        await replicaB.close()
      }
    },
  )

  it('tells the staff once by signed webhook and by email (mailto, tel, the CLI line)', async () => {
    // Written the local way: the email shows it grouped and calls it with the calling code.
    const body = message({ phone: '0803 555 0142' })
    expect((await send(body)).status).toBe(200)
    expect((await send(body)).status).toBe(200)
    const [event] = await eventsOf(body.message_id)

    await expect.poll(() => webhook.accepted.has(event!.event_id), POLL).toBe(true)
    expect(webhook.accepted.get(event!.event_id)).toMatchObject({
      type: 'contact.message',
      data: {
        message_id: body.message_id,
        name: 'Ngozi Okafor',
        email: 'ngozi.okafor@example.com',
        phone: '08035550142',
        phone_e164: '+2348035550142',
        reason: body.reason,
      },
    })
    await expect.poll(() => smtp.mails.some((m) => m.eventId === event!.event_id), POLL).toBe(true)
    const mail = smtp.mails.find((m) => m.eventId === event!.event_id)!
    expect(mail.raw).toMatch(/^Subject: Contact message from Ngozi Okafor: Is the garden room/m)
    expect(mail.raw).toMatch(/^Reply-To: Ngozi Okafor <ngozi\.okafor@example\.com>/m)
    for (const line of [
      'Name:   Ngozi Okafor',
      'Email:  ngozi.okafor@example.com (mailto:ngozi.okafor@example.com)',
      'Phone:  +234 803 555 0142 (tel:+2348035550142)',
      '  Is the garden room quiet?',
      '  We arrive late, around 23:00.',
      'Every message: npm run admin -- messages list',
      `This one:      npm run admin -- messages show ${body.message_id}`,
    ]) {
      expect(mail.text).toContain(line)
    }
    // Each channel got it once (the receivers count every arrival, repeats included).
    expect(webhook.arrivals.filter((id) => id === event!.event_id)).toHaveLength(1)
    expect(smtp.mails.filter((m) => m.eventId === event!.event_id)).toHaveLength(1)
  })

  it('refuses bad input with the error JSON naming the field, never 5xx, storing nothing', async () => {
    const json = { 'content-type': 'application/json' }
    const cases: [
      label: string,
      body: string,
      headers: Record<string, string>,
      status: number,
      code: string,
      message?: RegExp,
    ][] = [
      [
        'no name',
        JSON.stringify({ ...message(), name: undefined }),
        json,
        400,
        'invalid_request',
        /^name: is required$/,
      ],
      [
        'empty name',
        JSON.stringify(message({ name: '  ' })),
        json,
        400,
        'invalid_request',
        /^name: must not be empty$/,
      ],
      [
        'a name of two lines',
        JSON.stringify(message({ name: 'Ngozi\nOkafor' })),
        json,
        400,
        'invalid_request',
        /^name: must be one line/,
      ],
      [
        'NUL in the name',
        JSON.stringify(message({ name: 'Ngozi\u0000' })),
        json,
        400,
        'invalid_request',
        /^name: /,
      ],
      [
        'a long name',
        JSON.stringify(message({ name: 'N'.repeat(101) })),
        json,
        400,
        'invalid_request',
        /^name: must be at most 100/,
      ],
      [
        'no email',
        JSON.stringify({ ...message(), email: undefined }),
        json,
        400,
        'invalid_request',
        /^email: is required$/,
      ],
      [
        'not an email',
        JSON.stringify(message({ email: 'ngozi.okafor' })),
        json,
        400,
        'invalid_request',
        /^email: must be a valid email address$/,
      ],
      [
        'an email as a number',
        JSON.stringify(message({ email: 42 })),
        json,
        400,
        'invalid_request',
        /^email: must be text$/,
      ],
      [
        'a bad phone',
        JSON.stringify(message({ phone: 'call me' })),
        json,
        400,
        'invalid_request',
        /^phone: must be 7 to 15 digits/,
      ],
      [
        'an empty reason',
        JSON.stringify(message({ reason: '' })),
        json,
        400,
        'invalid_request',
        /^reason: must not be empty$/,
      ],
      [
        'a long reason',
        JSON.stringify(message({ reason: 'r'.repeat(2001) })),
        json,
        400,
        'invalid_request',
        /^reason: must be at most 2000/,
      ],
      [
        'a control in the reason',
        JSON.stringify(message({ reason: 'ok\u001b[31m' })),
        json,
        400,
        'invalid_request',
        /^reason: must not contain control/,
      ],
      [
        'a lone surrogate',
        JSON.stringify(message()).replace('"Is the', '"\\ud800Is the'),
        json,
        400,
        'invalid_request',
        /^reason: must be well-formed/,
      ],
      [
        'a short message_id',
        JSON.stringify(message({ message_id: 'short-id' })),
        json,
        400,
        'invalid_request',
        /^message_id: must be 16 to 64/,
      ],
      [
        'no message_id',
        JSON.stringify({ ...message(), message_id: undefined }),
        json,
        400,
        'invalid_request',
        /^message_id: is required$/,
      ],
      [
        'an unknown field',
        JSON.stringify({ ...message(), subject: 'x' }),
        json,
        400,
        'invalid_request',
        /unknown field subject/,
      ],
      [
        'a prototype key (refused by the JSON parser)',
        `{"__proto__":{"x":1},${JSON.stringify(message()).slice(1)}`,
        json,
        400,
        'malformed_json',
      ],
      ['an array', '[]', json, 400, 'invalid_request', /must be a JSON object/],
      ['null', 'null', json, 400, 'invalid_request'],
      ['malformed JSON', '{"name":', json, 400, 'malformed_json'],
      ['an empty body', '', json, 400, 'empty_body'],
      [
        'a form post',
        'name=Ngozi+Okafor&phone=8035550142',
        { 'content-type': 'application/x-www-form-urlencoded' },
        415,
        'unsupported_media_type',
      ],
      [
        'text',
        JSON.stringify(message()),
        { 'content-type': 'text/plain' },
        415,
        'unsupported_media_type',
      ],
      [
        'over 16 KB',
        JSON.stringify(message({ reason: 'Okafor '.repeat(3000) })),
        json,
        413,
        'body_too_large',
      ],
    ]
    for (const [label, body, headers, status, code, pattern] of cases) {
      const res = await server!.app.inject({ method: 'POST', url: PATH, headers, payload: body })
      const text = res.body
      expect(res.statusCode, label).toBe(status)
      expect(res.headers['content-type'], label).toMatch(/^application\/json/)
      const error = (JSON.parse(text) as { error: { code: string; message: string } }).error
      expect(error.code, label).toBe(code)
      if (pattern) expect(error.message, label).toMatch(pattern)
      for (const detail of PERSONAL) expect(text, label).not.toContain(detail)
    }
    const count = await database.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('reason', 'like', 'Okafor%')
      .executeTakeFirst()
    expect(Number(count?.n)).toBe(0)
  })

  it('answers 429 with the error JSON past CONTACT_RATE_LIMIT messages a minute from one address', async () => {
    const databaseUrl = await target.databaseUrl()
    const limited = await build({ databaseUrl, env: { CONTACT_RATE_LIMIT: '3' } })
    try {
      for (let i = 0; i < 3; i++) {
        expect((await api(limited, 'POST', PATH, message())).status).toBe(200)
      }
      const res = await api(limited, 'POST', PATH, message())
      expect(res.status).toBe(429)
      expect(res.body).toMatchObject({
        error: { code: 'too_many_requests', message: expect.stringMatching(/contact messages/) },
      })
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })

  it.runIf(target.name === 'sqlite')(
    'answers 503 while the database is locked, and stores the replay once after',
    async () => {
      const body = message()
      // Another process holds the write lock past busy_timeout (5 s): a backup, a stuck CLI.
      const holder = new BetterSqlite3(config.sqliteFile)
      holder.exec('begin immediate')
      const during = await send(body).finally(() => holder.exec('rollback'))
      holder.close()
      expect(during.status).toBe(503)
      expect(during.body).toMatchObject({ error: { code: 'unavailable' } })
      expect(during.headers.get('retry-after')).toBe('5')
      expect(await stored(body.message_id)).toEqual([])
      expect(await eventsOf(body.message_id)).toEqual([])
      // The device's queue sends it again: stored and told once.
      expect((await send(body)).status).toBe(200)
      expect(await eventsOf(body.message_id)).toHaveLength(1)
    },
    30_000,
  )

  const cli = (...args: string[]) => runCli(env, ...args)

  it('lists the messages for the staff in the hotel time zone, and shows one in full', async () => {
    const body = message({
      reason: 'Do you have a cot for a baby?\nShe is eight months old.',
      phone: '0803 555 0142', // the local way: shown grouped, with the calling code
    })
    const answer = (await send(body)).body as { received_at: string }
    const hotelTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(answer.received_at))

    const [list, show] = await Promise.all([
      cli('messages', 'list', '--limit', '5'),
      cli('messages', 'show', body.message_id),
    ])
    expect(list.code).toBe(0)
    const row = list.stdout.split('\n').find((line) => line.includes(body.message_id))
    for (const cell of [
      hotelTime,
      'Ngozi Okafor',
      'ngozi.okafor@example.com',
      '+234 803 555 0142',
      'Do you have a cot for a baby?…',
    ]) {
      expect(row).toContain(cell)
    }
    expect(list.stdout).toContain('Times in Asia/Kolkata')

    expect(show.code).toBe(0)
    expect(show.stdout).toContain('Phone       +234 803 555 0142')
    expect(show.stdout).toContain(`Received    ${hotelTime} (Asia/Kolkata)`)
    expect(show.stdout).toContain('Do you have a cot for a baby?\nShe is eight months old.')
  })

  it.runIf(target.name === 'sqlite')('refuses an unknown id and a bad --limit', async () => {
    const [unknown, badLimit] = await Promise.all([
      cli('messages', 'show', 'no-such-message-0000'),
      cli('messages', 'list', '--limit', '0'),
    ])
    expect(unknown).toMatchObject({ code: 1 })
    expect(unknown.stderr).toContain('No contact message has the id no-such-message-0000.')
    expect(badLimit).toMatchObject({ code: 2 })
    expect(badLimit.stderr).toContain('--limit must be a whole number from 1 to 1000')
  })
})
