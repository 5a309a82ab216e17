// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { shareTags, writeHead } from './head-tags'

const template =
  '<html><head><meta charset="utf-8">\n<meta\n  name="description"\n  content="Any page."\n/>\n<title>Hearth House</title></head><body></body></html>'

describe('writeHead', () => {
  it('replaces the title and the description (over several lines), escaped, once', () => {
    const head = { title: 'Tea & <Cake>', description: 'A "quiet" room & more' }
    const once = writeHead(template, head)
    expect(writeHead(once, head)).toBe(once)
    expect(once).toContain('<title>Tea &amp; &lt;Cake&gt; · Hearth House</title>')
    expect(once).toContain(
      '<meta name="description" content="A &quot;quiet&quot; room &amp; more">',
    )
    expect(once.match(/name="description"/g)).toHaveLength(1)
    expect(once).not.toContain('robots')
  })

  it('adds noindex where asked, and takes it away again', () => {
    const hidden = writeHead(template, { title: 'Error Page', description: 'x', noindex: true })
    expect(hidden).toContain('<meta name="robots" content="noindex"></head>')
    expect(writeHead(hidden, { description: 'y' })).not.toContain('robots')
  })
})

describe('shareTags', () => {
  const head = { title: 'About', description: 'The story.' }
  it('names no address without the public origin', () => {
    const tags = shareTags({ route: '/about-us', head, origin: undefined })
    expect(tags).not.toMatch(/canonical|og:url|og:image|twitter:image|"url"|"image"|"@id"/)
    expect(tags).toContain('<meta name="twitter:card" content="summary">')
  })

  it('keeps text in the JSON-LD from closing its element', () => {
    const tags = shareTags({
      route: '/services',
      head,
      origin: 'https://hotel.example',
      facilities: [
        { _id: '1', type: 'room', name: '</script><b>', desc: 'd', img: '/a.webp', capacity: 2 },
      ],
    })
    expect(tags).not.toContain('</script><b>')
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(tags)?.[1] ?? ''
    expect(JSON.parse(json).containsPlace[0].name).toBe('</script><b>')
  })

  it("gives a place's occupancy in guests (people), not its capacity (units), or none", () => {
    const room = { type: 'room', desc: 'd', img: '/a.webp', capacity: 3 } as const
    const tags = shareTags({
      route: '/services',
      head,
      origin: 'https://hotel.example',
      facilities: [
        { ...room, _id: '1', name: 'Double', guests: 2 },
        { ...room, _id: '2', name: 'Unsaid' },
      ],
    })
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(tags)?.[1] ?? ''
    const [double, unsaid] = JSON.parse(json).containsPlace as Record<string, unknown>[]
    expect(double!.occupancy).toEqual({ '@type': 'QuantitativeValue', maxValue: 2 })
    expect(unsaid).not.toHaveProperty('occupancy')
  })
})
