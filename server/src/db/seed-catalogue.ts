// The hotel's opening catalogue, written into a fresh database once (migration 002).
// After that the staff manage facilities with `npm run admin`.
// `guests` is people (a double sleeps 2, a family room 4, an apartment 2 a bedroom, a hall what
// its text says); `capacity` is how many such units the hotel has. The guests column came later
// (migration 009), which fills it in for these.
import type { NewFacility } from '../../../contract/facility'

const img = (slug: string) => `/images/facilities/${slug}-800.webp`

export const seedCatalogue: NewFacility[] = [
  {
    type: 'room',
    name: 'Garden Double Room',
    desc: 'A quiet double room opening onto the courtyard garden, with a queen bed, linen curtains and birdsong in the morning.',
    img: img('garden-double-room'),
    guests: 2,
    capacity: 3,
  },
  {
    type: 'room',
    name: 'Sunrise Queen Room',
    desc: 'East-facing and full of early light, with a queen bed, a reading chair by the window and a rain shower.',
    img: img('sunrise-queen-room'),
    guests: 2,
  },
  {
    type: 'room',
    name: 'Family Room',
    desc: 'Room for everyone: a double bed and a bunk bed for the children, a small play corner and a large bathroom.',
    img: img('family-room'),
    guests: 4,
    capacity: 2,
  },
  {
    type: 'room',
    name: 'Cosy Single Room',
    desc: 'A snug single room for the solo traveller, with a writing desk, a warm lamp and fast Wi-Fi.',
    img: img('cosy-single-room'),
    guests: 1,
  },
  {
    type: 'apartment',
    name: 'Riverside Two-Bedroom Apartment',
    desc: 'Two bedrooms, a full kitchen and a living room that looks over the river. Ideal for families and longer stays.',
    img: img('riverside-two-bedroom'),
    guests: 4,
  },
  {
    type: 'apartment',
    name: 'Rooftop Studio',
    desc: 'An open-plan studio with a kitchenette and a private terrace above the rooftops, lovely at dusk.',
    img: img('rooftop-studio'),
    guests: 2,
  },
  {
    type: 'apartment',
    name: 'Courtyard One-Bedroom Apartment',
    desc: 'A calm one-bedroom apartment around a shaded courtyard tree, with a dining table for four and a washing machine.',
    img: img('courtyard-one-bedroom'),
    guests: 2,
  },
  {
    type: 'activityCenter',
    name: 'Community Hall',
    desc: 'A bright hall for up to 120 guests, with a small stage, sound system and string lights: weddings, meetings and celebrations.',
    img: img('community-hall'),
    guests: 120,
  },
  {
    type: 'activityCenter',
    name: 'Wellness & Yoga Studio',
    desc: 'A sunlit studio with mats, blocks and plants for yoga classes, workshops and quiet retreats of up to 20 people.',
    img: img('wellness-studio'),
    guests: 20,
  },
]
