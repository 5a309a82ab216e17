// The pages the server renders with the catalogue (http/site.ts), drawn by the built site's render
// bundle (React's server renderer and the app: dist/.ssr/entry.js) in a process of its own,
// started when a render is asked for and ended as soon as none is waiting. Pages are rendered at
// start and again after a change of the catalogue, a few times a day: loaded into the server, the
// bundle, its compiled code and what the renders left kept ~15 MB for the process's life, and
// raised its heap's limit before the first load (issue 41). A worker thread was tried first: once
// ended it still left ~10 MB in the process's malloc arenas. The renderer starts in ~0.2 s and
// renders the six pages in under 0.1 s; its memory leaves with it.
// Faults: a bundle that does not load leaves the pages as built (as before); a renderer that
// throws, dies or does not answer within RENDER_TIMEOUT_MS fails that render, and the page is
// answered as built (site.ts) while the next render starts another. It ends with the server: its
// channel to the server closes however the server ends, a SIGKILL included.
import { spawn, type ChildProcess } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import type { Facility } from '../../../contract/facility'

/** Draws `url` with `list` into `template` (a built page): the page's HTML. */
export type RenderPage = (url: string, list: Facility[], template: string) => Promise<string>

/** Ample for six pages (~0.3 s with the renderer's start on a slow machine); a hang is not waited. */
export const RENDER_TIMEOUT_MS = 10_000

/**
 * The renderer, as a script: it listens at once (a message with no listener yet would be lost),
 * loads the bundle, then renders each page it is asked for, several at a time (the bundle's render
 * keeps each page's language to itself). Plain JavaScript in a string, so the same script runs
 * under the server's build, `npm run dev` and the tests, none of which needs a loader for it.
 */
const RENDERER_SCRIPT = `
process.on('disconnect', () => process.exit(0))
const bundle = import(process.env.HEARTH_RENDER_BUNDLE)
const text = (error) => String((error && error.stack) || error)
bundle.catch((error) => process.send({ loadError: text(error) }))
process.on('message', ({ id, url, list, template }) => {
  bundle
    .then((b) => b.render(url, list).then((page) => process.send({ id, html: b.pageHtml(template, page) })))
    .catch((error) => process.send({ id, error: text(error) }))
})
`

type Reply = { loadError: string } | { id: number; html: string } | { id: number; error: string }

interface Waiting {
  resolve(html: string): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout>
}

/**
 * The renderer of `entry` (the bundle's file). A bundle that does not load fails the render that
 * found it so, and every later one at once (the pages are answered as built) until the server
 * restarts, as when the server imported the bundle itself.
 */
export function pageRenderer(
  entry: string,
  onLoadError: (error: Error) => void,
  timeoutMs = RENDER_TIMEOUT_MS,
): RenderPage {
  const env = { ...process.env, HEARTH_RENDER_BUNDLE: pathToFileURL(entry).href }
  let current: { child: ChildProcess; waiting: Map<number, Waiting> } | undefined
  let broken: Error | undefined
  let lastId = 0

  /** Ends `self`: its renders still waiting fail. */
  function end(self: NonNullable<typeof current>, error: Error) {
    if (current === self) current = undefined
    for (const w of self.waiting.values()) {
      clearTimeout(w.timer)
      w.reject(error)
    }
    self.waiting.clear()
    self.child.kill('SIGKILL')
  }

  function start() {
    // The server's own node and environment (its malloc arenas, NODE_OPTIONS), not its command
    // line's flags: a debugger's port there would be taken twice.
    const child = spawn(process.execPath, ['-e', RENDERER_SCRIPT], {
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    // Never what keeps the server alive: one that closes does not wait for a render.
    child.unref()
    child.channel?.unref()
    const self = { child, waiting: new Map<number, Waiting>() }
    child.on('message', (reply: Reply) => {
      if ('loadError' in reply) {
        broken = new Error(`The render bundle does not load: ${reply.loadError}`)
        onLoadError(broken)
        return end(self, broken)
      }
      const w = self.waiting.get(reply.id)
      if (!w) return // it timed out
      self.waiting.delete(reply.id)
      clearTimeout(w.timer)
      if ('html' in reply) w.resolve(reply.html)
      else w.reject(new Error(reply.error))
      // No render waiting: the renderer ends, and its memory with it.
      if (self.waiting.size === 0) end(self, new Error('The renderer has ended'))
    })
    child.on('error', (error) => end(self, error))
    child.on('exit', (code, signal) =>
      end(self, new Error(`The renderer ended (${code ?? signal})`)),
    )
    current = self
    return self
  }

  return (url, list, template) => {
    if (broken) return Promise.reject(broken)
    const self = current ?? start()
    const id = ++lastId
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => end(self, new Error(`Rendering ${url} took more than ${timeoutMs} ms`)),
        timeoutMs,
      )
      timer.unref()
      self.waiting.set(id, { resolve, reject, timer })
      self.child.send({ id, url, list, template })
    })
  }
}
