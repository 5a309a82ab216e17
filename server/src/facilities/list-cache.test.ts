// @vitest-environment node
// The list while the database cannot be read: the last copy read, marked stale; never an error
// hidden, never a stale copy kept once the database answers again. And the list in another
// language: the facilities' words in it where the staff wrote some, an ETag of its own.
import { describe, expect, it } from 'vitest'
import type { Facility } from '../../../contract/facility'
import type { ChangeFeed } from '../db/change-feed'
import { facilitiesListCache, staleHeaders, STALE_HEADER } from './list-cache'
import type { TextsByFacility } from './facility-texts'
import type { FacilitiesRepository } from './repository'

const room = (name: string): Facility => ({
  _id: name,
  type: 'room',
  name,
  desc: '',
  img: '/x.webp',
  capacity: 1,
})

/** A repository whose next reads answer `list` or fail with `error`; a feed that is down. */
function setup(texts: TextsByFacility = new Map()) {
  let next: Facility[] | Error = [room('Garden')]
  const facilities = {
    catalogue: async () => {
      if (next instanceof Error) throw next
      return { list: next, texts }
    },
  } as FacilitiesRepository
  const feed: ChangeFeed = {
    announce: async () => {},
    subscribe: () => () => {},
    check: () => {},
    keepChecking: () => () => {},
    isLive: () => false, // the PostgreSQL listener is down during an outage: every get reads
  }
  return { cache: facilitiesListCache(facilities, feed), answer: (n: typeof next) => (next = n) }
}

const outage = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })

describe('the facilities list during an outage', () => {
  it('serves the last list read, saying when it was read, until the database answers', async () => {
    const { cache, answer } = setup()
    const fresh = await cache.get()
    expect(fresh.staleSince).toBeUndefined()
    expect(staleHeaders(fresh)).toEqual({})

    answer(outage())
    const stale = await cache.get()
    expect(stale.list).toEqual([room('Garden')])
    expect(stale.etag).toBe(fresh.etag)
    expect(stale.staleSince).toBe(fresh.readAt)
    expect(staleHeaders(stale)).toEqual({ [STALE_HEADER]: fresh.readAt })

    answer([room('Garden'), room('Loft')])
    const back = await cache.get()
    expect(back.staleSince).toBeUndefined()
    expect(back.list.map((f) => f.name)).toEqual(['Garden', 'Loft'])
  })

  it('has nothing to serve before a first read: the error goes on (503)', async () => {
    const { cache, answer } = setup()
    answer(outage())
    await expect(cache.get()).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('does not hide a bug behind a stale list', async () => {
    const { cache, answer } = setup()
    await cache.get()
    answer(new TypeError('a bug'))
    await expect(cache.get()).rejects.toThrow('a bug')
  })
})

describe('the facilities list in another language', () => {
  const texts: TextsByFacility = new Map([
    ['Garden', { fr: { name: 'Chambre jardin', desc: 'Sur la cour' } }],
  ])

  it('has the words written in it, the default language’s elsewhere, and an ETag of its own', async () => {
    const { cache, answer } = setup(texts)
    answer([room('Garden'), room('Loft')])
    const en = await cache.get()
    const fr = await cache.get('fr')
    expect(en.list.map((f) => [f.name, f.desc])).toEqual([
      ['Garden', ''],
      ['Loft', ''],
    ])
    expect(fr.list.map((f) => [f.name, f.desc])).toEqual([
      ['Chambre jardin', 'Sur la cour'],
      ['Loft', ''],
    ])
    expect(fr.etag).not.toBe(en.etag)
    // The default language named is the list as the spec has it, byte for byte.
    expect((await cache.get('en')).body).toBe(en.body)
    expect(JSON.parse(en.body)).toEqual([room('Garden'), room('Loft')])
  })

  it('serves the last French list read during an outage, marked stale', async () => {
    const { cache, answer } = setup(texts)
    const fresh = await cache.get('fr')
    answer(outage())
    const stale = await cache.get('fr')
    expect(stale.list[0]!.name).toBe('Chambre jardin')
    expect(stale.etag).toBe(fresh.etag)
    expect(stale.staleSince).toBe(fresh.readAt)
  })
})
