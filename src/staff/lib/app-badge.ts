// The installed console's badge (issue 29): how many requests need an answer, on its icon, where
// the system has badges (navigator.setAppBadge: Chromium on desktop and Android, Safari on iOS
// for an installed app). Elsewhere nothing happens. A refusal (not installed, no permission) is
// not the clerk's concern: the count is in the frame anyway.
type BadgeNavigator = Partial<Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>>

const badges = () => navigator as BadgeNavigator

export function showWaitingOnBadge(count: number) {
  const { setAppBadge, clearAppBadge } = badges()
  const shown = count > 0 ? setAppBadge?.call(navigator, count) : clearAppBadge?.call(navigator)
  void shown?.catch(() => undefined)
}

/** Sign-out, or a session found ended: no count left on the icon. */
export function clearBadge() {
  void badges()
    .clearAppBadge?.call(navigator)
    .catch(() => undefined)
}
