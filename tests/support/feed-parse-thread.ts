// The feed parser in a worker thread, for its fuzz (server/src/channels/feed-parse.fuzz.test.ts).
// A text that sends ical.js into an endless loop (RRULE:FREQ=DAILY;BYDAY=-1SU did: one iterator
// step that never returns) blocks the thread it runs on for good, where no timer can fire: run in
// the test's own thread, it would hang the test run with nothing reported. Here it blocks only the
// worker, which the caller ends at a deadline and replaces, and the fuzz names the text.
// Imported by the test, this module is the caller's side; loaded in the worker (through tsx,
// which compiles the TypeScript there), it is the parser's.
import { isMainThread, parentPort, Worker } from 'node:worker_threads'
import {
  FeedError,
  parseFeed,
  type ParsedFeed,
  type ParseFeedOptions,
} from '../../server/src/channels/feed-parse'

/** The parse, or what it threw, and whether that was a FeedError (the class stays in the worker). */
export type ThreadAnswer =
  { parsed: ParsedFeed } | { thrown: { feedError: boolean; message: string; stack?: string } }

interface Request {
  text: string
  options: ParseFeedOptions
}

/** The parse did not answer by the deadline: an endless loop, or work without bound. */
export class ParseHung extends Error {}

if (!isMainThread && parentPort) {
  const port = parentPort
  port.on('message', ({ text, options }: Request) => {
    parseFeed(text, options).then(
      (parsed) => port.postMessage({ parsed } satisfies ThreadAnswer),
      (error: unknown) => {
        const { message, stack } = error instanceof Error ? error : new Error(String(error))
        const feedError = error instanceof FeedError
        port.postMessage({ thrown: { feedError, message, stack } } satisfies ThreadAnswer)
      },
    )
  })
  // Ready once ical.js is loaded (the first parse loads it): the deadline is the parse's alone.
  void parseFeed('', { today: '2026-01-01', horizonDays: 1 })
    .catch(() => undefined)
    .then(() => port.postMessage('ready'))
}

/**
 * Waits for the worker's next message, or its failure. Only these listeners are removed after:
 * a Worker's own listeners start and stop its port (removeAllListeners left it deaf).
 */
function nextMessage<T>(worker: Worker): { answer: Promise<T>; stop: () => void } {
  let stop = () => {}
  const answer = new Promise<T>((resolve, reject) => {
    const exited = (code: number) => reject(new Error(`the parser's thread exited (${code})`))
    stop = () => {
      worker.off('message', resolve)
      worker.off('error', reject)
      worker.off('exit', exited)
    }
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', exited)
  })
  return { answer, stop }
}

/** Answers a parse from a worker thread, which it ends and replaces past `deadlineMs`. */
export function parserThread(deadlineMs: number) {
  const self = JSON.stringify(import.meta.url)
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) => tsImport(${self}, ${self}))`
  let worker: Promise<Worker> | undefined

  async function start(): Promise<Worker> {
    const started = new Worker(boot, { eval: true })
    const ready = nextMessage<'ready'>(started)
    try {
      await ready.answer
      return started
    } finally {
      ready.stop()
    }
  }

  async function parseNow(text: string, options: ParseFeedOptions): Promise<ThreadAnswer> {
    // A thread that failed to start is tried again by the next parse.
    const current = await (worker ??= start().catch((error: unknown) => {
      worker = undefined
      throw error
    }))
    const next = nextMessage<ThreadAnswer>(current)
    let timer: NodeJS.Timeout | undefined
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ParseHung(`parseFeed had not answered after ${deadlineMs} ms`)),
        deadlineMs,
      )
    })
    current.postMessage({ text, options } satisfies Request)
    try {
      return await Promise.race([next.answer, hung])
    } catch (error) {
      // Whatever state the thread is in, the next parse gets a fresh one.
      worker = undefined
      await current.terminate()
      throw error
    } finally {
      clearTimeout(timer)
      next.stop()
    }
  }

  /**
   * One parse at a time, each after the last has answered or been ended: a caller that stopped
   * waiting (fast-check's time limit leaves a running case behind) cannot have its deadline end
   * the thread under the next caller's parse.
   */
  let last: Promise<unknown> = Promise.resolve()
  function parse(text: string, options: ParseFeedOptions): Promise<ThreadAnswer> {
    const answer = last.then(() => parseNow(text, options))
    last = answer.catch(() => undefined)
    return answer
  }

  return {
    parse,
    /** Settles once every parse asked for has answered or been ended. */
    idle: () => last.then(() => undefined),
    close: async () => {
      await last
      const open = worker
      worker = undefined
      await (await open)?.terminate()
    },
  }
}
