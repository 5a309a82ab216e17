// The page's side of worker-claim.ts against a stand-in `navigator.serviceWorker` (the race itself,
// in real browsers: tests/e2e/worker-claims-late-page.spec.ts): who asks, and when not.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { askToBeClaimed, claimWhenAsked, CLAIM_ME } from './worker-claim'

interface Registration {
  active: { postMessage: (message: unknown) => void } | null
  waiting: object | null
}

function fakeWorkers(controller: object | null, registration: Registration) {
  let resolveReady!: (r: Registration) => void
  const workers = {
    controller,
    ready: new Promise<Registration>((resolve) => (resolveReady = resolve)),
  }
  vi.stubGlobal('navigator', { serviceWorker: workers })
  return { workers, activate: () => resolveReady(registration) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => vi.unstubAllGlobals())

describe('askToBeClaimed', () => {
  it('asks the active worker once it is active, when the page is not controlled', async () => {
    const postMessage = vi.fn()
    const { activate } = fakeWorkers(null, { active: { postMessage }, waiting: null })
    askToBeClaimed()
    await settle()
    expect(postMessage).not.toHaveBeenCalled()
    activate()
    await settle()
    expect(postMessage).toHaveBeenCalledWith(CLAIM_ME)
  })

  it('asks nothing of a page already controlled', async () => {
    const postMessage = vi.fn()
    const { activate } = fakeWorkers({}, { active: { postMessage }, waiting: null })
    askToBeClaimed()
    activate()
    await settle()
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('asks nothing once the worker has taken the page over by itself', async () => {
    const postMessage = vi.fn()
    const { workers, activate } = fakeWorkers(null, { active: { postMessage }, waiting: null })
    askToBeClaimed()
    workers.controller = {}
    activate()
    await settle()
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('asks nothing while a new version waits (its Reload would follow the taking over)', async () => {
    const postMessage = vi.fn()
    const { activate } = fakeWorkers(null, { active: { postMessage }, waiting: {} })
    askToBeClaimed()
    activate()
    await settle()
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('does nothing where the browser has no service workers', () => {
    vi.stubGlobal('navigator', {})
    expect(() => askToBeClaimed()).not.toThrow()
  })
})

describe('claimWhenAsked', () => {
  it('claims the pages on the message, and on no other', () => {
    const claim = vi.fn(() => Promise.resolve())
    const target = new EventTarget()
    const worker = Object.assign(target, { clients: { claim } })
    claimWhenAsked(worker as unknown as ServiceWorkerGlobalScope)
    const waited: Promise<unknown>[] = []
    const send = (data: unknown) => {
      const event = Object.assign(new Event('message'), {
        data,
        waitUntil: (p: Promise<unknown>) => waited.push(p),
      })
      target.dispatchEvent(event)
    }
    send({ type: 'SKIP_WAITING' })
    expect(claim).not.toHaveBeenCalled()
    send(CLAIM_ME)
    expect(claim).toHaveBeenCalledTimes(1)
    expect(waited).toHaveLength(1)
  })
})
