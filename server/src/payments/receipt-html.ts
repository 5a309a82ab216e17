// A receipt as a page to read on screen and to print (issue 53): one self-contained HTML document,
// its style inline, no script, no image, so it prints the same from a phone, a laptop or an email.
// Every value goes through `html`, which escapes whatever it is given: a guest named
// "<script>" is printed as those characters.
import { receiptText, type Receipt, type ReceiptLine, type ReceiptSection } from './receipt'

/** Markup made here, which `html` keeps as it is; any other value is escaped. */
class Markup {
  constructor(readonly text: string) {}
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function piece(value: unknown): string {
  if (value instanceof Markup) return value.text
  if (Array.isArray(value)) return value.map(piece).join('')
  return escape(String(value))
}

function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  return new Markup(
    strings.reduce((out, s, i) => out + s + (i < values.length ? piece(values[i]) : ''), ''),
  )
}

// No `size` in @page: the print dialog's paper (A4 or A5) stays the guest's choice; on A5's
// narrower page the type and the spacing shrink so a receipt still fits one sheet. Dark text on
// white for print and screen alike: #1a1a1a and #4a4a4a on #fff are 17:1 and 8.9:1 (AA and AAA).
const STYLE = `
:root { color-scheme: light; }
body { margin: 0; background: #fff; color: #1a1a1a;
  font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif; }
main { max-width: 40em; margin: 0 auto; padding: 2em 1.25em 3em; }
.hotel { font-size: 1.25em; font-weight: 700; margin: 0; }
address { font-style: normal; color: #4a4a4a; margin: 0.25em 0 2em; }
h1 { font-size: 1.5em; line-height: 1.25; margin: 0; }
.issued { color: #4a4a4a; margin: 0.25em 0 0; }
section { margin-top: 1.75em; break-inside: avoid; }
h2 { font-size: 1em; margin: 0 0 0.5em; padding-bottom: 0.25em; border-bottom: 2px solid #1a1a1a; }
dl { display: grid; grid-template-columns: fit-content(40%) 1fr; gap: 0.25em 1.5em; margin: 0; }
dl div { display: contents; }
dt { color: #4a4a4a; }
dd { margin: 0; overflow-wrap: anywhere; }
table { width: 100%; border-collapse: collapse; }
th { text-align: left; font-weight: 400; padding: 0.25em 1em 0.25em 0; }
td { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; padding: 0.25em 0; }
.total th, .total td, .strong th, .strong td { font-weight: 700; }
.total th, .total td { border-top: 1px solid #1a1a1a; }
.thanks { margin-top: 2em; }
@page { margin: 15mm; }
@media print {
  body { font-size: 10.5pt; line-height: 1.4; }
  main { max-width: none; padding: 0; }
  address { margin-bottom: 1.5em; }
  section { margin-top: 1.25em; }
  .thanks { margin-top: 1.5em; }
}
@media print and (max-width: 150mm) {
  body { font-size: 8.5pt; }
  address { margin-bottom: 1em; }
  section { margin-top: 1em; }
}
`

/** A line's look: a total set apart, the receipt's own figure in bold, or plain. */
const lineClass = (line: ReceiptLine) => (line.total ? 'total' : line.strong ? 'strong' : 'plain')

function sectionHtml(section: ReceiptSection, index: number): Markup {
  const id = `section-${index + 1}`
  const body =
    section.kind === 'details'
      ? html`<dl>
          ${section.lines.map(
            (l) =>
              html`<div>
                <dt>${l.label}</dt>
                <dd>${l.value}</dd>
              </div>`,
          )}
        </dl>`
      : html`<table>
          <tbody>
            ${section.lines.map(
              (l) =>
                html`<tr class="${lineClass(l)}">
                  <th scope="row">${l.label}</th>
                  <td>${l.value}</td>
                </tr>`,
            )}
          </tbody>
        </table>`
  return html`<section aria-labelledby="${id}">
    <h2 id="${id}">${section.heading}</h2>
    ${body}
  </section>`
}

/** The whole document of a receipt, in its language. */
export function receiptHtml(r: Receipt): string {
  const text = receiptText(r)
  const address = text.hotelLines.map((line, i) => (i === 0 ? html`${line}` : html`<br />${line}`))
  return html`<!doctype html>
    <html lang="${text.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${text.title} · ${text.hotelName}</title>
        <style>
          ${new Markup(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <header>
            <p class="hotel">${text.hotelName}</p>
            <address>${address}</address>
            <h1>${text.title}</h1>
            <p class="issued">${text.issued}</p>
          </header>
          ${text.sections.map(sectionHtml)}
          <p class="thanks">${text.thanks}</p>
        </main>
      </body>
    </html> `.text
}
