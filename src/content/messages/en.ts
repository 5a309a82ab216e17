// The site's texts in English: the reference every other language's file follows, key for key
// (./index.ts types them: a missing or extra key fails `npm run check`). Issue 31 moves the
// site's words here, area by area; the first area is what the guest is told when the hotel
// answers (issue 30: the push notification and the text message), which the server speaks in the
// language the request was made in.
/**
 * date-fns's words for dates in this language (src/lib/dates.ts): none, as date-fns speaks US
 * English by itself (importing its enUS would put one more file before the page is interactive).
 */
import { ENGLISH_POLICY_WORDS } from '../../../contract/payment-policy-words'
import { hotel } from '../hotel'

export const dateLocale = undefined

/** "Friday", "Friday and Saturday", "Monday, Tuesday and Wednesday". */
const and = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
const plural = (days: readonly string[]) => days.map((day) => `${day}s`)
/** The arrival days of a stay rule: weekdays and/or a season. */
type Arrivals = { days: readonly string[]; season?: string }
/** " on Fridays", " from 20 December to 5 January", both, or nothing; after `lead` if any. */
function arrivals({ days, season }: Arrivals, lead: string) {
  const parts = [days.length > 0 && ` on ${and(plural(days))}`, season && ` from ${season}`]
  const text = parts.filter(Boolean).join('')
  return text && lead + text
}

