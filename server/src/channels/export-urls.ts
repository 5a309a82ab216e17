// The addresses of a facility's export feeds (issue 39): one for the facility, one per unit (for
// Booking.com's one-unit rule) and one per link (its unit, minus the nights imported from that
// link, so an import never goes back to the site it came from). The secret makes them unguessable.
const base = (origin: string, secret: string, facilityId: string) =>
  `${origin}/api/calendar/${encodeURIComponent(secret)}/${encodeURIComponent(facilityId)}`

export function linkExportUrl(origin: string, facilityId: string, secret: string, linkId: string) {
  return `${base(origin, secret, facilityId)}/link/${encodeURIComponent(linkId)}.ics`
}

export function exportUrls(
  origin: string,
  facilityId: string,
  secret: string,
  capacity: number,
  links: readonly { id: string }[],
): { facility: string; units: string[]; links: Record<string, string> } {
  return {
    facility: `${base(origin, secret, facilityId)}.ics`,
    units: Array.from(
      { length: capacity },
      (_, i) => `${base(origin, secret, facilityId)}/unit/${i + 1}.ics`,
    ),
    links: Object.fromEntries(
      links.map((l) => [l.id, linkExportUrl(origin, facilityId, secret, l.id)]),
    ),
  }
}
