// Back from Paystack: the page asks until Paystack has said, a few times at most.
import { describe, expect, it, vi } from 'vitest'
import type { ReturnAnswer } from '../../../contract/stay'
import { askUntilSettled, RETURN_EVERY_MS, RETURN_TRIES } from './payment-return'

const answer = (outcome: ReturnAnswer['outcome']) => ({ outcome }) as ReturnAnswer

describe('the return from Paystack', () => {
  it('asks once when Paystack has said', async () => {
    const ask = vi.fn(() => Promise.resolve(answer('counted')))
    const wait = vi.fn(() => Promise.resolve())
    await expect(askUntilSettled(ask, wait)).resolves.toEqual({ outcome: 'counted' })
    expect(ask).toHaveBeenCalledTimes(1)
    expect(wait).not.toHaveBeenCalled()
  })

  it('asks again while Paystack has not said, and stops at its word', async () => {
    const outcomes = ['not_yet', 'not_yet', 'already'] as const
    const ask = vi.fn(() => Promise.resolve(answer(outcomes[ask.mock.calls.length - 1]!)))
    const wait = vi.fn(() => Promise.resolve())
    await expect(askUntilSettled(ask, wait)).resolves.toEqual({ outcome: 'already' })
    expect(ask).toHaveBeenCalledTimes(3)
    expect(wait).toHaveBeenCalledWith(RETURN_EVERY_MS)
  })

  it('gives up after a few asks, still not settled', async () => {
    const ask = vi.fn(() => Promise.resolve(answer('not_yet')))
    const wait = vi.fn(() => Promise.resolve())
    await expect(askUntilSettled(ask, wait)).resolves.toEqual({ outcome: 'not_yet' })
    expect(ask).toHaveBeenCalledTimes(RETURN_TRIES)
    expect(wait).toHaveBeenCalledTimes(RETURN_TRIES - 1)
  })
})
