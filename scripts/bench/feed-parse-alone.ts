// `parseFeed` alone on the bench's feeds (feed-texts.ts), seen from inside: each one's time and the
// event loop's longest delay meanwhile (monitorEventLoopDelay, 1 ms). Run by feed-import.ts in a
// process of its own with `npm start`'s V8 flags: its small young generation decides how often
// the collector stops the parse, so the server's own settings, not the bench's. Each feed is read
// once first (ical.js loaded, every path compiled, as in a server that has imported before), then
// `--runs` times; the figures go to stdout as JSON.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { parseFeed } from '../../server/src/channels/feed-parse'
import { benchFeeds } from './feed-texts'

export interface ParseAlone {
  parseMs: number[]
  blockMs: number[]
}

const { values } = parseArgs({
  options: {
    today: { type: 'string' },
    horizon: { type: 'string' },
    runs: { type: 'string', default: '1' },
  },
})
const today = values.today!
const horizonDays = Number(values.horizon)
const feeds = benchFeeds(today, horizonDays)

async function parseOnce(text: string) {
  const histogram = monitorEventLoopDelay({ resolution: 1 })
  histogram.enable()
  // The histogram times from its first tick: a block before it (the parse's first stretch, if
  // started at once) would go unseen.
  await sleep(10)
  const start = performance.now()
  await parseFeed(text, { today, horizonDays }).catch(() => undefined) // a refusal is an answer
  const ms = performance.now() - start
  await sleep(5) // the histogram's timer sees the last stretch
  histogram.disable()
  return { ms, blockMs: histogram.max / 1e6 }
}

for (const feed of feeds) await parseOnce(feed.text)
const results: ParseAlone[] = feeds.map(() => ({ parseMs: [], blockMs: [] }))
for (let run = 0; run < Number(values.runs); run++) {
  for (const [i, feed] of feeds.entries()) {
    const { ms, blockMs } = await parseOnce(feed.text)
    results[i]!.parseMs.push(ms)
    results[i]!.blockMs.push(blockMs)
  }
}
console.log(JSON.stringify(results))
