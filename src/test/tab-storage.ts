// localStorage as two tabs of one browser see it (Chromium): one store behind them, and in each
// tab's renderer a copy of it that the browser brings up to date a moment after another tab
// writes (`sync`). A tab reads its own copy, so it can read what another tab has since changed.
export class TabStorage implements Storage {
  private view = new Map<string, string>()

  constructor(private readonly shared: Map<string, string>) {
    this.sync()
  }

  /** The browser's update of this tab's copy, which comes a moment after another tab writes. */
  sync() {
    this.view = new Map(this.shared)
  }

  get length() {
    return this.view.size
  }
  key(index: number) {
    return [...this.view.keys()][index] ?? null
  }
  getItem(key: string) {
    return this.view.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.view.set(key, String(value))
    this.shared.set(key, String(value))
  }
  removeItem(key: string) {
    this.view.delete(key)
    this.shared.delete(key)
  }
  clear() {
    this.view.clear()
    this.shared.clear()
  }
}
