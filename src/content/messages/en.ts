// The site's texts in English: the reference every other language's file follows, key for key
// (./index.ts types them: a missing or extra key fails `npm run check`). Issue 31 moves the
// site's words here, area by area; the first area is what the guest is told when the hotel
// answers (issue 30: the push notification and the text message), which the server speaks in the
// language the request was made in.
export const en = {
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
