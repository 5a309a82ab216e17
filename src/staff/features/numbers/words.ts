// The owner's figures in the hotel's two languages (issue 55: "both languages"): the rest of the
// console speaks English (its words are in its components), but the month's and the year's
// figures are what an owner reads, shows a partner or a bank, and the site is written in English
// and French (src/content/messages). The person picks the language on the screen; the choice is
// kept in a cookie (contract/staff-paths.ts NUMBERS_LANGUAGE_COOKIE) that the page's server reads
// too, so the month it draws is in the same language as the console's own (without the cookie,
// English on both). Numbers, amounts, months and dates in the hotel's forms of that language
// (contract/date-format.ts: fr-NG writes ₦45 000,50 and 28,3).
import { useSyncExternalStore } from 'react'
import { dateLocale } from '../../../../contract/date-format'
import { hotelDateFormats } from '../../../../contract/hotel-time'
import { formatMoney } from '../../../../contract/rates'
import {
  consolePageCookie,
  cookieIn,
  NUMBERS_LANGUAGE_COOKIE,
  NUMBERS_LANGUAGES,
  type NumbersLanguage,
} from '../../../../contract/staff-paths'
import { hotel } from '../../../content/hotel'

export interface NumbersWords {
  /** The language's own name, on its switch. */
  name: string
  title: string
  ownersOnly: string
  loadingMonth: string
  loadingYear: string
  monthsNav: string
  yearsNav: string
  language: string
  soFar: string
  updating: string
  occupancy: string
  nightsOf: (sold: number, available: number) => string
  adr: string
  revpar: string
  booked: string
  received: string
  refunded: string
  daysTitle: string
  daysLabel: (month: string, sold: number, imported: number, available: number) => string
  daysTable: string
  date: string
  soldHere: string
  bookingSites: string
  couldBeSold: string
  facilitiesTitle: string
  facilitiesLabel: string
  facilitiesTable: string
  facility: string
  nightsSold: string
  someOf: (sold: number, available: number) => string
  sourcesTitle: string
  sourcesTable: string
  from: string
  nights: string
  share: string
  thisSite: string
  theDesk: string
  requestsTitle: string
  requestsNote: (month: string) => string
  requestsTable: string
  arriving: string
  confirmed: string
  declined: string
  cancelled: string
  leadTime: string
  leadDays: (days: number, written: string) => string
  pickupTitle: string
  pickupNone: string
  pickupLabel: (month: string, total: number) => string
  pickupTable: string
  weekOf: string
  requests: string
  requestCount: (count: number) => string
  theYear: (year: string) => string
  yearLabel: (year: string) => string
  yearTable: (year: string) => string
  month: string
  yearTotal: string
  download: (year: string) => string
  downloadNote: string
}

