// Every query of the console under one key, so live updates and sign-out reach them all.
export interface RequestFilters {
  q: string
  status: string
  facility: string
}

export const staffKeys = {
  all: ['staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  /** An invite link's lookup: of that moment, never kept in the saved copy (lib/saved-copy.ts). */
  invite: () => [...staffKeys.all, 'invite'] as const,
  inbox: () => [...staffKeys.all, 'inbox'] as const,
  requests: (filters: RequestFilters) => [...staffKeys.all, 'requests', filters] as const,
  request: (ref: string) => [...staffKeys.all, 'request', ref] as const,
  /** A stay's money: what it owes, its payments and refunds (issue 53). */
  money: (ref: string) => [...staffKeys.all, 'money', ref] as const,
  /** The stays that still owe money (issue 53): the inbox's list. */
  moneyDue: () => [...staffKeys.all, 'money-due'] as const,
  /** The hotel's payment policy and taxes (issue 53, owners). */
  paymentPolicy: () => [...staffKeys.all, 'payment-policy'] as const,
  taxes: () => [...staffKeys.all, 'taxes'] as const,
  facilities: () => [...staffKeys.all, 'facilities'] as const,
  catalogue: () => [...staffKeys.all, 'catalogue'] as const,
  /** A facility's rate rules (issue 40, owners). */
  rates: (facilityId: string) => [...staffKeys.all, 'rates', facilityId] as const,
  calendar: (from: string, days: number) => [...staffKeys.calendars(), from, days] as const,
  /** Every window of the calendar: what a stay's move on its page changes. */
  calendars: () => [...staffKeys.all, 'calendar'] as const,
  /** The front desk's day (issue 54): `date` as asked, 'today' for the hotel's today. */
  today: (date: string) => [...staffKeys.all, 'today', date] as const,
  people: () => [...staffKeys.all, 'people'] as const,
  /** The links to booking sites and the hotel's feeds (issue 39, owners). */
  channels: () => [...staffKeys.all, 'channels'] as const,
  messages: () => [...staffKeys.all, 'messages'] as const,
  notifications: (failedOnly: boolean) => [...staffKeys.all, 'notifications', failedOnly] as const,
  /** The signed-in person's phones told of new requests (issue 37). */
  phones: () => [...staffKeys.all, 'phones'] as const,
  /** The hotel's units by their names, with their housekeeping states (issue 54). */
  units: () => [...staffKeys.all, 'units'] as const,
  /** The units in the order to clean them on a day ('' for the hotel's today). */
  housekeeping: (date: string) => [...staffKeys.all, 'housekeeping', date] as const,
  /** The owner's month in figures (issue 55): `YYYY-MM`, or 'now' for the hotel's month. */
  numbers: (month: string) => [...staffKeys.all, 'numbers', month] as const,
}
