// The hotel's own details and texts: edit this one file to make the site your own.
export const hotel = {
  name: 'Hearth House',
  tagline: 'A Place from the Heart. A Home in the Community.',
  phone: { display: '+234 803 555 0142', tel: '+2348035550142' },
  email: 'stay@hearthhouse.example',
  address: {
    lines: ['14 Unity Close, Ikoyi', 'Lagos, Nigeria'],
    /** The same address in parts, for search engines (schema.org's PostalAddress). */
    street: '14 Unity Close, Ikoyi',
    locality: 'Lagos',
    /** ISO 3166-1 alpha-2. */
    country: 'NG',
  },
  /** When guests may arrive and must leave: 24-hour clock, the hotel's own time. */
  checkInTime: '14:00',
  checkOutTime: '11:00',
  /** The office on the map: OpenStreetMap coordinates and zoom. */
  map: { lat: 6.4541, lon: 3.4347, zoom: 16 },
  social: { label: 'Instagram', href: 'https://www.instagram.com/hearthhouse' },

  services: [
    'Bar',
    'Restaurant',
    'Hotel',
    'Event Center',
    'AirBnB Apartments',
    'Lounge & Suite',
    'Sports Center',
  ],

  story: [
    'Hearth House began as a family home with a long table and an open door. Neighbours came for dinner, travellers stayed the night, and the kitchen was never quiet.',
    'Today we welcome guests from near and far to rooms, apartments and an activity centre built around that same table: a bar and a restaurant, an event centre for the moments that matter, a lounge, suites and a sports centre.',
    'We are still a family business. We know our guests by name, we buy from the market down the road, and we measure a good day by how at home people feel.',
  ],

  mission:
    'Our mission is to give every guest a warm, clean and safe place to rest, and to be a good neighbour: a home where travellers and our community meet, celebrate and feel cared for.',

  values: [
    {
      name: 'Love & Care',
      text: 'We look after every guest the way we would look after family.',
    },
    {
      name: 'Community First',
      text: 'We hire locally, buy locally and open our doors to the neighbourhood.',
    },
    {
      name: 'Comfort & Cleanliness',
      text: 'Fresh linen, spotless rooms and quiet nights, every single day.',
    },
    {
      name: 'Cultural Respect',
      text: 'We honour the traditions of our guests and of the place we call home.',
    },
    {
      name: 'Service with Soul',
      text: 'Small, thoughtful touches delivered with a genuine smile.',
    },
  ],
}

export const pageTitle = (title?: string) => (title ? `${title} · ${hotel.name}` : hotel.name)
