import { describe, expect, it } from 'vitest'
import { gist } from './cli-commands'
import { contactEmail } from './staff-email'

const data = {
  message_id: 'contact-0000000001',
  name: 'Ada <b>Obi</b>',
  email: 'ada@example.com',
  phone: '+2348035550142',
  reason: 'Line one & more\n<script>alert(1)</script>',
  received_at: '2026-03-01T10:00:00.000Z',
}

describe('contactEmail', () => {
  it('escapes what the guest wrote in the HTML part, and links the email and phone', () => {
    const { html, text, subject, replyTo } = contactEmail(data, '234')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(html).toContain('<a href="mailto:ada@example.com">ada@example.com</a>')
    expect(html).toContain('<a href="tel:+2348035550142">+234 803 555 0142</a>')
    expect(text).toContain('  <script>alert(1)</script>') // plain text is shown as text
    expect(subject).toBe('Contact message from Ada <b>Obi</b>: Line one & more')
    expect(replyTo).toEqual({ name: 'Ada <b>Obi</b>', address: 'ada@example.com' })
  })

  it("shows a number written the local way grouped, and calls it with the hotel's code", () => {
    const { html, text } = contactEmail({ ...data, phone: '08035550142' }, '234')
    expect(text).toContain('Phone:  +234 803 555 0142 (tel:+2348035550142)')
    expect(html).toContain('<a href="tel:+2348035550142">+234 803 555 0142</a>')
    // What is no number is shown as the guest wrote it.
    expect(contactEmail({ ...data, phone: '1234567' }, '234').text).toContain(
      'Phone:  1234567 (tel:1234567)',
    )
  })

  it('shortens a long first line in the subject', () => {
    const { subject } = contactEmail({ ...data, reason: 'x'.repeat(100) }, '234')
    expect(subject).toBe(`Contact message from Ada <b>Obi</b>: ${'x'.repeat(59)}…`)
  })
})

describe('gist', () => {
  it('is the first line, marked when there is more', () => {
    expect(gist('Short')).toBe('Short')
    expect(gist('First\nSecond')).toBe('First…')
    expect(gist('y'.repeat(60))).toBe(`${'y'.repeat(49)}…`)
  })
})
