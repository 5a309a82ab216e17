// The units' names as an owner types them: one a line, or on one line separated by commas (a name
// may hold a comma when each has its line: "Suite 1, sea view"). What the server would refuse is
// said here first, in words, beside the field.
import { UNIT_NAME_MAX, UNITS_MAX } from '../../../../contract/frontdesk'

export type ParsedNames =
  { names: string[]; problem?: undefined } | { names?: undefined; problem: string }

export function parseUnitNames(text: string): ParsedNames {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '')
  const parts = lines.length > 1 ? lines : text.split(',')
  const names = parts.map((part) => part.trim().replace(/\s+/g, ' ')).filter(Boolean)
  if (names.length === 0) return { problem: 'Write at least one name.' }
  if (names.length > UNITS_MAX) return { problem: `At most ${UNITS_MAX} names.` }
  const long = names.find((name) => name.length > UNIT_NAME_MAX)
  if (long) return { problem: `“${long}” is longer than ${UNIT_NAME_MAX} characters.` }
  const seen = new Set<string>()
  for (const name of names) {
    const key = name.toLocaleLowerCase()
    if (seen.has(key)) return { problem: `“${name}” is written twice: each unit needs its own.` }
    seen.add(key)
  }
  return { names }
}
