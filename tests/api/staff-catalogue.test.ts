// Issue 29, the catalogue from a phone: the console's facility calls on both databases, through
// app.inject with signed-in people of both roles. A photo sent as a phone sends it (a camera
// JPEG with EXIF GPS and a turned orientation) is stored upright, 4:3, without its EXIF, and the
// public list shows the change at once; the front desk edits descriptions and photos only; bad
// input is a 4xx with the error JSON, never a 5xx.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Facility } from '../../contract/facility'
import type { StaffCatalogue } from '../../contract/staff-catalogue'
import { databaseTargets } from '../support/databases'
import { writeTestPhoto } from '../support/photo-fixtures'
import { tempDir } from '../support/server-process'
import { expectRefused, staffSessions, type StaffCaller } from '../support/staff-sessions'

const dir = tempDir('hearth-catalogue-')
const base64Of = (file: string) => fs.readFileSync(file).toString('base64')

/** The colour at (x, y) of an image's bytes. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [data[at]!, data[at + 1]!, data[at + 2]!]
}
const isSky = ([r, , b]: number[]) => b! > 180 && r! < 180
const isLawn = ([r, g, b]: number[]) => g! > r! && g! > b! && b! < 120

describe.each(databaseTargets())('the console catalogue on $name', (target) => {
  let s: Awaited<ReturnType<typeof staffSessions>>
  let owner: StaffCaller
  let desk: StaffCaller
  let photo: string
  let turnedPhoto: string
  beforeAll(async () => {
    s = await staffSessions(target)
    owner = await s.person('Ada Obi', 'owner')
    desk = await s.person('Bola Ade', 'frontdesk')
    photo = await writeTestPhoto(path.join(dir, `garden-${target.name}.jpg`))
    turnedPhoto = await writeTestPhoto(path.join(dir, `turned-${target.name}.jpg`), {
      orientation: 6,
      lawn: '#2f7a2a',
    })
  })
  afterAll(() => s.close())

  const publicList = async () =>
    (await s.server.app.inject({ method: 'GET', url: '/api/facilities' })).json() as Facility[]

  async function add(name = 'Garden Suite') {
    const res = await owner('POST', '/catalogue/facilities', {
      type: 'room',
      name,
      desc: 'A suite on the garden.',
      capacity: 2,
      guests: 3,
      photo: base64Of(photo),
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as Facility
  }

  it('adds a facility with its photo, which the public list shows at once', async () => {
    const before = await publicList()
    const created = await add()
    expect(created).toMatchObject({ type: 'room', name: 'Garden Suite', capacity: 2, guests: 3 })
    expect(created.img).toMatch(/^\/photos\/[0-9a-f]{32}-800\.webp$/)
    const after = await publicList()
    expect(after).toHaveLength(before.length + 1)
    expect(after.find((f) => f._id === created._id)).toEqual(created)
    const listed = (await owner('GET', '/catalogue')).json() as StaffCatalogue
    expect(listed.facilities.map((f) => f._id)).toContain(created._id)
    // Both roles read the catalogue.
    expect((await desk('GET', '/catalogue')).statusCode).toBe(200)
  })

  it('stores a camera photo upright, cropped to 4:3, without its EXIF (GPS)', async () => {
    const meta = await sharp(fs.readFileSync(turnedPhoto)).metadata()
    expect(meta.orientation).toBe(6)
    expect(meta.exif).toBeDefined()
    const created = await add('Turned Room')
    // The front desk may change the photo.
    const res = await desk('POST', `/catalogue/facilities/${created._id}`, {
      photo: base64Of(turnedPhoto),
    })
    expect(res.statusCode, res.body).toBe(200)
    const updated = res.json() as Facility
    expect(updated.img).not.toBe(created.img)
    expect((await publicList()).find((f) => f._id === created._id)?.img).toBe(updated.img)
    for (const width of [800, 400]) {
      const served = await s.server.app.inject({
        method: 'GET',
        url: updated.img.replace('-800.webp', `-${width}.webp`),
      })
      expect(served.statusCode).toBe(200)
      const image = served.rawPayload
      const stored = await sharp(image).metadata()
      expect(stored.format).toBe('webp')
      expect([stored.width, stored.height]).toEqual([width, (width * 3) / 4])
      expect(stored.exif).toBeUndefined()
      expect(stored.orientation).toBeUndefined()
      // Upright: sky at the top, lawn at the bottom, on the left as on the right.
      expect(isSky(await pixel(image, 2, 2))).toBe(true)
      expect(isSky(await pixel(image, width - 3, 2))).toBe(true)
      expect(isLawn(await pixel(image, 2, (width * 3) / 4 - 3))).toBe(true)
      expect(isLawn(await pixel(image, width - 3, (width * 3) / 4 - 3))).toBe(true)
    }
  })

  it('lets the front desk change a description and a photo, and nothing else', async () => {
    const created = await add('Desk Room')
    const desc = await desk('POST', `/catalogue/facilities/${created._id}`, {
      desc: 'Fresh paint, a new bed.',
    })
    expect(desc.statusCode, desc.body).toBe(200)
    expect((desc.json() as Facility).desc).toBe('Fresh paint, a new bed.')
    for (const change of [
      { name: 'Renamed' },
      { capacity: 5 },
      { guests: 2 },
      { type: 'apartment' },
    ]) {
      expectRefused(
        await desk('POST', `/catalogue/facilities/${created._id}`, { desc: 'x', ...change }),
        403,
        'owner_only',
      )
    }
    expectRefused(
      await desk('POST', `/catalogue/facilities/${created._id}/delete`),
      403,
      'owner_only',
    )
    expectRefused(
      await desk('POST', '/catalogue/facilities', {
        type: 'room',
        name: 'X',
        desc: 'x',
        photo: 'AAAA',
      }),
      403,
      'owner_only',
    )
    // Nothing changed by the refusals.
    expect((await publicList()).find((f) => f._id === created._id)).toMatchObject({
      name: 'Desk Room',
      capacity: 2,
      guests: 3,
      desc: 'Fresh paint, a new bed.',
    })
    // The owner may change the rest.
    const res = await owner('POST', `/catalogue/facilities/${created._id}`, {
      name: 'Desk Suite',
      capacity: 3,
      guests: 4,
      type: 'apartment',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'Desk Suite',
      capacity: 3,
      guests: 4,
      type: 'apartment',
    })
  })

  it('deletes a facility (owner), keeping its requests out of the public list', async () => {
    const created = await add('Gone Room')
    const res = await owner('POST', `/catalogue/facilities/${created._id}/delete`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ id: created._id, name: 'Gone Room' })
    expect((await publicList()).some((f) => f._id === created._id)).toBe(false)
    expectRefused(await owner('POST', `/catalogue/facilities/${created._id}/delete`), 404)
    // The admin token stands for the hotel: it may delete too.
    const other = await add('Token Room')
    expect((await s.token('POST', `/catalogue/facilities/${other._id}/delete`)).statusCode).toBe(
      200,
    )
  })

  it('refuses a bad photo or body with a 4xx that says why, never a 5xx', async () => {
    const created = await add('Checked Room')
    const small = await writeTestPhoto(path.join(dir, `small-${target.name}.jpg`), {
      width: 400,
      height: 300,
    })
    const cases: [unknown, number, string?][] = [
      [{ photo: Buffer.from('not a photo at all').toString('base64') }, 400, 'photo_refused'],
      [{ photo: base64Of(small) }, 400, 'photo_refused'],
      [{ photo: Buffer.from('%PDF-1.4\n').toString('base64') }, 400, 'photo_refused'],
      [{ photo: 'not base64!' }, 400, 'invalid_request'],
      [{ photo: '' }, 400, 'invalid_request'],
      [{}, 400, 'nothing_to_change'],
      [{ capacity: 0 }, 400, 'invalid_request'],
      [{ guests: 'many' }, 400, 'invalid_request'],
      [{ name: 'a\u0000b' }, 400, 'invalid_request'],
      [{ img: '/images/x.webp' }, 400, 'invalid_request'],
      ['{"desc":', 400],
      ['[]', 400],
    ]
    for (const [body, status, code] of cases) {
      expectRefused(await owner('POST', `/catalogue/facilities/${created._id}`, body), status, code)
    }
    const tooSmall = expectRefused(
      await owner('POST', `/catalogue/facilities/${created._id}`, { photo: base64Of(small) }),
      400,
    )
    expect(tooSmall.message).toMatch(/at least 800x600/)
    expectRefused(await owner('POST', '/catalogue/facilities/nope', { desc: 'x' }), 404)
    expectRefused(
      await owner('POST', '/catalogue/facilities', { type: 'room', name: 'No Photo', desc: 'x' }),
      400,
    )
    // Larger than a photo may be: refused from its Content-Length, before the body is read.
    const big = await s.server.app.inject({
      method: 'POST',
      url: `/api/staff/catalogue/facilities/${created._id}`,
      headers: {
        authorization: 'Bearer test-admin-token-0123456789',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ photo: 'A'.repeat(28 * 1024 * 1024) }),
    })
    expectRefused(big, 413, 'photo_too_large')
    // A JSON body that is not a photo call still has the API's 16 KB limit elsewhere.
    expect((await publicList()).find((f) => f._id === created._id)?.img).toBe(created.img)
  })

  it('refuses every catalogue call without a session or token', async () => {
    for (const [method, url] of [
      ['GET', '/api/staff/catalogue'],
      ['POST', '/api/staff/catalogue/facilities'],
      ['POST', '/api/staff/catalogue/facilities/x'],
      ['POST', '/api/staff/catalogue/facilities/x/delete'],
    ] as const) {
      const res = await s.server.app.inject({
        method,
        url,
        headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        payload: method === 'POST' ? '{}' : undefined,
      })
      expectRefused(res, 401, 'unauthorized')
    }
  })
})
