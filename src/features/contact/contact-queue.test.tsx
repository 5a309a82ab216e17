// Under the contact form: a message on its way says nothing; one kept for want of a connection
// says so, and one the hotel refused says why (issue 37: the "saved on this device" notice
// showed for a moment while online, before the first send had settled).
import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  addContactMessage,
  removeContactMessage,
  updateContactMessage,
  type StoredContactMessage,
} from './contact-store'
import { ContactQueue } from './contact-queue'

const message: StoredContactMessage = {
  message_id: 'contact-message-0001',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '+2348035550142',
  reason: 'A cot for the baby?',
  createdAt: '2026-11-22T09:00:00.000Z',
  status: 'pending',
}

beforeEach(() => localStorage.clear())

describe('the messages this device holds', () => {
  it('says nothing of a message on its way, and says it waits once it does', () => {
    render(<ContactQueue />)
    act(() => addContactMessage(message))
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByText(/saved on this device/)).toBeNull()
    act(() => updateContactMessage(message.message_id, { waitsForConnection: true }))
    expect(screen.getByRole('status')).toHaveTextContent(
      /is saved on this device and will be sent to the hotel as soon as there is a connection/,
    )
    act(() => removeContactMessage(message.message_id))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it("keeps the hotel's refusal on screen", () => {
    addContactMessage({ ...message, status: 'failed', problem: 'phone: too short' })
    render(<ContactQueue />)
    expect(screen.getByRole('status')).toHaveTextContent(/could not accept .*phone: too short/)
  })
})
