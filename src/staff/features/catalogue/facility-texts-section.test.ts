// What the form sends for a facility's words in other languages: only what changed, only what the
// role may change, nothing for a language left blank that had no words.
import { describe, expect, it } from 'vitest'
import type { StaffFacility } from '../../../../contract/staff-catalogue'
import { changesOf } from './facility-texts-section'

const facility = (texts: StaffFacility['texts']): StaffFacility => ({
  _id: 'f1',
  type: 'room',
  name: 'Garden Room',
  desc: 'A room on the garden.',
  img: '/images/facilities/family-room-800.webp',
  capacity: 1,
  texts,
})

describe('changesOf', () => {
  it('sends nothing for blank fields where there were no words', () => {
    expect(changesOf(facility({}), { fr: { name: '', desc: ' ' } }, true)).toEqual([])
  })

  it('sends both the first time, as typed (the server checks them)', () => {
    expect(
      changesOf(facility({}), { fr: { name: 'Chambre', desc: 'Une chambre.' } }, true),
    ).toEqual([{ lang: 'fr', body: { name: 'Chambre', desc: 'Une chambre.' } }])
  })

  it('sends only the field that changed', () => {
    const had = facility({ fr: { name: 'Chambre', desc: 'Une chambre.' } })
    expect(changesOf(had, { fr: { name: 'Chambre', desc: 'Calme.' } }, true)).toEqual([
      { lang: 'fr', body: { desc: 'Calme.' } },
    ])
    expect(changesOf(had, { fr: { name: 'Chambre', desc: 'Une chambre.' } }, true)).toEqual([])
  })

  it('never sends a name for the front desk', () => {
    const had = facility({ fr: { name: 'Chambre', desc: 'Une chambre.' } })
    expect(changesOf(had, { fr: { name: 'Autre', desc: 'Calme.' } }, false)).toEqual([
      { lang: 'fr', body: { desc: 'Calme.' } },
    ])
    expect(changesOf(had, { fr: { name: 'Autre', desc: 'Une chambre.' } }, false)).toEqual([])
  })
})
