// What the database keeps of a staff secret (a session id, an invite token): its SHA-256, never
// the secret itself, which is handed out once (a cookie, a link). And how a new one is made.
import { createHash, randomBytes } from 'node:crypto'

/** SHA-256 hex: what the database keeps of a session id or an invite token. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex')
export const newSecret = () => randomBytes(32).toString('base64url')
