// The site's texts in English: the reference every other language's file follows, key for key
// (./index.ts types them: a missing or extra key fails `npm run check`). Issue 31 moves the
// site's words here, area by area; the first area is what the guest is told when the hotel
// answers (issue 30: the push notification and the text message), which the server speaks in the
// language the request was made in.
export const en = {
  // The header, the footer, the navigation, the notices (offline, update, install), the error
  // page: src/components/, src/app/.
  chrome: {},

  // The pages' own words (home, about us, mission, rates, contact, services and its catalogue):
  // src/routes/, src/features/contact/, src/features/facilities/.
  pages: {
    // The hotel's own words, the owner's to change (they were in src/content/hotel.ts, which
    // keeps the name and the details). The build reads the English ones outside a page too: the
    // manifest's description, the share picture, the search engines' JSON-LD.
    hotel: {
      /** The home page's heading, the share picture's line, the JSON-LD's slogan (the spec's text). */
      tagline: 'A Place from the Heart. A Home in the Community.',
      /** One or two sentences: the app stores' and search engines' description of the site. */
      description:
        'Rooms, apartments and an activity centre: a place from the heart, a home in the community.',
      /** The home page's card that leads to the services. */
      servicesSummary:
        'Rooms, apartments and an activity centre, with a bar, a restaurant, an event centre, a lounge and suites, and a sports centre.',
      /** What the confirmation page promises a guest whose request has reached the hotel. */
      frontDeskPromise: (phone: string) =>
        `Our front desk will call you on ${phone} within a day to confirm your stay and arrange payment.`,
      /** The services page's list, and the JSON-LD's amenities (the spec's badges). */
      services: [
        'Bar',
        'Restaurant',
        'Hotel',
        'Event Center',
        'AirBnB Apartments',
        'Lounge & Suite',
        'Sports Center',
      ],
      /** The about page's paragraphs; the hotel's name is src/content/hotel.ts's. */
      story: (name: string) => [
        `${name} began as a family home with a long table and an open door. Neighbours came for dinner, travellers stayed the night, and the kitchen was never quiet.`,
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
    },
    home: {
      /** The spec's texts: the link to /mission, the card's title and its link to /services. */
      missionLink: 'Our Mission and Vision',
      servicesTitle: 'Explore our services',
      explore: 'Explore',
      /** The glimpse of the catalogue under the hero. */
      glimpseTitle: 'Stay with us',
      allServices: 'All rooms and services',
      glimpseLoading: 'Loading...',
      glimpseError: 'Our rooms could not be loaded just now.',
    },
    mission: {
      missionTitle: 'Our Mission',
      valuesTitle: 'Our Values',
    },
    rates: {
      /** The spec's text. */
      comingSoon: 'Coming Soon',
    },
    services: {
      /** The list of what the hotel offers (its items: `hotel.services`). */
      listLabel: 'Our services',
    },
    contact: {
      phoneTitle: 'Phone',
      addressTitle: 'Office address',
      emailTitle: 'Email',
      messageTitle: 'Send us a message',
      mapTitle: 'Find us',
      form: {
        label: 'Contact form',
        name: 'Name',
        email: 'Email',
        phone: 'Phone',
        reason: 'Reason',
        send: 'Send',
        /** The spec's alert once the form is sent. */
        submitted: 'Form submitted!',
      },
      /** Under a field the hotel would refuse (its rules: contract/contact-message.ts). */
      problems: {
        name: 'Please type your name on one line, in at most 100 characters.',
        email: 'Please enter an email address such as name@example.com.',
        phone: 'Please enter a phone number of 7 to 15 digits; it may start with +.',
        reason: 'Please tell us the reason, in at most 2,000 characters.',
      },
      /** Under the form: the messages this device still holds. `time`: when it was written. */
      queue: {
        pending: (time: string) =>
          `Your message of ${time} is saved on this device and will be sent to the hotel as soon as there is a connection.`,
        /** `problem`: the hotel's own words, as its answer gave them. */
        failed: (time: string, problem: string) =>
          `The hotel could not accept your message of ${time}: ${problem}`,
        dismiss: 'Dismiss',
      },
      map: {
        /** The live map's frame. */
        liveTitle: (name: string) => `Map of the ${name} office`,
        /** The drawn map, for screen readers. */
        drawnLabel: (name: string, address: string) =>
          `Drawn map of the streets around the ${name} office: ${address}`,
        showLive: 'Show the live map',
        openInApp: 'Open in your map app',
        openFullSize: 'Open the map full size',
        newTab: '(opens in a new tab)',
      },
    },
    catalogue: {
      /** The services page's three carousels (the spec's empty messages); the buttons' names. */
      sections: {
        room: {
          title: 'Rooms',
          empty: 'No rooms found',
          previous: 'Previous rooms',
          next: 'Next rooms',
        },
        apartment: {
          title: 'Apartments',
          empty: 'No apartments found',
          previous: 'Previous apartments',
          next: 'Next apartments',
        },
        activityCenter: {
          title: 'Activity Centers',
          empty: 'No activity center found',
          previous: 'Previous activity centers',
          next: 'Next activity centers',
        },
      },
      /** The spec's text. */
      loading: 'Loading...',
      loadError: "We couldn't load our rooms just now",
      tryAgain: 'Try again',
      /** A card's link (the spec's words), and its name with the facility's. */
      seeMore: 'See More',
      /** After "See More", for screen readers and search engines: which facility. */
      seeMoreWhich: (facility: string) => `: ${facility}`,
      seeMoreLabel: (facility: string) => `See More: ${facility}`,
      /** How many people a place takes: a room or an apartment sleeps them, a centre holds them. */
      sleeps: (n: number) => (n === 1 ? 'Sleeps 1 guest' : `Sleeps ${n} guests`),
      upTo: (n: number) => (n === 1 ? 'Up to 1 guest' : `Up to ${n} guests`),
      /** Offline, or an old list on screen. `ago`: "about 2 hours ago". */
      savedList: (ago: string) => `Showing the list saved on this device, last updated ${ago}.`,
      savedListOffline: (ago: string) =>
        `You are offline: showing the list saved on this device, last updated ${ago}.`,
    },
  },

  // The reservation dialog, its picker and form, the confirmation page and a request's states:
  // src/features/reservations/, src/start/ (the form before the app runs).
  reservation: {},

  // What the guest is told when the hotel answers (the push, the text message): the server's.
  guestNotice: {
    /** Short month names, January first: dates in notifications are written without Intl. */
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    /** `12`, `12 Dec`, `12 Dec 2026`: a day, as much of it as is not said after it. */
    day: (d: number, month?: string, y?: number) => [d, month, y].filter(Boolean).join(' '),
    /** `12 to 14 Dec 2026`; `29 Nov to 2 Dec 2026`; `30 Dec 2026 to 2 Jan 2027`. */
    span: (from: string, to: string) => `${from} to ${to}`,
    title: {
      confirmed: 'Your request is confirmed',
      declined: 'Your request was declined',
      cancelled: 'Your request was cancelled',
      expired: 'Your request expired',
    },
    /** After "<facility>, <dates>: your request ". */
    state: {
      confirmed: 'is confirmed. We look forward to welcoming you.',
      declined: "could not be accepted. The hotel's note is on your request.",
      cancelled: "was cancelled by the hotel. The hotel's note is on your request.",
      expired:
        'expired before the hotel could answer. Its dates are free again: you may send a new request.',
    },
    body: (facility: string, dates: string, state: string) =>
      `${facility}, ${dates}: your request ${state}`,
    reference: (ref: string) => `Ref ${ref}.`,
  },
}
