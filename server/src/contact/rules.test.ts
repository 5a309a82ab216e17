// The contact rules on an in-memory SQLite database: a message and whatever `onReceived` writes
// commit together, and a failure in either stores neither.
import { afterAll, describe, expect, it } from 'vitest'
import { ContactMessageBody } from '../../../contract/contact-message'
import { connect } from '../db/connect'
import { migrateToLatest } from '../db/migrations'
import { enqueue } from '../notifications/outbox'
import { contactMessagesRepository } from './repository'
import { contactRules } from './rules'
import { contactEventData } from './staff-email'

const database = connect({ sqliteFile: ':memory:' })
await migrateToLatest(database.db as never)
afterAll(() => database.close())

const repository = contactMessagesRepository(database)
const message = (id: string) =>
  ContactMessageBody.parse({
    message_id: id,
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: '+2348035550142',
    reason: 'A question.',
  })
const outboxOf = async (id: string) =>
  (await database.db.selectFrom('outbox').select('payload').execute()).filter(
    (e) => (JSON.parse(e.payload) as { message_id?: string }).message_id === id,
  )

describe('contactRules', () => {
  it('writes the event in the transaction that stores the message', async () => {
    const rules = contactRules(repository, {
      now: () => new Date('2026-03-01T10:00:00.000Z'),
      onReceived: (trx, row) => enqueue(trx, [], 'contact.message', contactEventData(row, '234')),
    })
    expect(await rules.receive(message('stored-with-its-event'))).toEqual({
      message_id: 'stored-with-its-event',
      status: 'received',
      received_at: '2026-03-01T10:00:00.000Z',
    })
    expect(await outboxOf('stored-with-its-event')).toHaveLength(1)
  })

  it('stores nothing when the event cannot be written, so the device sends it again', async () => {
    const failing = contactRules(repository, {
      onReceived: () => Promise.reject(new Error('outbox write failed')),
    })
    await expect(failing.receive(message('never-half-stored'))).rejects.toThrow(
      'outbox write failed',
    )
    expect(await repository.findById('never-half-stored')).toBeUndefined()

    const working = contactRules(repository, {
      onReceived: (trx, row) => enqueue(trx, [], 'contact.message', contactEventData(row, '234')),
    })
    expect((await working.receive(message('never-half-stored'))).status).toBe('received')
    expect(await outboxOf('never-half-stored')).toHaveLength(1)
  })

  it('lists newest first and shows one; an unknown id is not_found', async () => {
    let tick = Date.parse('2026-03-02T00:00:00.000Z')
    const rules = contactRules(repository, { now: () => new Date((tick += 1000)) })
    const ids = ['listed-first-0000', 'listed-second-000']
    for (const id of ids) await rules.receive(message(id))
    const listed = (await rules.listForStaff(1000)).map((m) => m.message_id)
    expect(listed.indexOf(ids[1]!)).toBeLessThan(listed.indexOf(ids[0]!))
    expect(await rules.listForStaff(1)).toHaveLength(1)
    expect((await rules.showForStaff(ids[0]!)).name).toBe('Ada Obi')
    await expect(rules.showForStaff('nothing-has-this-id')).rejects.toMatchObject({
      code: 'not_found',
    })
  })
})
