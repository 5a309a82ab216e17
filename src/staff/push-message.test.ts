// A tap opens only a page of the console, whatever a push says; a message missing a field is not
// the server's and is shown as the generic line.
import { describe, expect, it } from 'vitest'
import { consoleUrl, readStaffPush } from './push-message'

const ORIGIN = 'https://hotel.example'

describe('consoleUrl', () => {
  it("keeps the console's own pages, with their fragment", () => {
    expect(consoleUrl('/staff/requests/WKW6M-38CKW', ORIGIN)).toBe(
      `${ORIGIN}/staff/requests/WKW6M-38CKW`,
    )
    expect(consoleUrl('/staff/messages#message-m1', ORIGIN)).toBe(
      `${ORIGIN}/staff/messages#message-m1`,
    )
    expect(consoleUrl('/staff', ORIGIN)).toBe(`${ORIGIN}/staff`)
  })

  it('sends anything else to the inbox: another site, the guest site, a look-alike path', () => {
    for (const path of [
      'https://evil.example/staff/requests/x',
      '//evil.example/staff',
      '/confirmation',
      '/staffroom',
      'javascript:alert(1)',
      'http://[',
      42,
      undefined,
    ]) {
      expect(consoleUrl(path, ORIGIN), String(path)).toBe(`${ORIGIN}/staff`)
    }
  })
})

describe('readStaffPush', () => {
  const message = {
    type: 'reservation.received',
    title: 'New request · Garden Room',
    body: '12 to 14 Dec 2026 · WKW6M-38CKW',
    url: '/staff/requests/WKW6M-38CKW',
    tag: 'request-r1',
  }

  it("reads the server's message, and nothing more of it", () => {
    expect(readStaffPush({ ...message, extra: 'x' })).toEqual(message)
    expect(readStaffPush({ ...message, type: 'contact.message' })?.type).toBe('contact.message')
    // The outside calendars' alerts (issue 39).
    for (const type of ['channel.overbooked', 'channel.stale']) {
      expect(readStaffPush({ ...message, type })?.type).toBe(type)
    }
  })

  it('refuses what is not one', () => {
    expect(readStaffPush(undefined)).toBeUndefined()
    expect(readStaffPush('text')).toBeUndefined()
    expect(readStaffPush({ ...message, type: 'reservation.status' })).toBeUndefined()
    expect(readStaffPush({ ...message, tag: undefined })).toBeUndefined()
    expect(readStaffPush({ ...message, title: 3 })).toBeUndefined()
  })
})
