import fs from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { buildEntry } from '../build'
import { receiptText, type Receipt } from './receipt'
import { receiptHtml } from './receipt-html'
import type * as receiptPdfModule from './receipt-pdf'
import { receiptFontsFolder, receiptPdf } from './receipt-pdf'

const payment: Receipt = {
  number: 'R-2026-0001',
  kind: 'payment',
  // 14:34 in Lagos (UTC+1).
  issuedAt: '2026-12-01T13:34:00Z',
  timeZone: 'Africa/Lagos',
  language: 'en',
  currency: 'NGN',
  amount: 4_837_500,
  method: 'paystack',
  methodReference: 'hh_7f3a9c2e1b',
  hotel: {
    name: 'Hearth & Home',
    addressLines: ['14 Unity Close, Ikoyi', 'Lagos, Nigeria'],
    phone: '+234 803 555 0142',
    email: 'stay@hearthhouse.example',
    taxId: '12345678-0001',
  },
  stay: {
    reference: 'HH-4K7Q',
    guestName: 'Ada <script>alert("x")</script> Okafor',
    facilityName: 'Garden "Pool" Suite',
    from: '2026-12-10',
    to: '2026-12-13',
    nights: 3,
    unit: 'night',
    guests: 2,
  },
  price: {
    nights: 13_500_000,
    taxes: [
      { name: 'VAT', rate: 7.5, amount: 941_860, included: true },
      { name: 'Consumption tax', rate: 5, amount: 675_000, included: false },
    ],
    grandTotal: 14_175_000,
  },
  paidToDate: 4_837_500,
  refundedToDate: 0,
  due: 9_337_500,
}

const refund: Receipt = {
  ...payment,
  number: 'R-2026-0002',
  kind: 'refund',
  amount: 1_000_050,
  method: 'transfer',
  methodReference: null,
  refundedToDate: 1_000_050,
  due: 10_337_550,
}

const inFrench = (r: Receipt): Receipt => ({ ...r, language: 'fr' })

/** Intl's spaces in French amounts and dates (narrow and no-break) as plain ones, to compare. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** The page as a guest's browser reads it: its lines by section, label and value. */
function readPage(page: string) {
  const { document } = new JSDOM(page).window
  const sections = Object.fromEntries(
    [...document.querySelectorAll('section')].map((section) => [
      section.querySelector('h2')!.textContent,
      [...section.querySelectorAll('tr, dl > div')].map((row) =>
        plain([...row.children].map((cell) => cell.textContent).join(' = ')),
      ),
    ]),
  )
  return { document, sections, text: plain(document.body.textContent ?? '') }
}

