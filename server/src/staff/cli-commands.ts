// The staff's `staff invite|list|revoke` (server/src/cli.ts): who may use the console. The
// invitation's link is printed alone on its own line, so it can be copied whole; its token is in
// the fragment (#...), which browsers never send: no server, proxy or Referer log ever holds it.
import { STAFF_PATH } from '../../../contract/staff'
import type { Config } from '../config'
import { serverOrigin } from '../running-server'
import type { StaffRules } from './rules'
import type { TimedCommandOptions } from '../cli-command-options'

export const STAFF_USAGE = `  staff invite --name "<name>" [--role owner|frontdesk|housekeeping]
                 prints a one-time link to create a passkey (good 24 h, for one device): the
                 first person is an owner, later ones frontdesk; an active person of that name
                 gets a new link (a lost or new device); housekeeping sees only the units
  staff list                               everyone: role, passkeys, last sign-in, state
  staff revoke <name or id>                ends their sessions at once, removes their passkeys`

export interface StaffCommandOptions extends TimedCommandOptions {
  name: string | undefined
  role: string | undefined
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'HOTEL_TIMEZONE' | 'DATA_DIR'>
}

/** Where the console is: PUBLIC_URL's origin, or this machine's port without it. */
export function consoleOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`
}

export function inviteLink(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, token: string): string {
  return `${consoleOrigin(config)}${STAFF_PATH}/invite#${token}`
}

export async function staffCommand(
  staff: StaffRules,
  command: string | undefined,
  arg: string | undefined,
  options: StaffCommandOptions,
): Promise<void> {
  const zone = options.config.HOTEL_TIMEZONE
  if (command === 'invite') {
    if (!options.name) throw options.usage('staff invite needs --name "<their name>"')
    const invite = await staff.invite({ name: options.name, role: options.role }, { kind: 'cli' })
    const who = `${invite.staff.name} (${invite.staff.role}${invite.created ? ', new' : ''})`
    console.log(
      `Invitation for ${who}, good until ${options.time(invite.expiresAt)} (${zone}), for one passkey:`,
    )
    // On the server running on this data folder, if one is: its port, not this shell's PORT.
    const origin = serverOrigin(options.config)
    console.log(inviteLink({ PUBLIC_URL: origin, PORT: options.config.PORT }, invite.token))
    if (!invite.created && options.role !== undefined && options.role !== invite.staff.role) {
      console.log(`Their role stays ${invite.staff.role}: an invitation does not change it.`)
    }
    console.log('Send it to them alone: whoever opens it first gets their passkey.')
    return
  }
  if (command === 'list') {
    const rows = await staff.list()
    if (rows.length === 0) {
      console.log(
        'No staff yet. Invite the first person: npm run admin -- staff invite --name "..."',
      )
      return
    }
    console.table(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        role: r.role,
        passkeys: r.passkeys,
        [`last sign-in (${zone})`]: r.last_sign_in ? options.time(r.last_sign_in) : '',
        state: r.revoked_at
          ? `revoked ${options.time(r.revoked_at)}`
          : r.passkeys === 0
            ? 'invited'
            : 'active',
      })),
    )
    return
  }
  if (command === 'revoke') {
    if (!arg) throw options.usage('staff revoke needs the name or id (staff list shows both)')
    const { staff: person, revoked } = await staff.revoke(arg, { kind: 'cli' })
    console.log(
      revoked
        ? `Revoked ${person.name} (${person.id}): their sessions are ended and their passkeys removed.`
        : `${person.name} (${person.id}) was already revoked.`,
    )
    return
  }
  throw options.usage(`Unknown command: staff ${command ?? ''}\n\n${STAFF_USAGE}`)
}
