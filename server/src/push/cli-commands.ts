// The staff's `push keys|rotate-keys` (server/src/cli.ts): the Web Push key pairs the hotel signs
// with. A rotation keeps the old pair signing for the subscriptions made with it.
import type { PushService } from './push'
import type { TimedCommandOptions } from '../cli-command-options'

export const PUSH_USAGE = `  push keys                 the Web Push public key browsers subscribe with (made on first use),
                            and any retired key still signing for older subscriptions
  push rotate-keys          a new key pair for new subscriptions; the old pair keeps signing for
                            the subscriptions made with it until they are gone`

export type PushCommandOptions = TimedCommandOptions

export async function pushCommand(
  push: PushService,
  command: string | undefined,
  options: PushCommandOptions,
): Promise<void> {
  if (command === 'rotate-keys') {
    const made = await push.rotateKeys()
    console.log(`New push key ${made.key_id}; new subscriptions use it.`)
  } else if (command === 'keys') {
    await push.currentKey() // made here on a database that has none yet
  } else throw options.usage(`Unknown command: push ${command ?? ''}`)
  const { time } = options
  const keys = await push.listKeys()
  for (const key of keys) {
    const state = key.retired_at ? `retired ${time(key.retired_at)}` : 'current'
    console.log(
      `${key.key_id}  ${state}, made ${time(key.created_at)}, ${Number(key.subscriptions)} subscription(s)`,
    )
    console.log(`  public key: ${key.public_key}`)
  }
}
