import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TabStorage } from '../test/tab-storage'
import { createKeyedStore } from './keyed-store'

interface Note {
  id: string
  at: string
  text: string
}

const store = () =>
  createKeyedStore<Note>({
    key: 'test:notes',
    idOf: (n) => n.id,
    read: (v) => {
      const n = v as Partial<Note> | null
      return n && typeof n.id === 'string' && typeof n.at === 'string' && typeof n.text === 'string'
        ? { id: n.id, at: n.at, text: n.text }
        : undefined
    },
    compare: (a, b) => a.at.localeCompare(b.at),
  })
const note = (id: string, at: string, text = 'hello'): Note => ({ id, at, text })

describe('keyed store', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('keeps each record under a key of its own, in the order asked', () => {
    const notes = store()
    notes.put(note('b', '2026-11-27T10:02:00Z'))
    notes.put(note('a', '2026-11-27T10:01:00Z'))
    expect(notes.list().map((n) => n.id)).toEqual(['a', 'b'])
    expect(JSON.parse(localStorage.getItem('test:notes:a')!)).toEqual(
      note('a', '2026-11-27T10:01:00Z'),
    )
  })

  it('updates the record as stored, and says when there is none', () => {
    const notes = store()
    notes.put(note('a', '2026-11-27T10:01:00Z'))
    expect(notes.update('a', { text: 'changed' })).toBe(true)
    expect(notes.get('a')?.text).toBe('changed')
    expect(notes.update('missing', { text: 'x' })).toBe(false)
    expect(localStorage.getItem('test:notes:missing')).toBeNull()
    expect(notes.remove('a')).toBe(true)
    expect(notes.remove('a')).toBe(false)
    expect(notes.list()).toEqual([])
  })

  it('gives the same array until something changes, and a new one after', () => {
    const notes = store()
    notes.put(note('a', '2026-11-27T10:01:00Z'))
    const first = notes.list()
    expect(notes.list()).toBe(first)
    localStorage.setItem('test:notes:b', JSON.stringify(note('b', '2026-11-27T10:03:00Z')))
    expect(notes.list()).not.toBe(first)
    expect(notes.list().map((n) => n.id)).toEqual(['a', 'b'])
  })

  it('leaves out what does not read, and keys that are not its own', () => {
    const notes = store()
    localStorage.setItem('test:notes:broken', '{not json')
    localStorage.setItem('test:notes:junk', '{"id":1}')
    localStorage.setItem('test:notes-other', JSON.stringify(note('x', '2026-11-27T10:00:00Z')))
    notes.put(note('a', '2026-11-27T10:01:00Z'))
    expect(notes.list().map((n) => n.id)).toEqual(['a'])
  })

  it("splits an older version's list into records, once, keeping records already split", () => {
    const notes = store()
    notes.put(note('a', '2026-11-27T10:01:00Z', 'newer'))
    const old = [
      note('a', '2026-11-27T10:01:00Z', 'older'),
      { junk: 1 },
      note('c', '2026-11-27T10:05:00Z'),
    ]
    localStorage.setItem('test:notes', JSON.stringify(old))
    expect(notes.list().map((n) => [n.id, n.text])).toEqual([
      ['a', 'newer'],
      ['c', 'hello'],
    ])
    expect(localStorage.getItem('test:notes')).toBeNull()
    localStorage.setItem('test:notes', '{damaged')
    expect(notes.list()).toHaveLength(2)
    expect(localStorage.getItem('test:notes')).toBeNull()
  })

  it('never undoes a change another tab made to another record, though its copy is behind', () => {
    const shared = new Map<string, string>()
    const [tabA, tabB] = [new TabStorage(shared), new TabStorage(shared)]
    const [inA, inB] = [store(), store()]
    vi.stubGlobal('localStorage', tabA)
    inA.put(note('one', '2026-11-27T10:01:00Z'))
    inA.put(note('two', '2026-11-27T10:02:00Z'))
    tabB.sync()
    vi.stubGlobal('localStorage', tabB)
    expect(inB.list()).toHaveLength(2)

    vi.stubGlobal('localStorage', tabA)
    inA.update('two', { text: 'sent' })
    vi.stubGlobal('localStorage', tabB) // the browser has not brought B's copy up to date
    inB.update('one', { text: 'answered' })
    inB.put(note('three', '2026-11-27T10:03:00Z'))

    vi.stubGlobal('localStorage', new TabStorage(shared))
    expect(
      store()
        .list()
        .map((n) => [n.id, n.text]),
    ).toEqual([
      ['one', 'answered'],
      ['two', 'sent'],
      ['three', 'hello'],
    ])
  })

  it('tells its subscribers of its own writes and of the other tabs', () => {
    const notes = store()
    const listener = vi.fn()
    const stop = notes.subscribe(listener)
    notes.put(note('a', '2026-11-27T10:01:00Z'))
    window.dispatchEvent(new StorageEvent('storage', { key: 'test:notes:b' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'test:notes' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'test:notes-other' }))
    expect(listener).toHaveBeenCalledTimes(3)
    stop()
  })
})
