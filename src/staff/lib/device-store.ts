// The console's IndexedDB database on the device ("hearth-staff", one object store "kept"): the
// copy of what it last showed (./saved-copy.ts) and the desk's moves made offline
// (./desk-queue.ts), each under a key of its own. One store made once: idb-keyval opens a
// database with one object store, so a second store in the same database would need an upgrade.
import { createStore, type UseStore } from 'idb-keyval'

let store: UseStore | undefined

export const deviceStore = () => (store ??= createStore('hearth-staff', 'kept'))
