// The words of the message the console writes for a guest to open in WhatsApp or their phone's
// messages app (src/staff/lib/guest-message.ts), in each of the site's languages: the guest reads
// it in the language they booked in, while the console around it speaks the staff's English.
// Apart from the site's language files (./messages/) so the console loads these few sentences,
// not every page's words in every language. A language added to ./messages/default.ts's list
// without its words here does not compile.
import type { SiteLanguage } from './messages/default'
import type { StayUnit } from '../../contract/stay-rules'

export interface GuestMessageWords {
  /** "Hello Ada, this is Hearth House." */
  hello(name: string, hotel: string): string
  /** The stay's dates, as Intl's short forms: two ends ("4" and "6 Mar 2026") or one date. */
  dates(start: string, end?: string): string
  /** "2 nights", "1 day". */
  length(count: number, unit: StayUnit): string
  /** "Garden Room, 4 – 6 Mar 2026, 2 nights". */
  stay(facility: string, dates: string, length: string): string
  // What follows the greeting, for the request's state; `reference` and `note` when there is one.
  confirmed(stay: string, reference?: string): string
  declined(stay: string, note?: string): string
  cancelled(stay: string, note?: string, reference?: string): string
  expired(stay: string, reference?: string): string
  received(stay: string, reference?: string): string
  /**
   * The stay's payment link (issue 53): what is due and by when ("₦30,000", "12 Jun 2026"), and
   * the stay's own page where the guest pays it and finds the receipts.
   */
  payment(stay: string, due: string, by: string, link: string): string
}

/** Sentences one after the other, the ones not said left out. */
const sentences = (...said: (string | false | undefined)[]) => said.filter(Boolean).join(' ')

const en: GuestMessageWords = {
  hello: (name, hotel) => `Hello ${name}, this is ${hotel}.`,
  dates: (start, end) => (end === undefined ? start : `${start} – ${end}`),
  length: (count, unit) => `${count} ${unit}${count === 1 ? '' : 's'}`,
  stay: (facility, dates, length) => `${facility}, ${dates}, ${length}`,
  confirmed: (stay, reference) =>
    sentences(
      `Your stay is confirmed: ${stay}.`,
      reference && `Your reference is ${reference}.`,
      'We look forward to welcoming you.',
    ),
  declined: (stay, note) =>
    sentences(`We are sorry, we cannot take your request for ${stay}.`, note),
  cancelled: (stay, note, reference) =>
    sentences(
      `Your stay (${stay}) has been cancelled.`,
      note,
      reference && `Your reference is ${reference}.`,
    ),
  expired: (stay, reference) =>
    sentences(
      `Your request for ${stay} was not answered in time, and we are sorry.`,
      reference && `Your reference is ${reference}.`,
      'Call or write to us and we will help.',
    ),
  received: (stay, reference) =>
    sentences(`We have your request for ${stay}.`, reference && `Your reference is ${reference}.`),
  payment: (stay, due, by, link) =>
    sentences(
      `For your stay (${stay}), ${due} is due by ${by}.`,
      `You can pay it and find your receipts on your stay's page: ${link}`,
    ),
}

// French typography: a no-break space before a colon, as the site's French pages write it.
const fr: GuestMessageWords = {
  hello: (name, hotel) => `Bonjour ${name}, ici ${hotel}.`,
  dates: (start, end) => (end === undefined ? `le ${start}` : `du ${start} au ${end}`),
  length: (count, unit) => `${count} ${unit === 'night' ? 'nuit' : 'jour'}${count > 1 ? 's' : ''}`,
  stay: (facility, dates, length) => `${facility}, ${dates}, ${length}`,
  confirmed: (stay, reference) =>
    sentences(
      `Votre séjour est confirmé\u00a0: ${stay}.`,
      reference && `Votre référence\u00a0: ${reference}.`,
      'Au plaisir de vous accueillir.',
    ),
  declined: (stay, note) =>
    sentences(
      `Nous sommes désolés, nous ne pouvons pas accepter votre demande pour ${stay}.`,
      note,
    ),
  cancelled: (stay, note, reference) =>
    sentences(
      `Votre séjour (${stay}) a été annulé.`,
      note,
      reference && `Votre référence\u00a0: ${reference}.`,
    ),
  expired: (stay, reference) =>
    sentences(
      `Votre demande pour ${stay} n'a pas reçu de réponse à temps, et nous en sommes désolés.`,
      reference && `Votre référence\u00a0: ${reference}.`,
      'Appelez-nous ou écrivez-nous, nous vous aiderons.',
    ),
  received: (stay, reference) =>
    sentences(
      `Nous avons bien reçu votre demande pour ${stay}.`,
      reference && `Votre référence\u00a0: ${reference}.`,
    ),
  payment: (stay, due, by, link) =>
    sentences(
      `Pour votre séjour (${stay}), il reste ${due} à régler avant le ${by}.`,
      `Vous pouvez payer et retrouver vos reçus sur la page de votre séjour\u00a0: ${link}`,
    ),
}

export const GUEST_MESSAGE_WORDS: Readonly<Record<SiteLanguage, GuestMessageWords>> = { en, fr }
