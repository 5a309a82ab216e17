import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { emitManifest } from './scripts/emit-manifest'

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), emitManifest()],
  server: {
    // `npm run dev` runs the API on API_PORT; the dev server forwards /api to it.
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8081}` },
  },
  build: { sourcemap: false },
})
