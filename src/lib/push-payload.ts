// What the site's and the console's service workers both do with a push before reading it.

/** renotify is in the Notifications standard and Chromium, not in TypeScript's DOM types. */
export type PushNotificationOptions = NotificationOptions & { renotify?: boolean }

/** The push's JSON; undefined when it is none, so the worker shows its generic line. */
export function pushPayload(data: PushMessageData | null): unknown {
  try {
    return data?.json()
  } catch {
    return undefined // not JSON: the generic line
  }
}
