import { PushKey } from '../../../../contract/push'
import { api } from '../../../lib/api-client'

const KEY_TIMEOUT_MS = 15_000

/** The hotel's public key for Web Push: the browser's subscription is made for it. */
export async function readPushKey(): Promise<string> {
  const key = await api.get('/push/key', PushKey, AbortSignal.timeout(KEY_TIMEOUT_MS))
  return key.publicKey
}
