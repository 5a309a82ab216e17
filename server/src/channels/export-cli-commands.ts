// The staff's `channels export-url|rotate-secret <facility id>` (server/src/cli.ts): the addresses
// to give the booking sites, so that they close the nights taken here (issue 39's export). Each
// address is printed alone on its line, after a line saying what it is for, so it can be copied
// whole. They start with the address people reach the site at: a server running on this data
// folder, else PUBLIC_URL, else this machine's PORT (as `staff invite`).
import type { Config } from '../config'
import type { FacilitiesRepository } from '../facilities/repository'
import { facilityNotFound } from '../domain-errors'
import { serverOrigin } from '../running-server'
import { exportUrls } from './export-urls'
import type { ChannelRules } from './rules'
import type { CommandOptions } from '../cli-command-options'

export const CHANNEL_EXPORT_USAGE = `  channels export-url <facility id>
                 the addresses of the facility's feeds for the booking sites: the facility's,
                 each unit's (Booking.com: one per room of one unit) and each link's (its
                 unit without the nights imported from that link: give it to that site)
  channels rotate-secret <facility id>
                 new addresses for the facility's feeds: the old ones answer 404 from now on`

export interface ChannelExportCommandOptions extends CommandOptions {
  channels: ChannelRules
  facilities: FacilitiesRepository
  config: Pick<Config, 'DATA_DIR' | 'PUBLIC_URL' | 'PORT'>
}

export async function channelExportCommand(
  command: 'export-url' | 'rotate-secret',
  facilityId: string | undefined,
  { channels, facilities, config, usage }: ChannelExportCommandOptions,
): Promise<void> {
  if (!facilityId) {
    throw usage(`channels ${command} needs the facility's id (facilities list shows them)`)
  }
  const facility = await facilities.find(facilityId)
  if (!facility) throw facilityNotFound(facilityId)
  const secret =
    command === 'rotate-secret'
      ? await channels.rotateExportSecret(facilityId)
      : await channels.exportSecret(facilityId)
  const links = await channels.links(facilityId)
  const urls = exportUrls(serverOrigin(config), facilityId, secret, facility.capacity, links)
  if (command === 'rotate-secret') {
    console.log(`${facility.name}: new addresses. The old ones answer 404 from now on;`)
    console.log('give each booking site its new one.')
  } else {
    console.log(
      `${facility.name} (${facility.capacity} unit${facility.capacity === 1 ? '' : 's'}):`,
    )
  }
  console.log('The facility (every night any unit is taken):')
  console.log(urls.facility)
  urls.units.forEach((url, i) => {
    console.log(`Unit ${i + 1}:`)
    console.log(url)
  })
  for (const link of links) {
    console.log(
      `Link ${link.name} (${link.id}, unit ${link.unit}): give this one to ${link.name}, it leaves out what it sent us:`,
    )
    console.log(urls.links[link.id])
  }
}
