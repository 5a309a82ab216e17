import zlib from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { chooseEncoding, compressedOnce } from './page-answer'

/** zlib's compressions, counted as they start and end: how many ran at once. */
const zlibCalls = vi.hoisted(() => ({ running: 0, most: 0 }))
vi.mock('node:zlib', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof zlib }>()).default
  type Done = (error: Error | null, result: Buffer) => void
  const counted =
    (compress: (data: Buffer, options: object, done: Done) => void) =>
    (data: Buffer, options: object, done: Done) => {
      zlibCalls.running++
      zlibCalls.most = Math.max(zlibCalls.most, zlibCalls.running)
      compress(data, options, (error, result) => {
        zlibCalls.running--
        done(error, result)
      })
    }
  const mocked = {
    ...real,
    brotliCompress: counted(real.brotliCompress),
    gzip: counted(real.gzip),
  }
  return { ...mocked, default: mocked }
})

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['deflate', undefined],
  ])('%s: %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})

describe('compressedOnce', () => {
  const page = (n: number) => Buffer.from(`<p>page ${n}</p>`.repeat(2000))
  it('warms pages one compression at a time, each copy the same as made alone', async () => {
    zlibCalls.most = 0
    const pages = [1, 2, 3].map((n) => compressedOnce(page(n)))
    await Promise.all(pages.map((p) => p.warm()))
    expect(zlibCalls.most).toBe(1)
    expect(zlib.brotliDecompressSync(pages[2]!.ready('br')!)).toEqual(page(3))
    expect(zlib.gunzipSync(pages[2]!.ready('gzip')!)).toEqual(page(3))
  })

  it("makes a request's copy at once, not after the pages waiting before it", async () => {
    const waiting = [1, 2, 3, 4].map((n) => compressedOnce(page(n)))
    const warmed = waiting.map((p) => p.warm())
    const asked = compressedOnce(page(5))
    void asked.warm()
    const order: string[] = []
    void warmed[3]!.then(() => order.push('last waiting'))
    await asked.encode('br').then(() => order.push('asked'))
    await Promise.all(warmed)
    expect(order).toEqual(['asked', 'last waiting'])
  })
})
