// The device's outbox: what the guest did offline (a reservation request, its cancellation, a
// contact message) is kept in the device's stores and delivered from here, exactly once each,
// oldest first; and the hotel's answers to sent requests are read back (status reads).
//
// One object per tab, made in src/app/ with its collaborators handed in, so it holds no
// module-level state and a test drives it on fake timers.
//
// - Delivery: every try of a job sends the same id, which the API makes idempotent, so an answer
//   lost on the way only costs another try. A failure a retry may cure (network, 5xx, 408, 425,
//   429) keeps the job waiting and stops the round (the way out is shut for all of them); any
//   other refusal settles that job and the round goes on.
// - One tab at a time delivers (the lock); a round asked for while one runs runs again after it.
// - Triggers: start, enqueue, the `online` event, the page becoming visible, any extra trigger
//   handed in (the server answering a probe: navigator.onLine lies on captive Wi-Fi), and a
//   back-off timer while anything waits (5 s doubling to 5 min, back to 5 s after a success).
// - Status reads run on the same triggers (not the back-off), and every `pollMs` while the
//   hotel's answer to something is awaited.

import { FIRST_RETRY_MS, LAST_RETRY_MS } from './outbox-timing'

export interface OutboxJob {
  /** The id the server knows the job by (and that makes its delivery idempotent). */
  id: string
}

export type Outcome = { ok: true; answer: unknown } | { ok: false; error: unknown }

export interface OutboxStore<J extends OutboxJob> {
  /** Jobs still to deliver, oldest first; read afresh each time (another tab writes too). */
  waiting(): J[]
  /** Keeps a new job on the device, before anything is sent. */
  add(job: J): void
  /** Takes a job out before it is sent; false when it is no longer waiting. */
  remove(job: J): boolean
  /** Records the server's answer to a job, or its refusal (a retry cannot change). */
  settle(job: J, outcome: Outcome): void
  /**
   * A send found no way through (offline, the server out of reach): these jobs wait for a
   * connection. Until then a job is only being sent, which the guest need not be told of.
   */
  blocked?(jobs: J[]): void
}

export type OutboxLock = <T>(
  work: () => Promise<T>,
  options: { wait: boolean },
) => Promise<T | undefined>

export interface OutboxOptions<J extends OutboxJob> {
  store: OutboxStore<J>
  /** Sends one job; resolves with the server's answer, throws when it was not accepted. */
  send(job: J): Promise<unknown>
  /** Whether a failed send may succeed later, so the job waits and is tried again. */
  retryable(error: unknown): boolean
  lock: OutboxLock
  /** After a job was delivered: what the app's caches must read again. */
  onDelivered?(job: J): void
  /** Reads the hotel's answers to sent requests; `awaited` says whether one is still awaited. */
  statuses?: { read(): Promise<void>; awaited(): boolean; pollMs: number }
  /** Further moments the way may be open again; returns how to stop listening. */
  watch?(trigger: () => void): () => void
  retry?: { firstMs: number; lastMs: number }
}

export interface Outbox<J extends OutboxJob> {
  /** Keeps the job on the device and delivers it as soon as there is a way. */
  enqueue(job: J): void
  /**
   * Withdraws a job not yet delivered. Waits for a delivery in progress, so a job is never both
   * withdrawn here and received by the hotel. False when it was delivered (or settled) first.
   */
  cancel(job: J): Promise<boolean>
  /** Delivers what waits now (a round); resolves when the round is over. */
  deliver(): Promise<void>
  /**
   * Reads the hotel's answers now. A read under way answers the call, unless `fresh`: then
   * another follows it (the answer changed after that read may have been made).
   */
  readStatuses(options?: { fresh?: boolean }): Promise<void>
  /** Listens for the triggers and starts a first round; returns how to stop. */
  start(): () => void
}

export function createOutbox<J extends OutboxJob>(options: OutboxOptions<J>): Outbox<J> {
  const { store, send, retryable, lock, onDelivered, statuses, watch } = options
  const firstRetryMs = options.retry?.firstMs ?? FIRST_RETRY_MS
  const lastRetryMs = options.retry?.lastMs ?? LAST_RETRY_MS
  let retryDelay = firstRetryMs
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let pollTimer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let runAgain = false
  let reading: Promise<void> | undefined
  let readAgain = false

  /** Sends one job; true when the way is shut (the job still waits). */
  async function deliverOne(job: J): Promise<'delivered' | 'settled' | 'blocked'> {
    let answer: unknown
    try {
      answer = await send(job)
    } catch (error) {
      if (retryable(error)) return 'blocked'
      store.settle(job, { ok: false, error })
      return 'settled'
    }
    store.settle(job, { ok: true, answer })
    onDelivered?.(job)
    return 'delivered'
  }

  async function round() {
    do {
      runAgain = false
      await lock(
        async () => {
          for (const job of store.waiting()) {
            const result = await deliverOne(job)
            if (result === 'blocked') {
              // No way through now: all that waits waits for the next trigger.
              store.blocked?.(store.waiting())
              return
            }
            retryDelay = firstRetryMs
          }
        },
        { wait: false },
      )
    } while (runAgain)
  }

  function scheduleRetry() {
    clearTimeout(retryTimer)
    retryTimer = undefined
    if (store.waiting().length === 0) {
      retryDelay = firstRetryMs
      return
    }
    retryTimer = setTimeout(() => void deliver(), retryDelay)
    retryDelay = Math.min(retryDelay * 2, lastRetryMs)
  }

  function deliver(): Promise<void> {
    if (running) {
      runAgain = true
      return running
    }
    running = round().finally(() => {
      running = undefined
      scheduleRetry()
    })
    return running
  }

  function schedulePoll() {
    clearTimeout(pollTimer)
    pollTimer = statuses?.awaited()
      ? setTimeout(() => void readStatuses(), statuses.pollMs)
      : undefined
  }

  async function readRounds(read: () => Promise<void>) {
    do {
      readAgain = false
      // A read that fails is tried again on the next trigger or poll.
      await read().catch(() => undefined)
    } while (readAgain)
  }

  function readStatuses({ fresh = false } = {}): Promise<void> {
    if (!statuses) return Promise.resolve()
    // One read at a time; a trigger during a read is answered by that read.
    if (reading && fresh) readAgain = true
    reading ??= readRounds(() => statuses.read()).finally(() => {
      reading = undefined
      schedulePoll()
    })
    return reading
  }

  const kick = () => {
    retryDelay = firstRetryMs
    void deliver()
    void readStatuses()
  }

  return {
    enqueue(job) {
      store.add(job)
      retryDelay = firstRetryMs
      void deliver()
    },
    async cancel(job) {
      const withdrawn = await lock(async () => store.remove(job), { wait: true })
      scheduleRetry()
      return withdrawn === true
    },
    deliver,
    readStatuses,
    start() {
      const onVisible = () => document.visibilityState === 'visible' && kick()
      window.addEventListener('online', kick)
      document.addEventListener('visibilitychange', onVisible)
      const stopWatching = watch?.(kick)
      kick()
      return () => {
        window.removeEventListener('online', kick)
        document.removeEventListener('visibilitychange', onVisible)
        stopWatching?.()
        clearTimeout(retryTimer)
        clearTimeout(pollTimer)
      }
    },
  }
}
