// The renderer process with a small bundle of the real one's shape (render, then pageHtml): pages
// come back, one process serves the renders waiting together and ends after them, and a bundle
// that does not load, a renderer killed mid-render or one that hangs fails that render only.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { pageRenderer } from './page-renderer'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-renderer-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A bundle whose page names the process that drew it; '/hang' never finishes. */
function bundle(name: string, source?: string): string {
  const file = path.join(dir, name)
  fs.writeFileSync(
    file,
    source ??
      `export async function render(url, list) {
        if (url === '/hang') await new Promise(() => setInterval(() => {}, 1000))
        return { root: url + ':' + list.map((f) => f.name).join(','), pid: process.pid }
      }
      export function pageHtml(template, page) {
        return template.replace('ROOT', page.root) + ' pid=' + page.pid
      }`,
  )
  return file
}

const pidOf = (html: string) => Number(/pid=(\d+)/.exec(html)?.[1])
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const room = { name: 'Garden Room' } as never

describe('the page renderer', () => {
  it('renders in a process of its own, one for the renders waiting together, ended after them', async () => {
    const render = pageRenderer(bundle('ok.mjs'), () => {})
    const pages = await Promise.all(
      ['/', '/services', '/fr/'].map((url) => render(url, [room], '<main>ROOT</main>')),
    )
    expect(pages.map((p) => p.replace(/ pid=\d+$/, ''))).toEqual([
      '<main>/:Garden Room</main>',
      '<main>/services:Garden Room</main>',
      '<main>/fr/:Garden Room</main>',
    ])
    const pid = pidOf(pages[0]!)
    expect(pid).not.toBe(process.pid)
    expect(pages.map(pidOf)).toEqual([pid, pid, pid])
    await vi.waitFor(() => expect(alive(pid)).toBe(false))
    // The next render starts another.
    const next = await render('/', [], 'ROOT')
    expect(pidOf(next)).not.toBe(pid)
  })

  it('fails every render of a bundle that does not load, said once, and starts no more processes', async () => {
    const told: Error[] = []
    const render = pageRenderer(bundle('broken.mjs', 'throw new Error("no such export")'), (e) =>
      told.push(e),
    )
    await expect(render('/', [], 'ROOT')).rejects.toThrow(/does not load.*no such export/s)
    await expect(render('/services', [], 'ROOT')).rejects.toThrow(/does not load/)
    expect(told).toHaveLength(1)
  })

  it('fails a render whose renderer was killed, and renders the next one in a new process', async () => {
    const render = pageRenderer(bundle('killed.mjs'), () => {})
    const first = await render('/', [], 'ROOT')
    const hanging = render('/hang', [], 'ROOT')
    // The process drawing it: the one started for it, which is not the first's.
    const drawing = render('/', [], 'ROOT')
    const pid = pidOf(await drawing)
    expect(pid).not.toBe(pidOf(first))
    process.kill(pid, 'SIGKILL')
    await expect(hanging).rejects.toThrow(/renderer ended/)
    expect(pidOf(await render('/services', [room], 'ROOT'))).not.toBe(pid)
  })

  it('gives up on a render that takes too long, and ends its process', async () => {
    const render = pageRenderer(bundle('slow.mjs'), () => {}, 500)
    const pid = pidOf(await render('/', [], 'ROOT'))
    await vi.waitFor(() => expect(alive(pid)).toBe(false))
    const hanging = render('/hang', [], 'ROOT')
    await expect(hanging).rejects.toThrow(/took more than 500 ms/)
    expect(pidOf(await render('/', [], 'ROOT'))).toBeGreaterThan(0)
  })
})
