// A passkey in software, for API tests without a browser: a P-256 key (node:crypto) making the
// responses `@simplewebauthn/browser` would send, with `fmt: none` attestation. What
// @simplewebauthn/server 13 checks (read in its verifyRegistrationResponse and
// verifyAuthenticationResponse): clientDataJSON's type, challenge and origin; authData's RP id
// hash, the UP and UV flags, the attested credential (AAGUID, id, COSE key) and no leftover bytes;
// an ES256 signature in DER (node's default for EC keys) over authData | SHA-256(clientDataJSON).
// Each `override` makes one thing wrong, so a test can show that one thing is refused.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'

// The few CBOR items a COSE key and an attestation object need (RFC 8949), shortest form as
// the library's encoder writes them (it re-encodes the key to find where it ends).
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n])
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n])
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff])
  throw new Error('too long for this little encoder')
}
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  const parts = [head(5, value.size)]
  for (const [k, v] of value) parts.push(cbor(k), cbor(v))
  return Buffer.concat(parts)
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url')

const UP = 0x01
const UV = 0x04
const AT = 0x40

export interface CeremonyOverrides {
  /** clientDataJSON's origin (default: the one the authenticator was made for). */
  origin?: string
  /** The RP id whose hash goes in authData (default: the options'). */
  rpId?: string
  /** User verified (default true). */
  uv?: boolean
  /** clientDataJSON's challenge (default: the options'). */
  challenge?: string
  /** Sign with another key than the registered one. */
  forge?: boolean
}

export interface SoftAuthenticator {
  /** The credential id, base64url. */
  id: string
  register(
    options: { challenge: string; rp: { id?: string } },
    override?: CeremonyOverrides,
  ): Record<string, unknown>
  assert(
    options: { challenge: string; rpId?: string },
    override?: CeremonyOverrides,
  ): Record<string, unknown>
}

/** A new passkey for `origin` (the RP id comes from the options, as a browser takes it). */
export function softAuthenticator(origin: string): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = randomBytes(16)
  const coseKey = cbor(
    new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  )
  const clientData = (type: string, challenge: string, o: CeremonyOverrides) =>
    Buffer.from(
      JSON.stringify({
        type,
        challenge: o.challenge ?? challenge,
        origin: o.origin ?? origin,
        crossOrigin: false,
      }),
    )
  const flags = (o: CeremonyOverrides, extra = 0) => UP | (o.uv === false ? 0 : UV) | extra
  const counter = Buffer.alloc(4) // 0, as synced passkeys keep it

  return {
    id: b64url(credentialId),
    register(options, o = {}) {
      const rpId = o.rpId ?? options.rp.id ?? new URL(origin).hostname
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags(o, AT)]),
        counter,
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credentialId,
        coseKey,
      ])
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, o)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
    assert(options, o = {}) {
      const rpId = o.rpId ?? options.rpId ?? new URL(origin).hostname
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags(o)]), counter])
      const client = clientData('webauthn.get', options.challenge, o)
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(client)]),
        o.forge ? other : privateKey,
      )
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
  }
}
