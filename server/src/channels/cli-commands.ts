// The staff's `channels add|list|remove|sync` (server/src/cli.ts, issue 39): the links of the
// facilities' units to outside calendars. `add` prints the link's id and the export URL to give
// that booking site each alone on its line (to be copied whole), then imports the feed once and
// says how it went. `list` never prints a feed's full URL, only its host: the URL is the booking
// site's secret for the hotel's calendar there. `sync` imports every feed now and exits 1 if any
// failed (for a script or a cron that checks). The URL check, the unit's choice and the import
// itself are the rules' (rules.ts, sync.ts); the words are here.
import { nightsFrom, warningsOf } from './console-view'
import type { Config } from '../config'
import type { FacilitiesRepository } from '../facilities/repository'
import { hotelToday } from '../hotel-dates'
import { serverOrigin } from '../running-server'
import { linkExportUrl } from './export-urls'
import type { ChannelLinkRow, ChannelsRepository } from './repository'
import type { ChannelRules } from './rules'
import type { ChannelSync } from './sync'
import type { TimedCommandOptions } from '../cli-command-options'

export const CHANNELS_USAGE = `  channels add <facility id> <url> [--name Airbnb] [--unit N]
                 links an outside calendar's feed (its iCal export link) to a unit of the
                 facility (default: the first unit with no link yet), prints the link's id and
                 the export URL to give that site, and imports the feed once
  channels list [--json]                   every link: its unit, name, feed's host, last import
  channels remove <link id>                unlinks it: the nights it blocked are free again
  channels sync                            imports every feed now; exit 1 if any failed`

export interface ChannelsCommandOptions extends TimedCommandOptions {
  channels: ChannelRules
  store: ChannelsRepository
  sync: ChannelSync
  facilities: Pick<FacilitiesRepository, 'list'>
  name: string | undefined
  unit: string | undefined
  json: boolean
  config: Pick<
    Config,
    'PUBLIC_URL' | 'PORT' | 'DATA_DIR' | 'HOTEL_TIMEZONE' | 'CHANNEL_SYNC_MINUTES'
  >
  now: () => Date
}

/** The feed's host: what the staff may read of its URL (the rest is the booking site's secret). */
export function feedHost(url: string): string {
  const https = url.trim().replace(/^webcals?:\/\//i, 'https://')
  return URL.canParse(https) ? new URL(https).host : '?'
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

type Described = (link: ChannelLinkRow, names: Map<string, string>) => string

interface Context {
  o: ChannelsCommandOptions
  today: string
  facilityNames: () => Promise<Map<string, string>>
  described: Described
}

export async function channelsCommand(
  command: string | undefined,
  args: string[],
  o: ChannelsCommandOptions,
): Promise<void> {
  const context: Context = {
    o,
    today: hotelToday(o.config.HOTEL_TIMEZONE)(o.now()),
    facilityNames: async () =>
      new Map((await o.facilities.list()).map((f) => [f._id, f.name] as const)),
    described: (link, names) =>
      `${link.name} (unit ${link.unit} of ${names.get(link.facility_id) ?? link.facility_id})`,
  }
  if (command === 'add') return addCommand(args, context)
  if (command === 'list') return listCommand(context)
  if (command === 'remove') return removeCommand(args, context)
  if (command === 'sync') return syncCommand(context)
  throw o.usage(`Unknown command: channels ${command ?? ''}\n\n${CHANNELS_USAGE}`)
}

async function addCommand(args: string[], { o, facilityNames, described }: Context) {
  const [facilityId, url] = args
  if (!facilityId || !url) {
    throw o.usage(`channels add needs the facility's id and the feed's URL\n\n${CHANNELS_USAGE}`)
  }
  let unit: number | undefined
  if (o.unit !== undefined) {
    if (!/^\d+$/.test(o.unit)) throw o.usage(`--unit must be a unit's number, not ${o.unit}`)
    unit = Number(o.unit)
  }
  const link = await o.channels.addLink(facilityId, { url, name: o.name, unit })
  console.log(`Linked ${feedHost(url)} to ${described(link, await facilityNames())}. Its id:`)
  console.log(link.id)
  // Where the booking site will read the hotel's nights: the public address, else the server's.
  const origin = o.config.PUBLIC_URL ?? serverOrigin(o.config)
  const secret = await o.channels.exportSecret(facilityId)
  console.log(`Give ${link.name} this export URL (its unit's nights, without its own):`)
  console.log(linkExportUrl(origin, facilityId, secret, link.id))
  const result = await o.sync.syncLink(link.id)
  console.log(
    result.ok
      ? `Imported: ${plural(result.nights, 'night')} blocked by ${link.name}.`
      : `Not imported yet (tried again every ${o.config.CHANNEL_SYNC_MINUTES} minutes): ${result.error}`,
  )
}

async function listCommand({ o, today, facilityNames }: Context) {
  const links = await o.store.links()
  const names = await facilityNames()
  const rows = await Promise.all(
    links.map(async (link) => ({
      id: link.id,
      facility_id: link.facility_id,
      facility: names.get(link.facility_id) ?? link.facility_id,
      unit: link.unit,
      name: link.name,
      host: feedHost(link.url),
      last_success_at: link.last_success_at,
      last_error: link.last_error,
      warnings: warningsOf(link),
      nights: nightsFrom(await o.store.blocksOfLink(link.id), today),
    })),
  )
  if (o.json) {
    console.log(JSON.stringify(rows, null, 2))
    return
  }
  if (rows.length === 0) {
    console.log(
      'No links to outside calendars yet. Link one: npm run admin -- channels add <facility id> <url> --name Airbnb',
    )
    return
  }
  const zone = o.config.HOTEL_TIMEZONE
  console.table(
    rows.map((r) => ({
      id: r.id,
      facility: r.facility,
      unit: r.unit,
      name: r.name,
      host: r.host,
      [`last import (${zone})`]: r.last_success_at ? o.time(r.last_success_at) : 'never',
      'last error': r.last_error ?? '',
      skipped: r.warnings.length,
      nights: r.nights,
    })),
  )
  // What the last imports skipped, in full: the table has room for a count only.
  for (const r of rows) {
    for (const warning of r.warnings) console.log(`${r.name} (${r.id}): ${warning}`)
  }
}

async function removeCommand(args: string[], { o, facilityNames, described }: Context) {
  const [id] = args
  if (!id) throw o.usage("channels remove needs the link's id (channels list shows it)")
  const link = await o.store.findLink(id)
  await o.channels.removeLink(id)
  const what = link ? described(link, await facilityNames()) : id
  console.log(`Removed ${what}: the nights it blocked are free again.`)
}

async function syncCommand({ o, today, facilityNames, described }: Context) {
  const links = new Map((await o.store.links()).map((l) => [l.id, l]))
  if (links.size === 0) {
    console.log('No links to outside calendars: nothing to import.')
    return
  }
  const names = await facilityNames()
  const results = await o.sync.syncAll()
  for (const r of results) {
    const link = links.get(r.linkId)
    const what = link ? described(link, names) : r.linkId
    const nights = plural(nightsFrom(await o.store.blocksOfLink(r.linkId), today), 'night')
    console.log(
      r.ok
        ? `${what}: imported, ${nights} blocked.`
        : `${what}: failed, ${r.error} (its ${nights} stay blocked)`,
    )
  }
  const failed = results.filter((r) => !r.ok).length
  if (failed > 0) {
    console.error(`${plural(failed, 'feed')} of ${results.length} failed.`)
    // Exit 1 once the database is closed (cli.ts): a cron or a script sees it.
    process.exitCode = 1
  }
}