const en: NumbersWords = {
  name: 'English',
  title: 'Numbers',
  ownersOnly: "Only an owner of the hotel sees the hotel's figures.",
  loadingMonth: 'Loading the month…',
  loadingYear: 'Loading the year…',
  monthsNav: 'Months',
  yearsNav: 'Years',
  language: 'Language of the figures',
  soFar: 'on the books so far',
  updating: 'updating…',
  occupancy: 'Occupancy',
  nightsOf: (sold, available) => `${sold} of ${available} nights`,
  adr: 'Average rate (ADR)',
  revpar: 'Revenue per available night (RevPAR)',
  booked: 'Booked',
  received: 'Received',
  refunded: 'Refunded',
  daysTitle: 'Nights, day by day',
  daysLabel: (month, sold, imported, available) =>
    `Nights of each day of ${month}: ${sold} sold here and ${imported} by booking sites, of ${available}. The table below has each day.`,
  daysTable: 'Nights of each day',
  date: 'Date',
  soldHere: 'Sold here',
  bookingSites: 'Booking sites',
  couldBeSold: 'Could be sold',
  facilitiesTitle: 'By facility',
  facilitiesLabel: "How full each facility was. The table below has each one's nights and revenue.",
  facilitiesTable: "Each facility's month",
  facility: 'Facility',
  nightsSold: 'Nights sold',
  someOf: (sold, available) => `${sold} of ${available}`,
  sourcesTitle: 'Where the nights came from',
  sourcesTable: 'Nights by where they came from',
  from: 'From',
  nights: 'Nights',
  share: 'Share',
  thisSite: 'This site',
  theDesk: 'The desk',
  requestsTitle: 'Requests',
  requestsNote: (month) =>
    `Those arriving in ${month}, as they stand now; the lead time is from the request to the arrival, for those confirmed.`,
  requestsTable: "The month's requests",
  arriving: 'Arriving',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  leadTime: 'Lead time',
  leadDays: (days, written) => `${written} day${days === 1 ? '' : 's'} on average`,
  pickupTitle: "Pickup: requests for this month's nights, week by week",
  pickupNone: "No request for this month's nights yet.",
  pickupLabel: (month, total) =>
    `Requests for ${month}'s nights, added up week by week: ${total} in all. The table below has each week.`,
  pickupTable: 'Requests by the week they came in',
  weekOf: 'Week of',
  requests: 'Requests',
  requestCount: (count) => `${count} request${count === 1 ? '' : 's'}`,
  theYear: (year) => `The year ${year}`,
  yearLabel: (year) =>
    `Occupancy of each month of ${year}. The table below has each month's figures.`,
  yearTable: (year) => `Each month of ${year}`,
  month: 'Month',
  yearTotal: 'The year',
  download: (year) => `Download ${year}'s stays (CSV)`,
  downloadNote: 'One row per stay, for the accountant; it opens in a spreadsheet.',
}

const fr: NumbersWords = {
  name: 'Français',
  title: 'Chiffres',
  ownersOnly: 'Seul un propriétaire de l’hôtel voit les chiffres de l’hôtel.',
  loadingMonth: 'Chargement du mois…',
  loadingYear: 'Chargement de l’année…',
  monthsNav: 'Mois',
  yearsNav: 'Années',
  language: 'Langue des chiffres',
  soFar: 'réservé à ce jour',
  updating: 'mise à jour…',
  occupancy: 'Taux d’occupation',
  nightsOf: (sold, available) => `${sold} nuits sur ${available}`,
  adr: 'Prix moyen par nuit (ADR)',
  revpar: 'Revenu par nuit disponible (RevPAR)',
  booked: 'Réservé',
  received: 'Encaissé',
  refunded: 'Remboursé',
  daysTitle: 'Les nuits, jour par jour',
  daysLabel: (month, sold, imported, available) =>
    `Les nuits de chaque jour de ${month} : ${sold} vendues ici et ${imported} par les sites de réservation, sur ${available}. Le tableau ci-dessous donne chaque jour.`,
  daysTable: 'Les nuits de chaque jour',
  date: 'Date',
  soldHere: 'Vendues ici',
  bookingSites: 'Sites de réservation',
  couldBeSold: 'Disponibles',
  facilitiesTitle: 'Par hébergement',
  facilitiesLabel:
    'Le remplissage de chaque hébergement. Le tableau ci-dessous donne ses nuits et son chiffre d’affaires.',
  facilitiesTable: 'Le mois de chaque hébergement',
  facility: 'Hébergement',
  nightsSold: 'Nuits vendues',
  someOf: (sold, available) => `${sold} sur ${available}`,
  sourcesTitle: 'D’où viennent les nuits',
  sourcesTable: 'Les nuits selon leur provenance',
  from: 'Provenance',
  nights: 'Nuits',
  share: 'Part',
  thisSite: 'Ce site',
  theDesk: 'La réception',
  requestsTitle: 'Demandes',
  requestsNote: (month) =>
    `Celles dont l’arrivée tombe en ${month}, telles qu’elles sont aujourd’hui ; le délai va de la demande à l’arrivée, pour celles confirmées.`,
  requestsTable: 'Les demandes du mois',
  arriving: 'Arrivées',
  confirmed: 'Confirmées',
  declined: 'Refusées',
  cancelled: 'Annulées',
  leadTime: 'Délai de réservation',
  leadDays: (days, written) => `${written} jour${days < 2 ? '' : 's'} en moyenne`,
  pickupTitle: 'Rythme des réservations : demandes pour les nuits du mois, semaine par semaine',
  pickupNone: 'Aucune demande pour les nuits de ce mois pour l’instant.',
  pickupLabel: (month, total) =>
    `Les demandes pour les nuits de ${month}, cumulées semaine par semaine : ${total} en tout. Le tableau ci-dessous donne chaque semaine.`,
  pickupTable: 'Les demandes selon la semaine de leur arrivée',
  weekOf: 'Semaine du',
  requests: 'Demandes',
  requestCount: (count) => `${count} demande${count < 2 ? '' : 's'}`,
  theYear: (year) => `L’année ${year}`,
  yearLabel: (year) =>
    `Le taux d’occupation de chaque mois de ${year}. Le tableau ci-dessous donne les chiffres de chaque mois.`,
  yearTable: (year) => `Chaque mois de ${year}`,
  month: 'Mois',
  yearTotal: 'L’année',
  download: (year) => `Télécharger les séjours de ${year} (CSV)`,
  downloadNote: 'Une ligne par séjour, pour le comptable ; il s’ouvre dans un tableur.',
}

