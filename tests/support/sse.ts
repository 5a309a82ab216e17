// A server-sent events reader for the tests: opens the stream over real HTTP (fetch), parses its
// events as they arrive, and waits for one by name. The console's EventSource does the same in a
// browser.
export interface SseEvent {
  event?: string
  id?: string
  data?: string
  retry?: string
  comment?: string
  /** When it arrived (Date.now()): for the figures a test reports. */
  receivedAt?: number
}

export interface SseStream {
  status: number
  headers: Headers
  events: SseEvent[]
  /** The first event named `name` after the first `from` events (a condition, not a timer). */
  next(name: string, from?: number, deadlineMs?: number): Promise<SseEvent>
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

export async function openEvents(url: string, headers: Record<string, string>): Promise<SseStream> {
  const abort = new AbortController()
  const res = await fetch(url, { headers, signal: abort.signal })
  const events: SseEvent[] = []
  const waiters = new Set<() => void>()
  const wake = () => waiters.forEach((w) => w())
  let buffer = ''
  let done = false
  const ended = (async () => {
    if (!res.body) return
    const decoder = new TextDecoder()
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const parsed: SseEvent = {}
          const receivedAt = Date.now()
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) parsed.comment = line.slice(1).trim()
            else {
              const colon = line.indexOf(':')
              const field = line.slice(0, colon) as 'event' | 'id' | 'data' | 'retry'
              parsed[field] = line.slice(colon + 1).trimStart()
            }
          }
          events.push(Object.defineProperty(parsed, 'receivedAt', { value: receivedAt }))
          wake()
        }
      }
    } catch {
      // aborted by close()
    } finally {
      done = true
      wake()
    }
  })()
  return {
    status: res.status,
    headers: res.headers,
    events,
    ended,
    close: () => abort.abort(),
    next(name, from = 0, deadlineMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find((e) => e.event === name)
          if (found) finish(() => resolve(found))
          else if (done) finish(() => reject(new Error(`stream ended without "${name}"`)))
        }
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no "${name}" event: ${JSON.stringify(events)}`))),
          deadlineMs,
        )
        const finish = (then: () => void) => {
          clearTimeout(timer)
          waiters.delete(check)
          then()
        }
        waiters.add(check)
        check()
      })
    },
  }
}
