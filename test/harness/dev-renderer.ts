import { type Server } from 'node:http'
import { resolve } from 'node:path'
import { loadConfigFromFile } from 'electron-vite'
import { createServer as createViteServer, mergeConfig, type Plugin } from 'vite'
import { type RendererSource } from './built-renderer'

const ROOT = resolve(__dirname, '../..')

/** Injects the HTTP-backed preload before the app's own module script. */
function webPreloadPlugin(): Plugin {
  const preload = resolve(__dirname, 'web-preload.ts').replace(/\\/g, '/')
  return {
    name: 'grants-desk:web-preload',
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'module', src: `/@fs/${preload.replace(/^\//, '')}` },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/**
 * The renderer compiled from src/ on demand, with hot reload: for `npm run dev:web` only. The tests
 * and the benchmarks serve the build (built-renderer.ts).
 */
export async function devRenderer(httpServer: Server): Promise<RendererSource> {
  const loaded = await loadConfigFromFile(
    { command: 'serve', mode: 'development' },
    resolve(ROOT, 'electron.vite.config.ts'),
  )
  const renderer = loaded.config.renderer ?? {}
  const vite = await createViteServer(
    mergeConfig(renderer, {
      configFile: false,
      root: resolve(ROOT, 'src/renderer'),
      appType: 'spa',
      logLevel: 'warn',
      clearScreen: false,
      server: {
        middlewareMode: true,
        hmr: { server: httpServer },
        fs: { allow: [ROOT] },
      },
      plugins: [webPreloadPlugin()],
    }),
  )
  return {
    handle: (req, res) => vite.middlewares(req, res),
    close: () => vite.close(),
  }
}
