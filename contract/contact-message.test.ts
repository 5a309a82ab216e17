import { describe, expect, it } from 'vitest'
import { ContactMessageBody, ContactMessageResult } from './contact-message'

const valid = {
  message_id: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '+234 803-555-0142',
  reason: 'Do you have a cot for a baby?',
}

/** Each refused field, and the message the API answers with. */
const problems = (body: unknown) => {
  const result = ContactMessageBody.safeParse(body)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('ContactMessageBody', () => {
  it('takes the form as typed: trimmed, NFC, line breaks kept, the phone normalised', () => {
    expect(
      ContactMessageBody.parse({
        ...valid,
        name: '  Zoe\u0308 Obi ',
        email: ' ada@example.com ',
        reason: '  Line one\r\nLine two\ttabbed\r ',
      }),
    ).toEqual({
      ...valid,
      name: 'Zoë Obi',
      phone: '+2348035550142',
      reason: 'Line one\nLine two\ttabbed',
    })
  })

  it('accepts a message_id of 16 to 64 letters, digits, _ or - (a UUID fits)', () => {
    for (const id of ['a'.repeat(16), 'A_b-9'.repeat(12) + 'abcd', valid.message_id]) {
      expect(problems({ ...valid, message_id: id }), id).toEqual([])
    }
    for (const id of ['a'.repeat(15), 'a'.repeat(65), 'abcdefghijklmnop!', 'ä'.repeat(20), 7]) {
      expect(problems({ ...valid, message_id: id })[0], String(id)).toMatch(/^message_id: /)
    }
  })

  it('refuses each field that the form would not send, naming it', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name: must not be empty'],
      [{ name: '   ' }, 'name: must not be empty'],
      [{ name: 'x'.repeat(101) }, 'name: must be at most 100 characters'],
      [
        { name: 'Ada\nObi' },
        'name: must be one line of text, without tabs or other control characters',
      ],
      [{ email: 'ada' }, 'email: must be a valid email address'],
      [{ email: 'ada@' }, 'email: must be a valid email address'],
      [{ email: '' }, 'email: must be a valid email address'],
      [
        { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com` },
        'email: must be at most 254 characters',
      ],
      [
        { phone: '12' },
        'phone: must be 7 to 15 digits, optionally starting with +; spaces and dashes are allowed',
      ],
      [{ reason: '' }, 'reason: must not be empty'],
      [{ reason: 'x'.repeat(2001) }, 'reason: must be at most 2000 characters'],
      [
        { reason: 'bell\u0007' },
        'reason: must not contain control characters (line breaks and tabs are allowed)',
      ],
      [
        { reason: 'half \ud800' },
        'reason: must be well-formed Unicode text (it holds a lone UTF-16 surrogate)',
      ],
      [{ reason: 42 }, 'reason: must be text'],
    ]
    for (const [change, message] of cases) {
      expect(problems({ ...valid, ...change }), JSON.stringify(change)).toEqual([message])
    }
  })

  it('refuses a missing field, an unknown one, and anything that is not an object', () => {
    const { reason: _, ...noReason } = valid
    expect(problems(noReason)).toEqual(['reason: must be text'])
    expect(ContactMessageBody.safeParse({ ...valid, message: 'x' }).success).toBe(false)
    for (const body of [null, [], 'text', 1])
      expect(problems(body)).toEqual([': must be a JSON object'])
  })
})

describe('ContactMessageResult', () => {
  it('carries no name, email, phone or reason', () => {
    const answer = { message_id: valid.message_id, status: 'received', received_at: 'x' }
    expect(Object.keys(ContactMessageResult.shape).sort()).toEqual(Object.keys(answer).sort())
  })
})
