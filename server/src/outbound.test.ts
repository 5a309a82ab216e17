// The connection's own address check (publicOnlyLookup): what it answers, and that a throw from
// the socket's side of the callback stays there, not an unhandled rejection ending the process.
import { describe, expect, it, vi } from 'vitest'
import { publicOnlyLookup } from './outbound'

type Callback = (error: Error | null, address: string, family: number) => void
const lookup = (resolve: () => Promise<string[]>, callback: Callback) =>
  (publicOnlyLookup(resolve) as unknown as (h: string, o: object, c: Callback) => void)(
    'calendar.example.com',
    {},
    callback,
  )

describe('publicOnlyLookup', () => {
  it('answers a public address and refuses a private one', async () => {
    const answers: [string | undefined, string][] = []
    await new Promise<void>((done) =>
      lookup(
        async () => ['142.250.180.10'],
        (error, address) => {
          answers.push([error?.message, address])
          done()
        },
      ),
    )
    await new Promise<void>((done) =>
      lookup(
        async () => ['10.0.0.1'],
        (error, address) => {
          answers.push([error?.message, address])
          done()
        },
      ),
    )
    expect(answers).toEqual([
      [undefined, '142.250.180.10'],
      ['outbound host calendar.example.com resolves to a non-public address', ''],
    ])
  })

  it('keeps a throw of the connecting side from becoming an unhandled rejection', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      let called = 0
      lookup(
        async () => ['142.250.180.10'],
        () => {
          called++
          throw new Error('the socket would not take this address')
        },
      )
      await vi.waitFor(() => expect(called).toBe(1))
      // Two turns of the event loop: time for Node to report a rejection nobody handled.
      await new Promise((turn) => setImmediate(turn))
      await new Promise((turn) => setImmediate(turn))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
