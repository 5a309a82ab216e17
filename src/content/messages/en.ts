// The site's texts in English: the reference every other language's file follows, key for key
// (./index.ts types them: a missing or extra key fails `npm run check`). Issue 31 moves the
// site's words here, area by area; the first area is what the guest is told when the hotel
// answers (issue 30: the push notification and the text message), which the server speaks in the
// language the request was made in.
import { enUS } from 'date-fns/locale/en-US'

/** date-fns's words for dates in this language (src/lib/dates.ts). */
export const dateLocale = enUS

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
    },
  },

  // The pages' own words (home, about us, mission, rates, contact, services and its catalogue):
  // src/routes/, src/features/contact/, src/features/facilities/.
  pages: {},

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
