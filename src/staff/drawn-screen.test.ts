// A tap on the server's drawn screen is given to the same element of the console's own: named by
// its address or its words and, where several share those (a "Check in" on each arriving guest's
// row of the day), by its place among them, never the first of them.
import { afterEach, describe, expect, it } from 'vitest'
import { elementKey, findByKey } from './drawn-screen'

/** The day's rows as both screens draw them: one guest's row each, the same buttons. */
const rows = (guests: string[]) =>
  guests
    .map(
      (guest) =>
        `<li><a href="/staff/requests/${guest}">${guest}</a>` +
        '<button type="button">Check in</button><button type="button">Mark no-show</button></li>',
    )
    .join('')

afterEach(() => document.body.replaceChildren())

describe('the drawn screen’s elements', () => {
  it('names the second of two buttons of the same words by its place, and finds it again', () => {
    document.body.innerHTML = `<div id="root"><ul>${rows(['ADA', 'BOLA', 'CHI'])}</ul></div>`
    const buttons = [...document.querySelectorAll('button')].filter(
      (b) => b.textContent === 'Check in',
    )
    expect(buttons.map((b) => elementKey(b))).toEqual([
      'button Check in',
      'button Check in #2',
      'button Check in #3',
    ])
    expect(elementKey(document.querySelector('a[href$="BOLA"]')!)).toBe('a /staff/requests/BOLA')
    // The console's own screen, drawn afresh in place of the server's.
    const own = document.createElement('div')
    own.innerHTML = `<ul>${rows(['ADA', 'BOLA', 'CHI'])}</ul>`
    const found = findByKey(own, 'button Check in #2')
    expect(found?.closest('li')?.querySelector('a')?.textContent).toBe('BOLA')
    expect(findByKey(own, 'button Check in')?.closest('li')?.textContent).toContain('ADA')
    expect(findByKey(own, 'button Check in #4')).toBeUndefined()
    expect(elementKey(document.createElement('p'))).toBeUndefined()
  })
})
