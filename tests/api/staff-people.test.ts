// Issue 29, the console's People (owners only) on both databases, through app.inject: invite a
// colleague (a link for this site), see who has access and their passkeys, revoke (their session
// ends at once); the front desk is refused (403 owner_only) and the hotel is never left without
// an owner by the console (409 last_owner); bad input is a 4xx, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffInvitation, StaffPeople } from '../../contract/staff-people'
import { databaseTargets } from '../support/databases'
import {
  STAFF_ORIGIN,
  expectRefused,
  staffSessions,
  type StaffCaller,
} from '../support/staff-sessions'

describe.each(databaseTargets())('the console people on $name', (target) => {
  let s: Awaited<ReturnType<typeof staffSessions>>
  let owner: StaffCaller
  let desk: StaffCaller
  beforeAll(async () => {
    s = await staffSessions(target)
    owner = await s.person('Ada Obi', 'owner')
    desk = await s.person('Bola Ade', 'frontdesk')
  })
  afterAll(() => s.close())

  const people = async () => {
    const res = await owner('GET', '/people')
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as StaffPeople
  }

  it('shows who has access, with their passkeys', async () => {
    const { people: list, timeZone } = await people()
    expect(typeof timeZone).toBe('string')
    const ada = list.find((p) => p.id === owner.staffId)!
    expect(ada).toMatchObject({ name: 'Ada Obi', role: 'owner', state: 'active' })
    expect(ada.passkeys).toHaveLength(1)
    expect(ada.passkeys[0]).toMatchObject({ created_at: expect.any(String) })
    expect(ada.last_sign_in).toEqual(expect.any(String))
    expect(list.find((p) => p.id === desk.staffId)).toMatchObject({ role: 'frontdesk' })
  })

  it('invites a colleague: a one-time link for this site, listed as invited', async () => {
    const res = await owner('POST', '/people/invites', { name: 'Chidi Eze', role: 'frontdesk' })
    expect(res.statusCode, res.body).toBe(200)
    const invite = res.json() as StaffInvitation
    expect(invite).toMatchObject({ name: 'Chidi Eze', role: 'frontdesk', created: true })
    expect(invite.link).toMatch(new RegExp(`^${STAFF_ORIGIN}/staff/invite#[\\w-]{40,}$`))
    // The link's token is the invite the sign-in part knows.
    const token = invite.link.split('#')[1]!
    const lookup = await owner('POST', '/invites/lookup', { token })
    expect(lookup.json()).toMatchObject({ name: 'Chidi Eze' })
    const chidi = (await people()).people.find((p) => p.name === 'Chidi Eze')
    expect(chidi).toMatchObject({ state: 'invited', passkeys: [] })
    // Inviting an active person again is a new link for them (a lost device), not a new person.
    const again = (
      await owner('POST', '/people/invites', { name: 'Chidi Eze', role: 'owner' })
    ).json() as StaffInvitation
    expect(again).toMatchObject({ created: false, role: 'frontdesk' })
    expect((await people()).people.filter((p) => p.name === 'Chidi Eze')).toHaveLength(1)
  })

  it('refuses a link for someone who already has access: they add a device themselves', async () => {
    const second = await s.person('Femi Fry', 'frontdesk')
    for (const [name, role] of [
      ['Femi Fry', 'owner'],
      ['  Bola Ade ', 'frontdesk'],
      ['Ada Obi', 'owner'], // oneself too: "Add a passkey on this device" is the way
    ] as const) {
      const error = expectRefused(
        await owner('POST', '/people/invites', { name, role }),
        409,
        'already_has_access',
      )
      expect(error.message).toContain(`${name.trim()} already has access`)
      expect(error.message).toContain('Add a passkey on this device')
      expect(error.message).toContain('staff invite')
    }
    // No link was made for them: their invites are only the CLI's that enrolled them.
    const rows = await s.server.database.db
      .selectFrom('staff_invites')
      .select(['staff_id', 'created_by', 'used_at'])
      .where('staff_id', 'in', [second.staffId, desk.staffId, owner.staffId])
      .execute()
    expect(rows).toHaveLength(3)
    expect(rows.every((r) => r.created_by === 'cli' && r.used_at !== null)).toBe(true)
    // A lost device's link stays the server's act: the CLI makes one, and the history keeps who
    // made the link each passkey came from.
    const { token } = await s.rules.invite({ name: 'Femi Fry' }, { kind: 'cli' })
    expect(token).toEqual(expect.any(String))
    const enrolled = await s.server.database.db
      .selectFrom('staff_audit')
      .select(['detail'])
      .where('staff_id', '=', second.staffId)
      .where('action', '=', 'enrol')
      .execute()
    expect(enrolled.map((r) => JSON.parse(r.detail ?? '{}').invited_by)).toEqual(['cli'])
  })

  it('refuses the front desk every people call (403 owner_only)', async () => {
    expectRefused(await desk('GET', '/people'), 403, 'owner_only')
    expectRefused(
      await desk('POST', '/people/invites', { name: 'Sneaky', role: 'owner' }),
      403,
      'owner_only',
    )
    expectRefused(await desk('POST', `/people/${owner.staffId}/revoke`), 403, 'owner_only')
    expect((await people()).people.some((p) => p.name === 'Sneaky')).toBe(false)
    expect((await people()).people.find((p) => p.id === owner.staffId)?.state).toBe('active')
  })

  it('revokes a person: their session ends at once and their passkeys go', async () => {
    const temp = await s.person('Dayo Ojo', 'frontdesk')
    expect((await temp('GET', '/catalogue')).statusCode).toBe(200)
    const res = await owner('POST', `/people/${temp.staffId}/revoke`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ id: temp.staffId, name: 'Dayo Ojo', revoked: true })
    expectRefused(await temp('GET', '/catalogue'), 401)
    const dayo = (await people()).people.find((p) => p.id === temp.staffId)
    expect(dayo).toMatchObject({ state: 'revoked', passkeys: [] })
    // Again: already revoked, said so.
    expect((await owner('POST', `/people/${temp.staffId}/revoke`)).json()).toMatchObject({
      revoked: false,
    })
  })

  it('never lets the console lock the hotel out: not yourself, not the last owner', async () => {
    const self = expectRefused(await owner('POST', `/people/${owner.staffId}/revoke`), 409)
    expect(self.code).toBe('revoke_self')
    // The admin token is no person: it could revoke Ada, but she is the last owner.
    const last = expectRefused(await s.token('POST', `/people/${owner.staffId}/revoke`), 409)
    expect(last.code).toBe('last_owner')
    expect(last.message).toMatch(/last owner/)
    expect((await owner('GET', '/people')).statusCode).toBe(200)
    // With a second owner, one may go.
    const second = await s.person('Efe Obi', 'owner')
    const res = await second('POST', `/people/${owner.staffId}/revoke`)
    expect(res.statusCode, res.body).toBe(200)
    expectRefused(await owner('GET', '/people'), 401)
    expectRefused(await s.token('POST', `/people/${second.staffId}/revoke`), 409, 'last_owner')
    owner = second
  })

  it('refuses bad input with a 4xx and the error JSON, never a 5xx', async () => {
    const bodies: unknown[] = [
      {},
      { name: '', role: 'owner' },
      { name: 'A', role: 'boss' },
      { name: 'a\u0000b', role: 'owner' },
      { name: 'x'.repeat(101), role: 'owner' },
      { name: 'A', role: 'owner', extra: 1 },
      '{"name":',
      '[]',
    ]
    for (const body of bodies) {
      const res = await owner('POST', '/people/invites', body)
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400)
    }
    expectRefused(await owner('POST', '/people/nobody/revoke'), 404)
    expectRefused(await owner('POST', `/people/${'x'.repeat(300)}/revoke`), 400)
    expectRefused(await owner('POST', '/people/%00/revoke'), 400)
  })
})
