import { describe, expect, it } from 'vitest'
import { blockingTimeParts, UNATTRIBUTED } from './blocking-time'

const task = (url: string, startTime: number, duration: number) => ({ url, startTime, duration })
const PAGE = 'http://127.0.0.1:4711/services'

describe('blockingTimeParts', () => {
  it('counts what a task lasts past 50 ms, from the first contentful paint on', () => {
    // A slow-host run of the reference page (BENCHMARKS.md 2b): its whole TBT was 366 ms.
    expect(blockingTimeParts([task(UNATTRIBUTED, 605, 485)], 674, 2000)).toEqual({
      unattributed: 366,
      page: 0,
    })
  })

  it('splits the tasks of no URL from the page’s', () => {
    const tasks = [task(UNATTRIBUTED, 604, 395), task(PAGE, 1001, 171), task(PAGE, 1192, 117)]
    expect(blockingTimeParts(tasks, 797, 3000)).toEqual({ unattributed: 152, page: 121 + 67 })
  })

  it('ignores what ends before the paint, starts after the page is interactive or is short', () => {
    const tasks = [task(PAGE, 100, 400), task(PAGE, 3000, 400), task(UNATTRIBUTED, 2500, 45)]
    expect(blockingTimeParts(tasks, 600, 2900)).toEqual({ unattributed: 0, page: 0 })
  })

  it('clips a task to the window before taking the 50 ms off', () => {
    // 80 ms of it after the paint, 60 ms of the other before the page is interactive.
    const tasks = [task(PAGE, 520, 100), task(UNATTRIBUTED, 2840, 200)]
    expect(blockingTimeParts(tasks, 540, 2900)).toEqual({ unattributed: 10, page: 30 })
  })

  it('skips a task whose times Lighthouse did not give', () => {
    expect(blockingTimeParts([task(PAGE, NaN, 300)], 600, 2900)).toEqual({
      unattributed: 0,
      page: 0,
    })
  })
})
