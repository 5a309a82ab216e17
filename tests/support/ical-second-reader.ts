// A second iCal reader for the tests of the hotel's feeds (issue 39): the `ical` package (a
// devDependency, independent of ical.js, the house's reader), as far as these tests use it.
import { createRequire } from 'node:module'

/** One entry of `ical`'s reading (it ships no types). */
export interface SecondReaderEvent {
  type: string
  uid: string
  summary: string
  start: Date
  end: Date
}

export const secondReader = createRequire(import.meta.url)('ical') as {
  parseICS(text: string): Record<string, SecondReaderEvent>
}

/** `ical` reads an all-day date as local midnight: its day is read back in local time. */
export const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
