// Issue 17, item 6: the staff add a facility with their own photo from the CLI while the server
// runs, on both databases. The photo is stored with the data and served at once, on a URL named by
// its content with immutable caching; wrong files and wrong --img are refused in one line.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Facility } from '../../contract/facility'
import { runCli } from '../support/cli-build'
import { databaseEnvs } from '../support/databases'
import { build, type TestApp } from '../support/test-app'
import { writeTestPhoto } from '../support/photo-fixtures'
import { api, TEST_ADMIN_TOKEN, tempDir } from '../support/server-process'

const targets = databaseEnvs()

const PHOTO_URL = /^\/photos\/([0-9a-f]{32})-800\.webp$/

describe.each(targets)('facility photos from the staff CLI on $name', (target) => {
  let env: Record<string, string>
  let server: TestApp
  const files = tempDir('hearth-photos-')
  const site = tempDir('hearth-site-')

  beforeAll(async () => {
    // A built site with one catalogue image, for --img.
    fs.mkdirSync(path.join(site, 'images', 'facilities'), { recursive: true })
    fs.writeFileSync(path.join(site, 'images', 'facilities', 'family-room-800.webp'), 'RIFF')
    env = {
      ...(await target.env()),
      SITE_DIR: site,
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      LOG_LEVEL: 'silent',
    }
    server = await build({ env, defaults: false })
  })
  afterAll(() => server.close())

  const cli = (...args: string[]) => runCli(env, ...args)
  const add = (...more: string[]) =>
    cli(
      'facilities',
      'add',
      '--type',
      'room',
      '--name',
      'Garden Suite',
      '--desc',
      'A suite.',
      ...more,
    )
  const list = async () => (await api(server, 'GET', '/api/facilities')).body as Facility[]
  /**
   * The server's list once `ready` holds for it. The CLI is another process: on PostgreSQL the
   * server hears of its write by NOTIFY a moment later (tests/api/facilities-cache.test.ts).
   */
  const listOnce = async (ready: (facilities: Facility[]) => boolean) => {
    let last: Facility[] = []
    await expect.poll(async () => ready((last = await list())), { timeout: 5_000 }).toBe(true)
    return last
  }
  const image = async (pathname: string, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({ method: 'GET', url: pathname, headers })
    const answered = new Headers()
    for (const [name, value] of Object.entries(res.headers)) answered.set(name, String(value))
    return { status: res.statusCode, headers: answered, body: res.rawPayload }
  }

  it('adds a facility with a photo that the running server serves at once, cached for ever', async () => {
    const photo = await writeTestPhoto(path.join(files, 'garden.jpg'))
    const added = await add('--photo', photo, '--capacity', '3', '--guests', '2')
    expect(added.code, added.stderr).toBe(0)
    const id = /with id ([0-9a-f]{24})/.exec(added.stdout)?.[1]
    expect(id, added.stdout).toBeDefined()

    // The server's list, changed by another process, without a restart.
    const facility = (await listOnce((l) => l.some((f) => f._id === id))).find((f) => f._id === id)
    expect(facility).toMatchObject({ name: 'Garden Suite', capacity: 3, guests: 2 })
    const hash = PHOTO_URL.exec(facility!.img)?.[1]
    expect(hash, facility!.img).toBeDefined()
    expect(added.stdout).toContain(facility!.img)

    for (const [width, height] of [
      [800, 600],
      [400, 300],
    ] as const) {
      const res = await image(`/photos/${hash}-${width}.webp`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      // The site's headers: no browser guesses another type from the bytes.
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      const etag = res.headers.get('etag')
      expect(etag).toBe(`"${hash}-${width}"`)
      const body = res.body
      expect(Number(res.headers.get('content-length'))).toBe(body.length)
      const meta = await sharp(body).metadata()
      expect(meta).toMatchObject({ format: 'webp', width, height })
      // Nothing of the camera's EXIF, its GPS position least of all.
      expect(meta.exif).toBeUndefined()
      expect(body.includes('HotelCam')).toBe(false)

      const again = await image(`/photos/${hash}-${width}.webp`, { 'if-none-match': etag! })
      expect(again.status).toBe(304)
      expect(again.body.byteLength).toBe(0)
    }
  })

  it('answers 404 JSON for a photo it does not have', async () => {
    for (const name of [`${'0'.repeat(32)}-800.webp`, `${'0'.repeat(32)}-600.webp`, 'garden.jpg']) {
      const res = await api(server, 'GET', `/photos/${name}`)
      expect(res.status, name).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.body).toMatchObject({ error: { code: 'not_found' } })
    }
  })

  it('updates a photo or any other field, keeping the rest, and lets the old photo go', async () => {
    const first = await add(
      '--photo',
      await writeTestPhoto(path.join(files, 'one.jpg'), { lawn: '#2e6b8a' }),
    )
    const id = /with id ([0-9a-f]{24})/.exec(first.stdout)![1]!
    const before = (await listOnce((l) => l.some((f) => f._id === id))).find((f) => f._id === id)!

    const renamed = await cli(
      'facilities',
      'update',
      id,
      '--name',
      'Orchard Suite',
      '--capacity',
      '4',
      '--guests',
      '6',
    )
    expect(renamed.code, renamed.stderr).toBe(0)
    const after = (
      await listOnce((l) => l.some((f) => f._id === id && f.name === 'Orchard Suite'))
    ).find((f) => f._id === id)!
    expect(before.guests).toBeUndefined()
    expect(after).toEqual({ ...before, name: 'Orchard Suite', capacity: 4, guests: 6 })
    const wrong = await cli('facilities', 'update', id, '--guests', 'many')
    expect(wrong.code).toBe(2)
    expect(wrong.stderr.trim().split('\n').slice(1)).toEqual(['guests: must be a whole number'])
    expect((await list()).find((f) => f._id === id)).toEqual(after)

    const newPhoto = await writeTestPhoto(path.join(files, 'two.jpg'), { lawn: '#a0522d' })
    const rephotographed = await cli('facilities', 'update', id, '--photo', newPhoto)
    expect(rephotographed.code, rephotographed.stderr).toBe(0)
    const latest = (await listOnce((l) => l.some((f) => f._id === id && f.img !== after.img))).find(
      (f) => f._id === id,
    )!
    expect(latest).toEqual({ ...after, img: expect.stringMatching(PHOTO_URL) })
    expect(latest.img).not.toBe(after.img)
    expect((await image(latest.img)).status).toBe(200)
    // No facility shows the old photo any more: it is not kept.
    expect((await image(after.img)).status).toBe(404)

    expect((await cli('facilities', 'delete', id)).code).toBe(0)
    expect((await image(latest.img)).status).toBe(404)

    const nothing = await cli('facilities', 'update', id, '--name', 'Gone')
    expect(nothing.code).toBe(2)
    expect(nothing.stderr).toContain(`No facility has the id ${id}`)
  })

  it('refuses a wrong photo or --img in one line, and adds nothing', async () => {
    const small = await writeTestPhoto(path.join(files, 'small.jpg'), { width: 640, height: 480 })
    const text = path.join(files, 'notes.jpg')
    fs.writeFileSync(text, 'not a photo\n')
    const count = (await list()).length
    const siteImage = ['--img', '/images/facilities/family-room-800.webp']
    const cases: [string[], RegExp][] = [
      [['--photo', path.join(files, 'nowhere.jpg')], /^No photo at .*nowhere\.jpg/],
      [['--photo', text], /is not an image this server can read/],
      [['--photo', small], /is 640x480 px; a photo must be at least 800x600 px/],
      [['--img', 'https://example.com/garden.jpg'], /Content-Security-Policy.*--photo <file>/],
      [['--img', './garden.jpg'], /give --photo \.\/garden\.jpg instead/],
      [['--img', '/images/facilities/nowhere-800.webp'], /not an image of the built site.*--photo/],
      [['--img', `/photos/${'0'.repeat(32)}-800.webp`], /no photo in the database.*--photo/],
      [[], /needs --photo <file>/],
      [[...siteImage, '--guests', 'two'], /^guests: must be a whole number$/],
      [[...siteImage, '--guests', ''], /^guests: must be a whole number$/],
      [[...siteImage, '--guests', '2.5'], /^guests: must be a whole number$/],
      [[...siteImage, '--guests', '0'], /^guests: must be at least 1$/],
      [[...siteImage, '--guests', '1001'], /^guests: must be at most 1000$/],
    ]
    for (const [args, message] of cases) {
      const refused = await add(...args)
      expect(refused.code, args.join(' ')).toBe(2)
      const lines = refused.stderr.trim().split('\n')
      expect(lines[0]).toMatch(/^Database: /)
      expect(lines.slice(1).join('\n')).toMatch(message)
      expect(lines).toHaveLength(2)
    }
    expect(await list()).toHaveLength(count)

    // An image the built site has is still fine, as in the seeds.
    const ok = await add('--img', '/images/facilities/family-room-800.webp')
    expect(ok.code, ok.stderr).toBe(0)
    expect(await listOnce((l) => l.length > count)).toHaveLength(count + 1)
  })
})