describe('a receipt as a page', () => {
  it("a payment's, in English: the hotel, the stay, the price with its taxes, the payment and the balance", () => {
    const { document, sections, text } = readPage(receiptHtml(payment))
    expect(document.documentElement.lang).toBe('en')
    expect(document.title).toBe('Receipt R-2026-0001 · Hearth & Home')
    expect(document.querySelector('h1')!.textContent).toBe('Receipt R-2026-0001')
    for (const line of ['Hearth & Home', '14 Unity Close, Ikoyi', 'Phone: +234 803 555 0142']) {
      expect(text).toContain(line)
    }
    expect(text).toContain('Email: stay@hearthhouse.example')
    expect(text).toContain('Tax ID: 12345678-0001')
    expect(text).toContain('Issued 1 December 2026 at 14:34')
    expect(sections).toEqual({
      Stay: [
        'Booking reference = HH-4K7Q',
        'Guest = Ada <script>alert("x")</script> Okafor',
        'Facility = Garden "Pool" Suite',
        'Dates = 10 to 13 Dec 2026',
        'Length = 3 nights',
        'Guests = 2 guests',
      ],
      Price: [
        '3 nights = ₦135,000',
        'VAT 7.5 % (included) = ₦9,418.60',
        'Consumption tax 5 % (added) = ₦6,750',
        'Total = ₦141,750',
      ],
      Payment: [
        'Amount received = ₦48,375',
        'Method = Paystack (online)',
        'Reference = hh_7f3a9c2e1b',
      ],
      Balance: ['Paid to date = ₦48,375', 'Left to pay = ₦93,375'],
    })
  })

  it("a refund's, in English: what went back, how, and the refunds to date", () => {
    const { document, sections } = readPage(receiptHtml(refund))
    expect(document.querySelector('h1')!.textContent).toBe('Refund receipt R-2026-0002')
    expect(sections.Refund).toEqual(['Amount refunded = ₦10,000.50', 'Method = Bank transfer'])
    expect(sections.Balance).toEqual([
      'Paid to date = ₦48,375',
      'Refunded to date = ₦10,000.50',
      'Left to pay = ₦103,375.50',
    ])
  })

  it('in French: its words, its dates with "1er", its amounts as French writes them', () => {
    const paid = readPage(receiptHtml(inFrench(payment)))
    expect(paid.document.documentElement.lang).toBe('fr')
    expect(paid.document.querySelector('h1')!.textContent).toBe('Reçu R-2026-0001')
    expect(paid.text).toContain('Émis le 1er décembre 2026 à 14:34')
    expect(paid.text).toContain('Téléphone : +234 803 555 0142')
    expect(paid.sections['Séjour']).toContain('Dates = 10 au 13 déc. 2026')
    expect(paid.sections['Prix']).toEqual([
      '3 nuits = 135 000 ₦',
      'VAT 7,5 % (incluse) = 9 418,60 ₦',
      'Consumption tax 5 % (en sus) = 6 750 ₦',
      'Total = 141 750 ₦',
    ])
    expect(paid.sections['Paiement']).toContain('Montant reçu = 48 375 ₦')

    const back = readPage(receiptHtml(inFrench(refund)))
    expect(back.document.querySelector('h1')!.textContent).toBe('Reçu de remboursement R-2026-0002')
    expect(back.sections['Remboursement']).toEqual([
      'Montant remboursé = 10 000,50 ₦',
      'Moyen de paiement = Virement bancaire',
    ])
    expect(back.sections['Solde']).toContain('Reste à payer = 103 375,50 ₦')
  })

  it('escapes every value: a guest named with a script is text, never markup', () => {
    const page = receiptHtml(payment)
    expect(page).not.toContain('<script>')
    expect(page).toContain('Ada &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; Okafor')
    expect(page).toContain('Hearth &#38; Home')
    const { document } = readPage(page)
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  it('with no tax, the price is the nights and the total; with no guest count, no such line', () => {
    const untaxed: Receipt = {
      ...payment,
      stay: { ...payment.stay, guests: null },
      price: { nights: 13_500_000, taxes: [], grandTotal: 13_500_000 },
    }
    const { sections } = readPage(receiptHtml(untaxed))
    expect(sections.Price).toEqual(['3 nights = ₦135,000', 'Total = ₦135,000'])
    expect(sections.Stay!.some((line) => line.startsWith('Guests'))).toBe(false)
  })

  it('prints on A4 and A5', () => {
    const page = receiptHtml(payment)
    expect(page).toMatch(/@page \{[^}]*margin/)
    expect(page).toContain('@media print and (max-width: 150mm)')
  })
})

/** The PDF's objects by number, a stream's bytes inflated (PDFKit writes no object streams). */
function pdfObjects(pdf: Buffer): Map<string, { dict: string; stream?: Buffer }> {
  const raw = pdf.toString('latin1')
  const objects = new Map<string, { dict: string; stream?: Buffer }>()
  for (const found of raw.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const [, number, body] = found as unknown as [string, string, string]
    const streamAt = body.indexOf('\nstream\n')
    if (streamAt < 0) {
      objects.set(number, { dict: body })
      continue
    }
    const dict = body.slice(0, streamAt)
    const length = Number(/\/Length (\d+)/.exec(dict)![1])
    const start = found.index + found[0].indexOf(body) + streamAt + '\nstream\n'.length
    const bytes = pdf.subarray(start, start + length)
    objects.set(number, { dict, stream: dict.includes('FlateDecode') ? inflateSync(bytes) : bytes })
  }
  return objects
}

/** A PDF string object's text: `(…)`, in UTF-16 when it starts with its byte order mark. */
function pdfString(literal: string): string {
  const inside = Buffer.from(literal.slice(1, -1), 'latin1')
  if (inside[0] !== 0xfe || inside[1] !== 0xff) return inside.toString('latin1')
  return Buffer.from(inside.subarray(2)).swap16().toString('utf16le')
}

/**
 * The PDF's text, one line per text object: each run of glyph ids read back to characters through
 * its font's ToUnicode map (an embedded font writes glyph ids, not characters).
 */
function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf)
  const maps = new Map<string, Map<string, string>>()
  for (const [, name, number] of pdf.toString('latin1').matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(number!)!.dict)![1]!
    const cmap = objects.get(toUnicode)!.stream!.toString('latin1')
    const glyphs = new Map<string, string>()
    for (const [, first, codes] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g)) {
      const start = parseInt(first!, 16)
      // A ligature's glyph stands for its letters: "fi" is <0066 0069>.
      ;[...codes!.matchAll(/<([0-9a-f ]+)>/g)].forEach(([, code], i) => {
        const units = code!.split(' ').map((unit) => parseInt(unit, 16))
        glyphs.set((start + i).toString(16).padStart(4, '0'), String.fromCharCode(...units))
      })
    }
    maps.set(name!, glyphs)
  }
  const lines: string[] = []
  for (const { stream } of objects.values()) {
    const content = stream?.toString('latin1') ?? ''
    if (!content.includes(' Tf')) continue
    for (const [, block] of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
      const font = maps.get(/\/(F\d+) [\d.]+ Tf/.exec(block!)![1]!)!
      const runs = [...block!.matchAll(/<([0-9a-f]+)>/g)].map(([, hex]) => hex!)
      lines.push(
        runs
          .map((hex) =>
            hex
              .match(/.{4}/g)!
              .map((g) => font.get(g))
              .join(''),
          )
          .join(''),
      )
    }
  }
  return lines.join('\n')
}