export const NUMBERS_WORDS: Record<NumbersLanguage, NumbersWords> = { en, fr }

/** What a render with no document (the server's, first-screen.tsx) draws in. */
let drawnLanguage: NumbersLanguage = 'en'

/** The server draws the figures in the language the console's cookie says. */
export function drawInLanguage(language: NumbersLanguage) {
  drawnLanguage = language
}

/** The language the cookie holds, English without one (or with something else). */
function cookieLanguage(): NumbersLanguage {
  const value = cookieIn(document.cookie, NUMBERS_LANGUAGE_COOKIE)
  return NUMBERS_LANGUAGES.find((language) => language === value) ?? 'en'
}

const listeners = new Set<() => void>()

/** The person's choice: kept for a year, on the console's pages only (never read by the API). */
export function chooseNumbersLanguage(language: NumbersLanguage) {
  document.cookie = consolePageCookie(
    NUMBERS_LANGUAGE_COOKIE,
    language,
    location.protocol === 'https:',
  )
  for (const notify of listeners) notify()
}

/** The figures' language now. */
export function useNumbersLanguage(): NumbersLanguage {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify)
      return () => listeners.delete(notify)
    },
    cookieLanguage,
    () => drawnLanguage,
  )
}

const formatsMade = new Map<NumbersLanguage, ReturnType<typeof makeFormats>>()

/** The formats of the figures in `language`, in the hotel's forms of it (made once each). */
export function numbersFormats(language: NumbersLanguage) {
  let formats = formatsMade.get(language)
  if (!formats) formatsMade.set(language, (formats = makeFormats(language)))
  return formats
}

function makeFormats(language: NumbersLanguage) {
  const locale = dateLocale(language, hotel.address.country)
  const dates = hotelDateFormats(language, hotel.address.country)
  const percentFormat = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  })
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  /** A month (`YYYY-MM`) in one of Intl's forms, on UTC's calendar (a month is a date here). */
  const monthIn = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
    return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`))
  }
  const longMonth = monthIn({ month: 'long', year: 'numeric' })
  const shortMonth = monthIn({ month: 'short', year: 'numeric' })
  return {
    locale,
    /** 0.4667 as "46.7%" (fr: "46,7 %"). */
    percent: (fraction: number) => percentFormat.format(fraction),
    /** 28.3 as "28.3" (fr: "28,3"). */
    decimal: (n: number) => decimal.format(n),
    money: (amount: number | null, currency: string) =>
      amount === null ? '—' : formatMoney(amount, currency, locale),
    /** "November 2026" ("novembre 2026"); `short`: "Nov 2026", the months' links on a phone. */
    monthName: (month: string, width: 'long' | 'short' = 'long') =>
      width === 'long' ? longMonth(month) : shortMonth(month),
    /** "November" ("novembre"): a month in its year's table. */
    monthOnly: monthIn({ month: 'long' }),
    /** "N": a month under its column in the year's picture. */
    monthInitial: monthIn({ month: 'narrow' }),
    shortDate: (date: string, thisYear?: string) => dates.shortDate(date, thisYear),
  }
}
export type NumbersFormats = ReturnType<typeof numbersFormats>
