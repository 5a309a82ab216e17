// A notification's tap, in a service worker (the site's and the console's): a window of the worker's
// already open is brought forward and taken to `url` (the one last looked at); with none, or one
// that cannot be taken there, a new window.
export async function openWindowOn(clients: Clients, url: string) {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open =
    windows.find((w) => w.focused) ??
    windows.find((w) => w.visibilityState === 'visible') ??
    windows[0]
  if (open) {
    // Focus first: a notification's click allows it for a moment only. Refused (no click), the
    // window is taken there all the same.
    const focused = await open.focus().catch(() => open)
    // navigate() is refused for a window this worker does not control: a new one then.
    if (await focused.navigate(url).catch(() => null)) return
  }
  await clients.openWindow(url).catch(() => undefined)
}
