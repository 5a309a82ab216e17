import { beforeEach, describe, expect, it } from 'vitest'
import {
  addContactMessage,
  listContactMessages,
  type StoredContactMessage,
} from '../../features/contact/contact-store'
import { addReservation, getReservation } from '../../features/reservations/reservation-store'
import { ApiError, isRetryable, NetworkError } from '../../lib/api-errors'
import { deviceJobs, refusedStatus } from './device-jobs'
import { storedReservation } from '../../test/stored-reservation'

const reservation = storedReservation
const message = (id: string, createdAt: string): StoredContactMessage => ({
  message_id: id,
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '+2348035550142',
  reason: 'A cot for the baby?',
  createdAt,
  status: 'pending',
})

beforeEach(() => localStorage.clear())

describe('failures', () => {
  it('waits on what a later try may cure', () => {
    expect(isRetryable(new NetworkError('offline'))).toBe(true)
    expect(isRetryable(new ApiError(500, 'internal', 'boom'))).toBe(true)
    expect(isRetryable(new ApiError(503, 'unavailable', 'down'))).toBe(true)
    expect(isRetryable(new ApiError(429, 'too_many_requests', 'slow down'))).toBe(true)
    expect(isRetryable(new ApiError(408, 'http_error', 'timeout'))).toBe(true)
    expect(isRetryable(new TypeError('unexpected answer'))).toBe(true)
  })

  it("settles on the hotel's final word", () => {
    expect(isRetryable(new ApiError(409, 'dates_unavailable', 'full'))).toBe(false)
    expect(refusedStatus(new ApiError(409, 'dates_unavailable', 'full'))).toBe('unavailable')
    expect(refusedStatus(new ApiError(409, 'too_many_open_requests', 'three'))).toBe('failed')
    expect(refusedStatus(new ApiError(400, 'invalid_dates', 'past'))).toBe('failed')
    expect(refusedStatus(new ApiError(404, 'not_found', 'gone'))).toBe('failed')
  })
})

describe('the jobs of the device', () => {
  it('are every unsent request, cancellation and message, oldest first', () => {
    addReservation(reservation('r-old', { createdAt: '2026-11-22T08:00:00.000Z' }))
    addReservation(
      reservation('r-sent', {
        createdAt: '2026-11-22T07:00:00.000Z',
        status: 'sent',
        cancelRequestedAt: '2026-11-22T11:00:00.000Z',
      }),
    )
    addReservation(reservation('r-done', { status: 'sent' }))
    addContactMessage(message('m-1', '2026-11-22T09:00:00.000Z'))
    expect(deviceJobs.waiting().map((j) => `${j.kind}:${j.id}`)).toEqual([
      'reservation:r-old',
      'contact:m-1',
      'cancellation:r-sent',
    ])
  })

  it('record the answers: sent, refused, cancelled, delivered messages leave the device', () => {
    addReservation(reservation('r-1'))
    addReservation(reservation('r-2'))
    addContactMessage(message('m-1', '2026-11-22T09:00:00.000Z'))
    const job = (id: string) => deviceJobs.waiting().find((j) => j.id === id)!
    const [first, second, contact] = [job('r-1'), job('r-2'), job('m-1')]
    deviceJobs.settle(first, { ok: true, answer: {} })
    deviceJobs.settle(second, {
      ok: false,
      error: new ApiError(409, 'dates_unavailable', 'Taken meanwhile.'),
    })
    deviceJobs.settle(contact, { ok: true, answer: {} })
    expect(getReservation('r-1')).toMatchObject({ status: 'sent' })
    expect(getReservation('r-2')).toMatchObject({
      status: 'unavailable',
      message: 'Taken meanwhile.',
    })
    expect(listContactMessages()).toEqual([])

    deviceJobs.add({ kind: 'cancellation', id: 'r-1' })
    const [cancellation] = deviceJobs.waiting()
    const answer = {
      status: 'cancelled',
      note: null,
      updatedAt: '2026-11-22T12:00:00.000Z',
      holdUntil: null,
      checkedAt: '2026-11-22T12:00:01.000Z',
    }
    deviceJobs.settle(cancellation!, { ok: true, answer })
    expect(getReservation('r-1')).toMatchObject({ hotel: answer })
    expect(getReservation('r-1')?.cancelRequestedAt).toBeUndefined()

    // Refused: the guest is told why; unknown to the hotel: nothing is left to cancel.
    addReservation(reservation('r-3', { status: 'sent' }))
    addReservation(reservation('r-4', { status: 'sent' }))
    deviceJobs.add({ kind: 'cancellation', id: 'r-3' })
    deviceJobs.add({ kind: 'cancellation', id: 'r-4' })
    const c3 = deviceJobs.waiting().find((j) => j.id === 'r-3')
    const c4 = deviceJobs.waiting().find((j) => j.id === 'r-4')
    deviceJobs.settle(c3!, {
      ok: false,
      error: new ApiError(409, 'illegal_transition', 'The hotel has already declined it.'),
    })
    deviceJobs.settle(c4!, { ok: false, error: new ApiError(404, 'not_found', 'No such request.') })
    expect(getReservation('r-3')).toMatchObject({
      cancelMessage: 'The hotel has already declined it.',
    })
    expect(getReservation('r-3')?.hotel).toBeUndefined()
    expect(getReservation('r-4')).toMatchObject({ hotel: { status: 'cancelled' } })
    expect(deviceJobs.waiting()).toEqual([])
  })

  it('withdraw only what has not been sent', () => {
    addReservation(reservation('r-1'))
    addReservation(reservation('r-2', { status: 'sent' }))
    expect(
      deviceJobs.remove({ kind: 'reservation', id: 'r-2', entry: getReservation('r-2')! }),
    ).toBe(false)
    expect(
      deviceJobs.remove({ kind: 'reservation', id: 'r-1', entry: getReservation('r-1')! }),
    ).toBe(true)
    expect(getReservation('r-1')).toBeUndefined()
  })
})

describe('a push withdrawal', () => {
  it('waits in its own list, in the order of the jobs, and is settled whatever the answer', () => {
    addReservation(reservation('r1', { createdAt: '2026-11-22T10:00:00.000Z' }))
    deviceJobs.add({ kind: 'push-withdrawal', id: 'gone' })
    expect(deviceJobs.waiting().map((job) => [job.kind, job.id])).toEqual([
      ['reservation', 'r1'],
      ['push-withdrawal', 'gone'],
    ])
    deviceJobs.settle(
      { kind: 'push-withdrawal', id: 'gone' },
      { ok: false, error: new ApiError(404, 'not_found', 'No such request.') },
    )
    expect(deviceJobs.waiting().map((job) => job.id)).toEqual(['r1'])
    expect(deviceJobs.remove({ kind: 'push-withdrawal', id: 'gone' })).toBe(false)
  })
})

describe('a contact message that finds no connection', () => {
  it('is marked as waiting for one; a request is left as it is', () => {
    addContactMessage(message('m-1', '2026-11-22T09:00:00.000Z'))
    addReservation(reservation('r-1'))
    expect(listContactMessages()[0]?.waitsForConnection).toBeUndefined()
    deviceJobs.blocked!(deviceJobs.waiting())
    expect(listContactMessages()[0]?.waitsForConnection).toBe(true)
    expect(getReservation('r-1')).toMatchObject({ status: 'pending' })
  })
})
