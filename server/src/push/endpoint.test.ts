// The endpoint's SSRF rules with a resolver the test controls (a unit test of this module only).
import { describe, expect, it } from 'vitest'
import { checkEndpoint, EndpointRefused, isPublicAddress, publicOnlyLookup } from './endpoint'

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses

describe('isPublicAddress', () => {
  it.each([
    ['142.250.180.10', true],
    ['2a00:1450:4009:81f::200a', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false], // a cloud's metadata service
    ['100.64.0.1', false], // carrier-grade NAT
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false], // IPv4-mapped loopback
    ['::ffff:10.0.0.1', false],
    ['not an address', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected)
  })
})

describe('checkEndpoint', () => {
  it('accepts https on a public name that resolves to public addresses', async () => {
    const url = await checkEndpoint('https://fcm.googleapis.com/fcm/send/abc', {
      resolve: resolvesTo('142.250.180.10', '2a00:1450:4009:81f::200a'),
    })
    expect(url.hostname).toBe('fcm.googleapis.com')
  })

  it('refuses a public-looking name that resolves to a private address', async () => {
    await expect(
      checkEndpoint('https://push.attacker.example.com/x', { resolve: resolvesTo('10.0.0.5') }),
    ).rejects.toThrow(EndpointRefused)
    await expect(
      checkEndpoint('https://push.attacker.example.com/x', {
        resolve: resolvesTo('142.250.180.10', '127.0.0.1'),
      }),
    ).rejects.toThrow(EndpointRefused)
  })

  it('accepts a name that does not resolve now: the send checks it again', async () => {
    const fails = async () => {
      throw new Error('EAI_AGAIN')
    }
    await expect(
      checkEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', { resolve: fails }),
    ).resolves.toBeInstanceOf(URL)
  })

  it('accepts a test origin as it is, and nothing else on that host', async () => {
    const policy = { allowedTestOrigins: ['http://127.0.0.1:9999'], resolve: resolvesTo() }
    await expect(checkEndpoint('http://127.0.0.1:9999/notify/x', policy)).resolves.toBeInstanceOf(
      URL,
    )
    await expect(checkEndpoint('http://127.0.0.1:9998/notify/x', policy)).rejects.toThrow(
      EndpointRefused,
    )
  })
})

describe('publicOnlyLookup', () => {
  const lookup = (resolve: () => Promise<string[]>, all: boolean) =>
    new Promise<unknown>((done, fail) =>
      publicOnlyLookup(resolve)('push.example.com', { all }, (error, address) =>
        error ? fail(error) : done(address),
      ),
    )

  it('hands the connection only public addresses', async () => {
    await expect(lookup(resolvesTo('142.250.180.10'), false)).resolves.toBe('142.250.180.10')
    await expect(lookup(resolvesTo('142.250.180.10'), true)).resolves.toEqual([
      { address: '142.250.180.10', family: 4 },
    ])
  })

  it('refuses the connection when any address is not public (DNS rebinding)', async () => {
    await expect(lookup(resolvesTo('127.0.0.1'), false)).rejects.toThrow(/non-public/)
    await expect(lookup(resolvesTo('142.250.180.10', '192.168.0.1'), true)).rejects.toThrow(
      /non-public/,
    )
    await expect(lookup(resolvesTo(), false)).rejects.toThrow(/non-public/)
  })
})
