// A tap on the server's drawn screen is given to the same element of the console's own: named by
// its address or its words and, where several share those (a "Check in" on each arriving guest's
// row of the day), by its place among them, never the first of them.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONSOLE_ENTRY_ATTRIBUTE, FIRST_SCREEN_ID } from '../../contract/staff-paths'
import { elementKey, findByKey, runConsoleAfterPaint } from './drawn-screen'

/** The day's rows as both screens draw them: one guest's row each, the same buttons. */
const rows = (guests: string[]) =>
  guests
    .map(
      (guest) =>
        `<li><a href="/staff/requests/${guest}">${guest}</a>` +
        '<button type="button">Check in</button><button type="button">Mark no-show</button></li>',
    )
    .join('')

afterEach(() => {
  document.body.replaceChildren()
  document.head.replaceChildren()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

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

describe('the console’s code on a drawn page', () => {
  const ENTRY = '/staff/assets/index-abc.js'
  /** A page as the server draws it (or not), parsed: its head's meta and link, then its end. */
  function drawnPage(drawn: boolean) {
    document.head.innerHTML =
      (drawn ? `<meta name="${FIRST_SCREEN_ID}" content="calendar">` : '') +
      `<link rel="modulepreload" href="${ENTRY}" ${drawn ? CONSOLE_ENTRY_ATTRIBUTE : ''}>`
    const loaded: string[] = []
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
      frames.push(frame)
      return frames.length
    })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    runConsoleAfterPaint(async (href) => loaded.push(new URL(href).pathname))
    return {
      loaded,
      parsed: () => document.dispatchEvent(new Event('DOMContentLoaded')),
      frame: () => frames.shift()?.(performance.now()),
    }
  }

  it('is run after the first frame once the page is parsed, not before', () => {
    const page = drawnPage(true)
    page.parsed()
    expect(page.loaded).toEqual([])
    page.frame()
    expect(page.loaded).toEqual([])
    vi.runAllTimers()
    expect(page.loaded).toEqual([ENTRY])
  })

  it('is run at once in a hidden page, which paints no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const page = drawnPage(true)
    page.parsed()
    expect(page.loaded).toEqual([ENTRY])
  })

  it('is left to its script tag on a page nothing was drawn into', () => {
    const page = drawnPage(false)
    page.parsed()
    page.frame()
    vi.runAllTimers()
    expect(page.loaded).toEqual([])
  })
})
