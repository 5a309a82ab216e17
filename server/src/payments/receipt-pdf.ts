// A receipt as a PDF on A4 (issue 53): the same text as the printable page (receipt.ts
// receiptText), laid out with PDFKit. The PDF's own fonts (Helvetica and the other standard 14)
// have no naira sign, so the text is set in DejaVu Sans, embedded (only the glyphs used): it has ₦,
// every French accent and the narrow spaces French amounts are written with. The fonts are files of
// the project (server/assets/fonts/, with their licence), read when a receipt is made.
import fs from 'node:fs'
import path from 'node:path'
import {
  receiptText,
  type Receipt,
  type ReceiptLine,
  type ReceiptSection,
  type ReceiptText,
} from './receipt'

/**
 * PDFKit and what it brings (fontkit, a Brotli decoder, Unicode tables, crypto-js: ~3 MB of
 * source held in memory once loaded, and more compiled) is loaded by the first receipt made as a
 * PDF, not at the server's start: a server that sends none does without it (the memory target of
 * BENCHMARKS.md section 5 has a few MB of margin). The first PDF waits for the load (~100 ms).
 */
const importPdfKit = () => import('pdfkit')
let pdfkit: ReturnType<typeof importPdfKit> | undefined
const loadPdfKit = async () => (await (pdfkit ??= importPdfKit())).default

const FONTS = path.join('server', 'assets', 'fonts')
const REGULAR = 'DejaVuSans.ttf'
const BOLD = 'DejaVuSans-Bold.ttf'

let fontsFolder: string | undefined
/**
 * The fonts' folder, found from where this code runs: its source (server/src/payments/) under
 * the tests and `npm run dev`, or the server's and the CLI's bundles (node_modules/.cache/…/,
 * server/src/build.ts), which carry no files. Both sit inside the project, so the folder is
 * the first `server/assets/fonts` above them.
 */
export function receiptFontsFolder(from = import.meta.dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, FONTS)
    if (fs.existsSync(path.join(candidate, REGULAR))) return candidate
    if (path.dirname(dir) === dir) {
      throw new Error(
        `The receipts' font ${path.join(FONTS, REGULAR)} is in no folder above ${from}`,
      )
    }
  }
}

// A4 in points; the margins are 20 mm.
const PAGE = { width: 595.28, margin: 56.69 }
const WIDTH = PAGE.width - 2 * PAGE.margin
const INK = '#1a1a1a'
const MUTED = '#4a4a4a'

type Doc = PDFKit.PDFDocument

/** A rule across the text's width at the current line. */
function rule(doc: Doc, weight: number) {
  const y = doc.y
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + WIDTH, y)
    .lineWidth(weight)
    .strokeColor(INK)
    .stroke()
}

/**
 * One line of a section: details as a label and its value after it, amounts as a label and the
 * figure flush right, so a column of figures lines up. A long value wraps in its own column.
 */
function line(
  doc: Doc,
  kind: ReceiptSection['kind'],
  { label, value, total, strong }: ReceiptLine,
) {
  const labelWidth = WIDTH * (kind === 'details' ? 0.34 : 0.62)
  const valueWidth = WIDTH - labelWidth
  if (total) {
    doc.moveDown(0.25)
    rule(doc, 0.75)
    doc.moveDown(0.25)
  }
  const y = doc.y
  doc.font(total || strong ? 'bold' : 'regular').fillColor(kind === 'details' ? MUTED : INK)
  const labelHeight = doc.heightOfString(label, { width: labelWidth - 12 })
  doc.text(label, PAGE.margin, y, { width: labelWidth - 12 })
  doc.fillColor(INK)
  const valueOptions = { width: valueWidth, align: kind === 'details' ? 'left' : 'right' } as const
  const valueHeight = doc.heightOfString(value, valueOptions)
  doc.text(value, PAGE.margin + labelWidth, y, valueOptions)
  doc.x = PAGE.margin
  doc.y = y + Math.max(labelHeight, valueHeight) + 4
}

function draw(doc: Doc, text: ReceiptText) {
  doc.font('bold').fontSize(15).fillColor(INK).text(text.hotelName)
  doc.font('regular').fontSize(9.5).fillColor(MUTED).text(text.hotelLines.join('\n'))
  doc.moveDown(1.5)
  doc.font('bold').fontSize(20).fillColor(INK).text(text.title)
  doc.font('regular').fontSize(10).fillColor(MUTED).text(text.issued)
  for (const section of text.sections) {
    doc.moveDown(1.4)
    doc.font('bold').fontSize(11).fillColor(INK).text(section.heading)
    doc.moveDown(0.2)
    rule(doc, 1.5)
    doc.moveDown(0.4)
    doc.fontSize(10)
    for (const each of section.lines) line(doc, section.kind, each)
  }
  doc.moveDown(2)
  doc.font('regular').fontSize(10).fillColor(INK).text(text.thanks)
}

/** The receipt as a PDF file's bytes. */
export async function receiptPdf(r: Receipt): Promise<Buffer> {
  fontsFolder ??= receiptFontsFolder()
  const text = receiptText(r)
  const PDFDocument = await loadPdfKit()
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    font: path.join(fontsFolder, REGULAR),
    lang: r.language,
    displayTitle: true,
    info: { Title: text.title, Author: text.hotelName, Subject: text.title },
  })
  doc.registerFont('regular', path.join(fontsFolder, REGULAR))
  doc.registerFont('bold', path.join(fontsFolder, BOLD))
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  draw(doc, text)
  doc.end()
  return done
}
