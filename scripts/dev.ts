// `npm run dev`: the API (restarted on change) and the Vite dev server in front of it.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '8081'
const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    // Without Vite's list of imports unfit for a config loader this project cannot use (build.ts).
    env: { ...process.env, API_PORT: apiPort, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((c) => c.on('exit', stop))