function pdfFacts(pdf: Buffer) {
  const raw = pdf.toString('latin1')
  const objects = pdfObjects(pdf)
  const info = /\/Title (\d+) 0 R/.exec(raw)![1]!
  return {
    raw,
    title: pdfString(objects.get(info)!.dict),
    pages: raw.match(/\/Type \/Page\n/g)?.length,
    text: plain(pdfText(pdf)),
  }
}

/** What the page says, line by line, as the PDF should write it: the same text. */
function linesOf(r: Receipt): string[] {
  const text = receiptText(r)
  const sections = text.sections.flatMap((section) => [
    section.heading,
    ...section.lines.flatMap((line) => [line.label, line.value]),
  ])
  const lines = [text.hotelName, ...text.hotelLines, text.title, text.issued, ...sections]
  return [...lines, text.thanks].map(plain)
}

describe('a receipt as a PDF', () => {
  it('is one A4 page in an embedded font, titled with its receipt, its text the page’s', async () => {
    const pdf = await receiptPdf(payment)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { raw, title, pages, text } = pdfFacts(pdf)
    expect(pages).toBe(1)
    expect(raw).toContain('/MediaBox [0 0 595.28 841.89]')
    expect(raw).toContain('/FontFile2')
    expect(raw).toContain('DejaVuSans')
    expect(raw).not.toContain('Helvetica')
    // Only the glyphs used are embedded: a few tens of kilobytes, not the fonts' 1.4 MB.
    expect(pdf.length).toBeLessThan(60_000)
    expect(title).toBe('Receipt R-2026-0001')
    expect(text.split('\n')).toEqual(linesOf(payment))
    expect(text).toContain('Ada <script>alert("x")</script> Okafor')
    expect(text).toContain('VAT 7.5 % (included)')
    expect(text).toContain('₦141,750')
  })

  it('in French, a refund: its title, "1er", and amounts as French writes them', async () => {
    const { title, text } = pdfFacts(await receiptPdf(inFrench(refund)))
    expect(title).toBe('Reçu de remboursement R-2026-0002')
    expect(text.split('\n')).toEqual(linesOf(inFrench(refund)))
    expect(text).toContain('Émis le 1er décembre 2026 à 14:34')
    expect(text).toContain('VAT 7,5 % (incluse)')
    expect(text).toContain('141 750 ₦')
  })

  it('finds its fonts from the server’s bundle too, which lies in node_modules/.cache', async () => {
    const root = path.resolve(import.meta.dirname, '../../..')
    const bundle = path.join(root, 'node_modules', '.cache', 'hearth-receipt-test', 'receipt.mjs')
    await buildEntry(path.join(import.meta.dirname, 'receipt-pdf.ts'), bundle)
    const built = (await import(bundle)) as typeof receiptPdfModule
    expect(built.receiptFontsFolder()).toBe(path.join(root, 'server', 'assets', 'fonts'))
    const { text } = pdfFacts(await built.receiptPdf(payment))
    expect(text).toContain('₦141,750')
    expect(fs.existsSync(path.join(receiptFontsFolder(), 'LICENSE.txt'))).toBe(true)
    expect(() => receiptFontsFolder('/')).toThrow(/server\/assets\/fonts/)
  })
})
