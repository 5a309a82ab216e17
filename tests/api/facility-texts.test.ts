// Issue 37, the catalogue in the guest's language: a facility's name and description per language,
// given by the staff through the console's routes (both roles signed in with passkeys), read by the
// public catalogue with ?lang= over real HTTP, on both databases. The default language's answer
// stays the spec's, byte for byte, whatever the other languages hold; each language has its own
// ETag; a second server on the same PostgreSQL database hears of a change through the change feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Facility } from '../../contract/facility'
import type { FacilityTextsByLanguage } from '../../contract/facility-texts'
import type { StaffCatalogue } from '../../contract/staff-catalogue'
import { databaseTargets } from '../support/databases'
import { startInProcess } from '../support/test-app'
import { expectRefused, staffSessions, type StaffCaller } from '../support/staff-sessions'

describe.each(databaseTargets())('a facility’s words per language on $name', (target) => {
  let s: Awaited<ReturnType<typeof staffSessions<true>>>
  let owner: StaffCaller
  let desk: StaffCaller
  beforeAll(async () => {
    s = await staffSessions(target, { socket: true })
    owner = await s.person('Ada Obi', 'owner')
    desk = await s.person('Bola Ade', 'frontdesk')
  })
  afterAll(() => s.close())

  /** A public read over HTTP, as a guest's browser makes it. */
  const read = (pathname: string, url = s.server.url) => fetch(`${url}${pathname}`)
  const listIn = async (query = '', url = s.server.url) =>
    (await (await read(`/api/facilities${query}`, url)).json()) as Facility[]

  /** A facility of the sample catalogue with no words in another language yet. */
  const fresh = async () => {
    const { facilities } = (await owner('GET', '/catalogue')).json() as StaffCatalogue
    const free = facilities.find((f) => Object.keys(f.texts).length === 0)
    expect(free).toBeDefined()
    return free!
  }
  const texts = (facility: Facility) => `/catalogue/facilities/${facility._id}/texts`

  it('sets French words, which ?lang=fr shows while the default answer stays byte for byte', async () => {
    const facility = await fresh()
    const before = await read('/api/facilities')
    const beforeBody = await before.text()
    const beforeEtag = before.headers.get('etag')
    const frBefore = await read('/api/facilities?lang=fr')
    const frBeforeEtag = frBefore.headers.get('etag')
    // With no French words, a French page reads the default language's.
    expect(await frBefore.text()).toBe(beforeBody)

    const set = await owner('POST', `${texts(facility)}/fr`, {
      name: 'Chambre double du jardin',
      desc: 'Une chambre calme sur le jardin.',
    })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json()).toEqual({
      fr: { name: 'Chambre double du jardin', desc: 'Une chambre calme sur le jardin.' },
    } satisfies FacilityTextsByLanguage)

    // Without ?lang: the same bytes and the same ETag as before.
    const after = await read('/api/facilities')
    expect(await after.text()).toBe(beforeBody)
    expect(after.headers.get('etag')).toBe(beforeEtag)

    // ?lang=fr: the French words, the rest of the facility as it is, a new ETag of its own.
    const fr = await read('/api/facilities?lang=fr')
    const frEtag = fr.headers.get('etag')
    expect(frEtag).toMatch(/^"[\w-]+"$/)
    expect(frEtag).not.toBe(frBeforeEtag)
    expect(frEtag).not.toBe(beforeEtag)
    const frList = (await fr.json()) as Facility[]
    const english = (JSON.parse(beforeBody) as Facility[]).find((f) => f._id === facility._id)!
    expect(frList.find((f) => f._id === facility._id)).toEqual({
      ...english,
      name: 'Chambre double du jardin',
      desc: 'Une chambre calme sur le jardin.',
    })
    // The others, without French words, read as in the default language.
    const others = (list: Facility[]) => list.filter((f) => f._id !== facility._id)
    expect(others(frList)).toEqual(others(JSON.parse(beforeBody) as Facility[]))
    // A 304 per language: the French ETag does not match the English list, nor the other way.
    const again = await fetch(`${s.server.url}/api/facilities?lang=fr`, {
      headers: { 'if-none-match': frEtag! },
    })
    expect(again.status).toBe(304)
    const crossed = await fetch(`${s.server.url}/api/facilities`, {
      headers: { 'if-none-match': frEtag! },
    })
    expect(crossed.status).toBe(200)

    // One facility, and the list of a type, in French too; `en` is the default's own answer.
    const one = (await (await read(`/api/facilities/${facility._id}?lang=fr`)).json()) as Facility
    expect(one.name).toBe('Chambre double du jardin')
    const plain = (await (await read(`/api/facilities/${facility._id}`)).json()) as Facility
    expect(plain).toEqual(english)
    const ofType = (await (
      await read(`/api/facilities/type/${facility.type}?lang=fr`)
    ).json()) as Facility[]
    expect(ofType.find((f) => f._id === facility._id)?.desc).toBe(
      'Une chambre calme sur le jardin.',
    )
    expect(await (await read('/api/facilities?lang=en')).text()).toBe(beforeBody)

    // The staff's catalogue lists the words.
    const staff = (await desk('GET', '/catalogue')).json() as StaffCatalogue
    expect(staff.facilities.find((f) => f._id === facility._id)?.texts).toEqual(set.json())
  })

  it('lets the front desk change the description of words that exist, never the name', async () => {
    const facility = await fresh()
    // A first time needs both, whoever asks.
    expectRefused(
      await owner('POST', `${texts(facility)}/fr`, { name: 'Salle' }),
      400,
      'text_incomplete',
    )
    expectRefused(
      await desk('POST', `${texts(facility)}/fr`, { desc: 'Une salle.' }),
      400,
      'text_incomplete',
    )
    // The name is an owner's, in every language.
    expectRefused(
      await desk('POST', `${texts(facility)}/fr`, { name: 'Salle', desc: 'Une salle.' }),
      403,
    )
    expect(await (await read(`/api/facilities/${facility._id}?lang=fr`)).json()).toMatchObject({
      name: facility.name,
    })

    const set = await owner('POST', `${texts(facility)}/fr`, { name: 'Salle', desc: 'Une salle.' })
    expect(set.statusCode, set.body).toBe(200)
    const changed = await desk('POST', `${texts(facility)}/fr`, { desc: 'Une grande salle.' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toEqual({ fr: { name: 'Salle', desc: 'Une grande salle.' } })
    expectRefused(await desk('POST', `${texts(facility)}/fr`, { name: 'Autre' }), 403)
    // The owner changes either alone.
    const renamed = await owner('POST', `${texts(facility)}/fr`, { name: 'Grande salle' })
    expect(renamed.json()).toEqual({ fr: { name: 'Grande salle', desc: 'Une grande salle.' } })
    const seen = (await listIn('?lang=fr')).find((f) => f._id === facility._id)
    expect(seen).toMatchObject({ name: 'Grande salle', desc: 'Une grande salle.' })
  })

  it('refuses an unknown language, the default one, a blank text and an unknown facility', async () => {
    const facility = await fresh()
    for (const lang of ['de', 'en', 'FR', 'fr-CA']) {
      expectRefused(
        await owner('POST', `${texts(facility)}/${lang}`, { name: 'X', desc: 'Y' }),
        400,
      )
      expectRefused(await owner('POST', `${texts(facility)}/${lang}/delete`), 400)
    }
    expectRefused(await owner('POST', `${texts(facility)}/fr`, {}), 400)
    expectRefused(await owner('POST', `${texts(facility)}/fr`, { name: ' ', desc: 'Y' }), 400)
    expectRefused(
      await owner('POST', `${texts(facility)}/fr`, { name: 'X', desc: 'Y', img: '/x.webp' }),
      400,
    )
    expectRefused(
      await owner('POST', '/catalogue/facilities/nope/texts/fr', { name: 'X', desc: 'Y' }),
      404,
    )
    expectRefused(await owner('POST', '/catalogue/facilities/nope/texts/fr/delete'), 404)
    // The public reads refuse a language the site does not have, as JSON, never a 5xx.
    for (const pathname of [
      '/api/facilities?lang=de',
      `/api/facilities/${facility._id}?lang=xx`,
      '/api/facilities/type/room?lang=',
    ]) {
      const res = await read(pathname)
      expect(res.status, pathname).toBe(400)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBeTruthy()
    }
    // Nothing was stored.
    const { facilities } = (await owner('GET', '/catalogue')).json() as StaffCatalogue
    expect(facilities.find((f) => f._id === facility._id)?.texts).toEqual({})
  })

  it('removes the words (an owner’s), and deleting the facility removes its words', async () => {
    const facility = await fresh()
    await owner('POST', `${texts(facility)}/fr`, { name: 'Studio', desc: 'Un studio.' })
    expectRefused(await desk('POST', `${texts(facility)}/fr/delete`), 403, 'owner_only')
    const removed = await owner('POST', `${texts(facility)}/fr/delete`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({})
    expect((await listIn('?lang=fr')).find((f) => f._id === facility._id)?.name).toBe(facility.name)
    // Removing what is not there is no error: the words are gone either way.
    expect((await owner('POST', `${texts(facility)}/fr/delete`)).statusCode).toBe(200)

    await owner('POST', `${texts(facility)}/fr`, { name: 'Studio', desc: 'Un studio.' })
    const deleted = await owner('POST', `/catalogue/facilities/${facility._id}/delete`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    const { db } = s.server.database
    const left = await db
      .selectFrom('facility_texts')
      .select('language')
      .where('facility_id', '=', facility._id)
      .execute()
    expect(left).toEqual([])
    expect((await listIn('?lang=fr')).map((f) => f._id)).not.toContain(facility._id)
  })

  it.runIf(target.name === 'postgres')(
    'a second server on the same database shows the change without a restart',
    async () => {
      const facility = await fresh()
      const replica = await startInProcess({ databaseUrl: s.server.config.DATABASE_URL })
      try {
        // The replica has read (and kept) its French list before the change.
        const frName = async () =>
          (await listIn('?lang=fr', replica.url)).find((f) => f._id === facility._id)?.name
        expect(await frName()).toBe(facility.name)
        const englishBefore = await (await read('/api/facilities', replica.url)).text()

        const set = await owner('POST', `${texts(facility)}/fr`, {
          name: 'Appartement du verger',
          desc: 'Un appartement sur le verger.',
        })
        expect(set.statusCode, set.body).toBe(200)
        await expect.poll(frName, { timeout: 5_000 }).toBe('Appartement du verger')
        expect(await (await read('/api/facilities', replica.url)).text()).toBe(englishBefore)

        await owner('POST', `${texts(facility)}/fr/delete`)
        await expect.poll(frName, { timeout: 5_000 }).toBe(facility.name)
      } finally {
        await replica.close()
      }
    },
  )
})