export const en = {
  // The header, the footer, the navigation, the notices (offline, update, install), the error
  // page: src/components/, src/app/.
  chrome: {
    /** The first Tab of every page: to the page's own content, past the header. */
    skipToContent: 'Skip to content',
    header: {
      /** The header's navigation, as screen readers name it. */
      mainNav: 'Main',
      /** The logo's link. */
      home: (hotel: string) => `${hotel}, home`,
      /** The social link (an icon): `network` is the hotel's (src/content/hotel.ts). */
      social: (hotel: string, network: string) => `${hotel} on ${network} (opens in a new tab)`,
      // The theme toggle says what it will do. Before the app runs, the page's inline script
      // writes it, in English (src/lib/theme-switch.ts).
      toLightTheme: 'Switch to light theme',
      toDarkTheme: 'Switch to dark theme',
      /** The phone menu's button, and the menu. */
      openMenu: 'Open menu',
      phoneMenu: 'Menu',
    },
    /** The navigation, in the header and the phone menu: the spec's texts. */
    nav: {
      services: 'Services',
      aboutUs: 'About us',
      mission: 'Mission',
      rates: 'Rates',
      contactUs: 'Contact Us',
    },
    /** The fixed footer: the spec's links. */
    footer: {
      nav: 'Footer',
      bookYourStay: 'Book your stay',
      contactUs: 'Contact Us',
      exploreServices: 'Explore our services',
      copyright: (year: number, hotel: string) => `© ${year} ${hotel}. All rights reserved.`,
    },
    /** The banner while the hotel's server cannot be reached. */
    offline:
      'You are offline. You can keep browsing, and reservation requests will be sent when you are back online.',
    /**
     * Why the hotel refused a message or a cancellation sent from the device, when its answer gave
     * no reason (src/app/outbox/device-jobs.ts): kept with it, shown after "could not accept ...:".
     */
    outboxRefused: 'The hotel could not accept it.',
    /** A notice's button (an icon). */
    dismiss: 'Dismiss',
    /**
     * The home page's offer of this language to a guest whose browser prefers it, or who chose
     * it before, on a page in another language: in this language, which the guest reads
     * (src/prerender/language-offers.tsx writes it into the page; no script carries it).
     */
    languageOffer: {
      text: 'This site is also in English.',
      link: 'Read it in English',
      dismiss: 'No, thank you',
    },
    /** A dialog's button (an icon). */
    close: 'Close',
    /** A dialog that failed to open (src/components/dialog-error-boundary.tsx). */
    dialogFailed: {
      title: 'The form could not be opened',
      /** The message; its last sentence links to the contact page: `before`, `link`, `after`. */
      before:
        'Something went wrong on this device while opening the reservation form. Close it and try again, or reload the page. You can also reach us through our ',
      link: 'contact page',
      after: '.',
    },
    /** Unknown paths and routing errors: the spec's texts. */
    errorPage: {
      heading: 'Oops! Something Went Wrong',
      body: "We're sorry, but an error occurred. It might be a temporary issue, or the page you're looking for doesn't exist.",
      backHome: 'Back to Home',
    },
    /** Installing the app, and a new version (src/features/pwa/). */
    pwa: {
      install: 'Install app',
      /** iOS Safari has no install offer: how to do it by hand, in Safari's own words. */
      iosHint: 'Install this app: tap the Share button, then “Add to Home Screen”.',
      updateAvailable: 'A new version is available',
      reload: 'Reload',
      /** The installed app's screenshots in the manifest, in its order: the services on a phone, the home page. */
      screenshots: ['Rooms, apartments and activity centres', 'The home page'],
    },
  },

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
      /** The spec's text: the page while no facility has a price. */
      comingSoon: 'Coming Soon',
      /** Above the list: what a price covers, and that it is a request's, not a payment. */
      intro:
        'Prices are for the whole room or apartment by the night, and for the activity centre by the day, for up to the number of guests shown. The hotel confirms the price of your request when it answers; nothing is paid before that.',
      /** A facility's base price. */
      perUnit: (price: string, unit: 'night' | 'day') =>
        unit === 'night' ? `${price} a night` : `${price} a day`,
      /** The guests the base price covers. */
      covers: (n: number) => (n === 1 ? 'For 1 guest' : `For up to ${n} guests`),
      /** `price`: the amount with its unit ("₦5,000 a night"). */
      extraGuest: (price: string) => `Each extra guest: ${price}`,
      /** A season: both ends in the page's words, without their year when it comes back. */
      season: (from: string, to: string, everyYear: boolean) =>
        everyYear ? `${from} to ${to}, every year` : `${from} to ${to}`,
      /** When a price applies: weekday names (long, in this language) and/or a season. */
      when: (
        unit: 'night' | 'day',
        { days, season }: { days: readonly string[]; season?: string },
      ) =>
        [days.length > 0 && (unit === 'night' ? `${and(days)} nights` : and(plural(days))), season]
          .filter(Boolean)
          .join(', ')
          .replace(/^./, (c) => c.toUpperCase()),
      /** A price or an extra guest's at some nights. */
      priceAt: (when: string, price: string) => `${when}: ${price}`,
      extraGuestAt: (when: string, price: string) => `${when}: each extra guest ${price}`,
      /** Stay rules, read at the arrival day: with weekdays and/or a season, "for arrivals ...". */
      minStay: (n: number, unit: 'night' | 'day', at: Arrivals) =>
        `At least ${n} ${unit}${n === 1 ? '' : 's'}${arrivals(at, ' for arrivals')}`,
      maxStay: (n: number, unit: 'night' | 'day', at: Arrivals) =>
        `At most ${n} ${unit}${n === 1 ? '' : 's'}${arrivals(at, ' for arrivals')}`,
      closed: (at: Arrivals) => `No arrivals${arrivals(at, '') || ' for now'}`,
      /** Each facility's way to its reservation form (the services page's dialog). */
      reserve: 'Reserve',
      reserveLabel: (facility: string) => `Reserve: ${facility}`,
      /** The titles of a facility's two lists. */
      pricesTitle: 'Prices',
      staysTitle: 'Stay rules',
      /** The hotel's payment and cancellation policy (issue 53), when it has one. */
      policyTitle: 'Payment and cancellation',
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
      /** Where the facility has rates: its lowest price (contract/rates.ts lowestNightly). */
      fromPrice: (price: string, unit: 'night' | 'day') =>
        unit === 'night' ? `From ${price} a night` : `From ${price} a day`,
      /** Offline, or an old list on screen. `ago`: "about 2 hours ago". */
      savedList: (ago: string) => `Showing the list saved on this device, last updated ${ago}.`,
      savedListOffline: (ago: string) =>
        `You are offline: showing the list saved on this device, last updated ${ago}.`,
    },
  },

  // The reservation dialog, its picker and form, the confirmation page and a request's states:
  // src/features/reservations/, src/start/ (the form before the app runs).
  reservation: {
    /** The picker's own controls (react-day-picker's English words, as it shows them itself). */
    picker: {
      next: 'Go to the Next Month',
      previous: 'Go to the Previous Month',
      nav: 'Navigation bar',
    },
    /** A label and its value: "Check-in: 1 December 2026" (the stay, the calendar file). */
    labelled: (label: string, value: string) => `${label}: ${value}`,

    // The dialog's form (reservation-form.tsx; also the early dialog's: early-reserve-template.tsx).
    form: {
      /** The form's accessible name. */
      label: (facility: string) => `Reserve ${facility}`,
      name: 'Name',
      phone: 'Phone',
      loadingCalendar: 'Loading the calendar...',
      /** The spec's button (section 5). */
      reserve: 'Reserve',
    },
    /** What is wrong with a field, under it (reservation-rules.ts). */
    problems: {
      phoneMissing: 'Please enter your phone number.',
      phoneShape: 'Please enter a phone number of 7 to 15 digits; it may start with +.',
      nameOneLine: 'Please type your name on one line, without tabs or special characters.',
      nameTooLong: (max: number) => `Please shorten your name to ${max} characters.`,
    },
    /** Above the months when the days taken are not known as of now (reservation-dialog.tsx). */
    taken: {
      checking: 'Checking which days are already taken...',
      unknown:
        "We could not check which days are already taken: you may be offline, or the hotel's system is not answering. Choose your dates and send your request: the hotel will confirm them.",
      /** `day`: long style ("24 November 2026"); `time`: "14:17" (the hotel's forms: src/lib/dates.ts). */
      asOf: (day: string, time: string) =>
        `These are the days taken as of ${day} at ${time}: you may be offline, and newer reservations may be missing. The hotel will confirm your dates.`,
    },

    // A stay's words, by what the facility is let by: nights (rooms, apartments) or days
    // (an activity centre). The form's legend, the summary above the months, the days' names in
    // the picker, a request's card, the calendar file.
    stay: {
      night: {
        legend: 'Your nights',
        start: 'Check-in',
        end: 'Check-out',
        /** A request's card: the number of nights. */
        count: 'Nights',
        length: (n: number) => (n === 1 ? '1 night' : `${n} nights`),
        chooseStart: 'Choose your check-in day.',
        chooseEnd: 'Now choose your check-out.',
        later: 'Arriving later? Tap your check-in day, then your check-out.',
        insteadOf: (day: string) => `Arriving on ${day} instead? Tap your check-out day.`,
        change: 'Change check-in',
        /** `length`: this unit's `length`. */
        todayInstead: (length: string) => `Check-in today instead (${length})`,
        /** A day's name in the picker, after its date. */
        suggestedStart: 'suggested check-in',
        yourStart: 'your check-in',
        yourEnd: 'your check-out',
      },
      day: {
        legend: 'Your days',
        start: 'From',
        end: 'To',
        count: 'Days',
        length: (n: number) => (n === 1 ? '1 day' : `${n} days`),
        chooseStart: 'Choose your first day.',
        chooseEnd: 'Now choose your last day (the same day again for one day).',
        later: 'Starting later? Tap your first day, then your last.',
        insteadOf: (day: string) => `Starting on ${day} instead? Tap your last day.`,
        change: 'Change first day',
        todayInstead: (length: string) => `From today instead (${length})`,
        suggestedStart: 'suggested first day',
        yourStart: 'your first day',
        yourEnd: 'your last day',
      },
    },
    /** How many guests, and what the stay costs as soon as its dates are chosen (issue 40). */
    price: {
      guests: 'Number of guests',
      /** A line of the breakdown: the nights (or days) at one price, e.g. "3 nights × ₦45,000". */
      times: (length: string, price: string) => `${length} × ${price}`,
      /**
       * Guests beyond those the price covers, over the whole stay: `length` is the stay's nights
       * (or days) as `stay.<unit>.length` says them, e.g. "1 extra guest × 5 nights".
       */
      extraGuests: (n: number, length: string) =>
        `${n === 1 ? '1 extra guest' : `${n} extra guests`} × ${length}`,
      total: 'Total',
      /** A tax line (issue 53): "VAT 7.5%"; one included in the prices says so. */
      tax: (name: string, rate: string, included: boolean) =>
        included ? `${name} ${rate} (included)` : `${name} ${rate}`,
      checking: 'Checking the price with the hotel...',
      toBeConfirmed: 'Price to be confirmed by the hotel.',
      notPayment: 'This is the price of your request, not a payment: nothing is charged now.',
    },
    /** The summary above the months (stay-summary.tsx). */
    summary: {
      /** The first day when it is today. */
      today: (date: string) => `${date} (today)`,
      newStay: 'Tap another day to start a new stay.',
    },
    /** A day button's name after its date and its part in the stay (calendar-days.ts). */
    days: {
      today: 'today',
      inStay: 'in your stay',
      beforeToday: (today: string) => `not available before ${today}`,
      beyondHorizon: (days: number) => `not available: reservations open ${days} days ahead`,
      booked: 'booked',
      unavailable: 'not available',
      /** A full night can still be the last morning of a stay that ends there. */
      freeToCheckOut: 'booked from this night, free to check out',
      /** The hotel's stay rules (contract/rates.ts): the stay from the chosen first day. */
      minimumStay: {
        night: (n: number) => `minimum ${n} ${n === 1 ? 'night' : 'nights'}`,
        day: (n: number) => `minimum ${n} ${n === 1 ? 'day' : 'days'}`,
      },
      maximumStay: {
        night: (n: number) => `maximum ${n} ${n === 1 ? 'night' : 'nights'}`,
        day: (n: number) => `maximum ${n} ${n === 1 ? 'day' : 'days'}`,
      },
      /** A day the hotel takes no arrivals on (it may still end a stay). */
      arrivalClosed: {
        night: 'no arrivals on this day',
        day: 'no booking starts on this day',
      },
    },

    // The confirmation page: every request on this device (confirmation-view.tsx, request-*.tsx).
    requests: {
      none: 'There is no reservation on this device yet.',
      browse: 'Browse our rooms and services',
      heading: 'My requests',
      back: 'Back to our services',
    },
    /** A request's state, as its badge says it (request-state.ts). */
    states: {
      pending: 'Waiting to be sent',
      sent: 'Waiting for the hotel',
      unavailable: 'Unavailable',
      failed: 'Failed',
      cancelling: 'Cancelling',
      confirmed: 'Confirmed',
      /** A confirmed stay while the guest is checked in at the desk (issue 54). */
      checked_in: 'Checked in',
      declined: 'Declined',
      cancelled: 'Cancelled',
      expired: 'Expired',
    },
    /** A request's card (request-card.tsx); its dates' labels are the stay's. */
    card: {
      reference: 'Reference',
      name: 'Name',
      phone: 'Phone',
      whatNext: 'What happens next',
      hotelSays: (note: string) => `The hotel says: “${note}”`,
      cancelFailed: (reason: string) => `Your cancellation could not be made: ${reason}`,
      lastChecked: (moment: string) => `Last checked with the hotel: ${moment}`,
      /** How many guests the request is for (issue 40). */
      guests: 'Guests',
      price: 'Price',
      /** After a price the server has not checked (the device's own, offline). */
      toBeConfirmed: (price: string) => `${price}, to be confirmed by the hotel`,
      /** A confirmed stay's own page (issue 53): its price, payments and receipts. */
      stayPage: 'Your stay: pay and receipts',
    },
    /** What happens next, by the request's state (request-texts.ts). */
    next: {
      pending:
        'Your request is saved on this device and will be sent to the hotel as soon as there is a connection. You can close this page.',
      /** The front desk's promise: the guest's phone number in it. */
      sent: (phone: string) =>
        `The hotel has your request. Our front desk will call you on ${phone} within a day to confirm your stay and arrange payment.`,
      /** After `sent`, when the hotel said how long it holds the dates. */
      hold: (moment: string) =>
        `If the hotel has not answered by ${moment}, the request lapses and the dates are free again.`,
      unavailable: (facility: string) =>
        `${facility} is no longer free on these dates. Please choose other dates.`,
      /** `reason`: the hotel's, when it gave one. */
      failed: (reason?: string) =>
        `The hotel could not accept this request: ${reason ?? 'please try again.'}`,
      cancelling:
        'Your cancellation is saved on this device and will reach the hotel as soon as there is a connection.',
      confirmed: (firstDay: string) =>
        `The hotel has confirmed your stay. We look forward to welcoming you on ${firstDay}.`,
      checked_in:
        'You are checked in. Enjoy your stay: the front desk is here if you need anything.',
      /** `phone`: the hotel's, made a call link on the card (request-card.tsx). */
      declined: (phone: string) =>
        `The hotel could not accept this request. Please choose other dates, or call us on ${phone} to find another way.`,
      cancelled: 'This request is cancelled. Its dates are free again.',
      expired: (phone: string) =>
        `The hotel did not answer in time, so this request has lapsed and its dates are free again. Please send a new request, or call us on ${phone}.`,
    },
    /** What the guest can do with a request (request-actions.tsx). */
    actions: {
      cancel: 'Cancel this request',
      confirmWithdraw: 'It has not been sent yet. Cancel it?',
      confirmCancel: 'The hotel will be told and the dates freed. Cancel it?',
      yes: 'Yes, cancel it',
      keep: 'Keep it',
      otherDates: 'Choose other dates',
      addToCalendar: 'Add to calendar',
    },
    /** "Tell me when the hotel answers" (issue 30: notify-offer.tsx). */
    notify: {
      offer: 'Tell me when the hotel answers',
      subscribed: 'We will tell you on this device when the hotel answers.',
      blocked: "Notifications from this site are blocked in your browser's settings.",
      dismissed: 'Notifications were not allowed. Tap the button again to choose.',
      offline: 'This needs a connection. Please try again when you are online.',
      failed:
        "Notifications could not be turned on here. This page will still show the hotel's answer.",
    },
    /** The notice, anywhere in the site, when a request's state changes (delivery-notice.tsx). */
    news: {
      sent: (facility: string) =>
        `Your reservation request for ${facility} has been delivered to the hotel.`,
      refused: (facility: string) => `Your request for ${facility} could not be accepted.`,
      confirmed: (facility: string) => `The hotel has confirmed your request for ${facility}.`,
      declined: (facility: string) => `The hotel has declined your request for ${facility}.`,
      cancelled: (facility: string) => `Your request for ${facility} is cancelled.`,
      /** The link to the confirmation page. */
      view: 'View',
    },
    /** "Add to calendar": the .ics file's event (calendar-file.ts); its dates' labels are the stay's. */
    calendarFile: {
      /** The file's PRODID product, after the hotel's name. */
      product: 'Reservation',
      guests: (n: number) => (n === 1 ? '1 guest' : `${n} guests`),
      summary: (hotel: string, facility: string) => `${hotel}: ${facility}`,
      reference: (reference: string) => `Reference ${reference}`,
      contact: (phone: string, email: string) => `Phone ${phone}, email ${email}`,
    },
  },

  // Each page's title and description, as search engines and shared links show them
  // (src/content/page-heads.ts): the titles are the spec's page titles; the document title adds
  // the hotel's name.
  heads: {
    home: {
      description: `${hotel.name}, ${hotel.address.locality}: rooms, apartments and an activity centre, with a bar, a restaurant, an event centre, a lounge and a sports centre. A Place from the Heart. A Home in the Community.`,
    },
    services: {
      title: 'Services',
      description: `Rooms, apartments and an activity centre at ${hotel.name}, ${hotel.address.locality}: see each one, how many guests it sleeps, and send a reservation request.`,
    },
    rates: {
      title: 'Rate',
      description: `Rates for the rooms, apartments and activity centre of ${hotel.name}, ${hotel.address.locality}. Prices, seasons and stay rules; call or write to us for a price.`,
    },
    about: {
      title: 'About',
      description: `The story of ${hotel.name}: a family home in ${hotel.address.locality} with a long table and an open door, now a small hotel for guests from near and far.`,
    },
    mission: {
      title: 'Mission & Values',
      description: `Our mission at ${hotel.name}: a warm, clean and safe place to rest, and a good neighbour. Our values, from Love & Care to Service with Soul.`,
    },
    contact: {
      title: 'Contact Us',
      description: `Call, email or visit ${hotel.name} at ${hotel.address.lines.join(', ')}, or send us a message from this page.`,
    },
    confirmation: {
      title: 'Your Reservation',
      description: `The reservation requests you sent to ${hotel.name} from this device, their reference and their status.`,
    },
    /** A stay's own page (issue 53): a private link, kept out of search results. */
    stay: {
      title: 'Your Stay',
      description: `Your stay at ${hotel.name}: its price, what is paid and what is due, and your receipts.`,
    },
    /** Unknown paths and routing errors. */
    error: {
      title: 'Error Page',
      description: `This page of ${hotel.name} does not exist, or something went wrong.`,
    },
  },

  // The hotel's payment and cancellation policy in words (issue 53: src/lib/policy-words.ts): the
  // Rates page, the dialog's line before Reserve, the stay page. English takes the contract's
  // words, which the console and the CLI speak too.
  policy: ENGLISH_POLICY_WORDS,

  // A confirmed stay's own page (issue 53): src/features/stay/.
  stay: {
    loading: 'Loading your stay...',
    /** `phone`: the hotel's. */
    notFound: (phone: string) =>
      `There is no stay at this address. Please check the link the hotel sent you, or call us on ${phone}.`,
    offline:
      'You are offline. This page needs a connection to show your stay: please try again when you are online.',
    /** Offline, with what this device last read. `moment`: when. */
    offlineKept: (moment: string) =>
      `You are offline: this is your stay as this device last read it, ${moment}.`,
    failed: 'Your stay could not be loaded just now. Please try again in a moment.',
    tryAgain: 'Try again',
    reference: 'Reference',
    status: 'Status',
    /** A stay's status once confirmed (the page exists from then on). */
    states: { confirmed: 'Confirmed', cancelled: 'Cancelled', declined: 'Declined' },
    guests: 'Guests',
    priceTitle: 'Price',
    noPrice: 'The hotel will tell you the price of this stay.',
    moneyTitle: 'Payment',
    paid: 'Paid',
    refunded: 'Refunded',
    due: 'Still to pay',
    /** `moment`: a date and time on the hotel's clock. */
    depositDue: (amount: string, moment: string) => `Deposit: ${amount} by ${moment}.`,
    /** `date`: a day ("10 December 2026"). */
    balanceDue: (amount: string, date: string) => `The rest, ${amount}, by ${date}.`,
    paidInFull: 'Paid in full. Thank you!',
    cancelled: 'This stay is cancelled: there is nothing to pay.',
    declined: 'The hotel could not accept this request: there is nothing to pay.',
    policyTitle: 'Payment and cancellation',
    receiptsTitle: 'Receipts',
    /** After a receipt's number: what it was, when. */
    receiptLine: (what: string, date: string) => `: ${what}, ${date}`,
    payment: (amount: string, method: string) => `${amount} paid by ${method}`,
    refund: (amount: string, method: string) => `${amount} refunded by ${method}`,
    methods: { paystack: 'Paystack', cash: 'cash', card: 'card', transfer: 'bank transfer' },
    /** A receipt's PDF link: its visible word is `receiptPdf`, its name says which receipt. */
    receiptPdf: 'PDF',
    receiptPdfLabel: (number: string) => `Receipt ${number}, PDF`,
    /** "Pay ₦X": the deposit left, else what is due (the server decides the amount). */
    pay: (amount: string) => `Pay ${amount}`,
    payNote:
      "You pay on Paystack's secure page (card, bank transfer or USSD), then come back here. Your card never reaches the hotel.",
    email: 'Email',
    emailHint: 'Paystack sends your receipt to this address.',
    emailProblem: 'Please enter an email address such as name@example.com.',
    opening: 'Opening Paystack...',
    payFailed: 'The payment could not be started. Please try again in a moment.',
    payOffline: 'Paying needs a connection. Please try again when you are online.',
    bankTitle: 'Pay by bank transfer',
    bank: 'Bank',
    accountName: 'Account name',
    accountNumber: 'Account number',
    transferReference: 'Write on the transfer',
    bankNote:
      'The hotel checks its account and records your transfer by hand: it shows here once it is recorded.',
    /** Back from Paystack: what the hotel's server found. */
    returned: {
      counted: 'Thank you: your payment went through.',
      already: 'Thank you: your payment went through.',
      waiting: "Waiting for Paystack's word on your payment...",
      notYet:
        'Paystack has not confirmed your payment yet. If you paid, it will show here: refresh this page in a few minutes.',
      failed: 'The payment did not go through, and nothing was charged. You may try again.',
      mismatch:
        'Your payment did not match what the stay asks: the hotel has been told and will contact you.',
    },
    refresh: 'Refresh',
    /** Cancelling from the stay page: what comes back is said first (the stay's policy). */
    cancelTitle: 'Cancel this stay',
    /** `until`: the last free day; `refund`: what would come back now, or undefined (nothing paid). */
    cancelFree: (until: string, refund?: string) =>
      `Cancellation is free until ${until}.${refund ? ` If you cancel now, ${refund} comes back to you.` : ''}`,
    cancelLate: (fee: string, refund?: string) =>
      `Cancelling now costs ${fee} under the hotel's policy${refund ? `; ${refund} comes back to you` : ''}.`,
    cancel: 'Cancel my stay',
    cancelSure: 'Yes, cancel my stay',
    keep: 'Keep my stay',
    cancelFailed: 'Your stay could not be cancelled just now. Please try again, or call us.',
  },

  // What the guest is told when the hotel answers (the push, the text message): the server's.
  guestNotice: {
    /**
     * `12 to 14 Dec 2026`; `29 Nov to 2 Dec 2026`; `30 Dec 2026 to 2 Jan 2027`: `from` says only
     * what `to` does not (the dates in the hotel's forms: contract/date-format.ts).
     */
    span: (from: string, to: string) => `${from} to ${to}`,
    title: {
      confirmed: 'Your request is confirmed',
      declined: 'Your request was declined',
      cancelled: 'Your request was cancelled',
      expired: 'Your request expired',
      reinstated: 'Your stay is confirmed again',
    },
    /** After "<facility>, <dates>: your request ". */
    state: {
      confirmed: 'is confirmed. We look forward to welcoming you.',
      declined: "could not be accepted. The hotel's note is on your request.",
      cancelled: "was cancelled by the hotel. The hotel's note is on your request.",
      expired:
        'expired before the hotel could answer. Its dates are free again: you may send a new request.',
      /** A stay the hotel had cancelled, put back. */
      reinstated:
        'is confirmed again: the hotel has put back your stay. We look forward to welcoming you.',
    },
    body: (facility: string, dates: string, state: string) =>
      `${facility}, ${dates}: your request ${state}`,
    reference: (ref: string) => `Ref ${ref}.`,
    /** A reminder before a deposit's deadline or the balance's date (issue 53). */
    payment: {
      title: 'Payment due',
      deposit: (facility: string, dates: string, amount: string, by: string) =>
        `${facility}, ${dates}: the deposit of ${amount} is due by ${by}, or the booking may be cancelled.`,
      balance: (facility: string, dates: string, amount: string, by: string) =>
        `${facility}, ${dates}: the rest, ${amount}, is due by ${by}.`,
    },
  },
}
