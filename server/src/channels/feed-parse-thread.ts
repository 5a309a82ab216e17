// A feed read in a worker thread of its own (issue 50), never on the server's: ical.js has rules
// it never finishes (`RRULE:FREQ=DAILY;BYDAY=-1SU`: one iterator step that loops for ever, found by
// the parser's fuzz) and values it works through one by one (`DURATION:P999999999D`: 6 s). On the
// server's thread either would hold every guest's request, the health check and the schedule for
// as long, for ever in the first case, where no timer can fire. Here it holds only the thread:
// - the thread tells the position of each event before it reads it; one it has been on for
//   STALL_MS is hung. The thread is ended (terminate: the only way out of a loop that never
//   yields) and the feed read again in a new one with that event skipped, named in the link's
//   warnings; after MAX_HUNG_EVENTS such events, or past DEADLINE_MS in all, the feed fails (a
//   FeedError: the link keeps its last import's nights);
// - a thread that dies or cannot start is a failure of ours (an Error), recorded on the link by
//   sync.ts as the server's, not the feed's; its nights are kept as well;
// - the server's thread only waits: a 2 MB feed no longer takes its event loop at all.
// The thread runs this file: its build beside the server's and the CLI's (server/src/build.ts),
// or the source through tsx's loader where the sources run (npm run dev, the tests).
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { FeedError, parseFeed, type ParsedFeed, type ParseFeedOptions } from './feed-parse'

/** Without word from the thread for this long on one event, the event is hung. */
export const STALL_MS = 3_000
/** A feed whose reading takes longer than this in all fails. */
export const DEADLINE_MS = 30_000
/** Hung events skipped before the feed fails instead. */
export const MAX_HUNG_EVENTS = 3

type Options = Omit<ParseFeedOptions, 'onEvent'>

/** What the thread says: it is ready, which event it is on, and how the parse ended. */
type Told =
  | { ready: true }
  | { on: number }
  | { parsed: ParsedFeed }
  | { refused: string }
  | { failed: string }

const THREAD_MARK = 'hearthFeedParser'

if (!isMainThread && parentPort && (workerData as Record<string, unknown>)?.[THREAD_MARK]) {
  const port = parentPort
  const { text, options } = (workerData as { ask: { text: string; options: Options } }).ask
  const tell = (told: Told) => port.postMessage(told)
  // Ready once ical.js is loaded (an empty calendar's read loads it): the stall is events' alone.
  const loaded = parseFeed('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
    today: '2026-01-01',
    horizonDays: 1,
  })
  void loaded
    .catch(() => undefined)
    .then(() => tell({ ready: true }))
    .then(() => parseFeed(text, { ...options, onEvent: (on) => tell({ on }) }))
    .then(
      (parsed) => tell({ parsed }),
      (error: unknown) =>
        tell(
          error instanceof FeedError
            ? { refused: error.message }
            : { failed: error instanceof Error ? error.message : String(error) },
        ),
    )
}

/** The thread's script: this file built (beside the bundle), or its source through tsx. */
function threadScript(): { script: string | URL; eval: boolean } {
  const self = import.meta.url
  if (!self.endsWith('.ts'))
    return { script: new URL('./feed-parse-thread.mjs', self), eval: false }
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'))
  const source = JSON.stringify(self)
  return {
    script: `import(${tsx}).then(({ tsImport }) => tsImport(${source}, ${source}))`,
    eval: true,
  }
}

type Run = { parsed: ParsedFeed } | { hung: number | undefined }

/** How long an event and a feed may take, and how many hung events are skipped (tests: less). */
export interface ThreadLimits {
  stallMs: number
  deadlineMs: number
  maxHungEvents: number
}

const LIMITS: ThreadLimits = {
  stallMs: STALL_MS,
  deadlineMs: DEADLINE_MS,
  maxHungEvents: MAX_HUNG_EVENTS,
}

/** One parse in one thread: its answer, or the event it hung on (undefined: before any). */
function runOnce(text: string, options: Options, deadline: number, stallMs: number): Promise<Run> {
  const { script, eval: isEval } = threadScript()
  const worker = new Worker(script, {
    eval: isEval,
    workerData: { [THREAD_MARK]: true, ask: { text, options } },
    // The thread needs no more than the parse: a hostile feed's worst is bounded here too.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
    stdout: false,
    stderr: false,
  })
  return new Promise<Run>((resolve, reject) => {
    let on: number | undefined
    let stall: NodeJS.Timeout | undefined
    const hung = () => finish(() => resolve({ hung: on }))
    const overall = setTimeout(hung, Math.max(0, deadline - Date.now()))
    const finish = (settle: () => void) => {
      clearTimeout(stall)
      clearTimeout(overall)
      worker.removeAllListeners()
      // Ended whatever it is doing: a loop that never yields ends only this way.
      void worker.terminate()
      settle()
    }
    worker.on('message', (told: Told) => {
      if ('ready' in told || 'on' in told) {
        if ('on' in told) on = told.on
        clearTimeout(stall)
        stall = setTimeout(hung, stallMs)
      } else if ('parsed' in told) finish(() => resolve({ parsed: told.parsed }))
      else if ('refused' in told) finish(() => reject(new FeedError(told.refused)))
      else finish(() => reject(new Error(`the feed's reading failed: ${told.failed}`)))
    })
    worker.on('error', (error) =>
      finish(() => reject(new Error(`the feed's reading thread failed: ${error.message}`))),
    )
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`the feed's reading thread ended (${code})`))),
    )
  })
}

/**
 * Reads a feed as parseFeed does, in a thread of its own (see the head of this file): its events,
 * or a FeedError the link shows (not a calendar, over the cap, all unreadable, too slow to read).
 */
export async function parseFeedApart(
  text: string,
  options: Options,
  limits: ThreadLimits = LIMITS,
): Promise<ParsedFeed> {
  const deadline = Date.now() + limits.deadlineMs
  const skip = [...(options.skip ?? [])]
  for (;;) {
    const run = await runOnce(text, { ...options, skip }, deadline, limits.stallMs)
    if ('parsed' in run) return run.parsed
    const tooMany = skip.length >= limits.maxHungEvents
    if (run.hung === undefined || tooMany || Date.now() >= deadline) {
      const held = [...skip, run.hung].filter((p) => p !== undefined)
      const which = held.length > 0 ? ` (held by events ${held.join(', ')})` : ''
      throw new FeedError(
        `The feed took too long to read${which}; it was not imported, and the nights of the last import are kept.`,
      )
    }
    skip.push(run.hung)
  }
}
