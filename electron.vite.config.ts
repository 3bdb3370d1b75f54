import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'electron-vite'
import { type PluginOption } from 'vite'

const alias = { '@shared': resolve(__dirname, 'src/shared') }

// The embedded sandbox reads its OpenAPI document next to the bundle (src/sandbox/openapi.ts).
function copyOpenApi(): PluginOption {
  const file = resolve(__dirname, 'src/sandbox/openapi.yaml')
  return {
    name: 'grants-desk:copy-openapi',
    generateBundle() {
      try {
        this.emitFile({
          type: 'asset',
          fileName: 'openapi.yaml',
          source: readFileSync(file, 'utf8'),
        })
      } catch {
        // The sandbox issue adds the file; until then there is nothing to copy.
      }
    },
  }
}

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          // The command line (bin/grants-desk.cjs): same services, no Electron.
          cli: resolve(__dirname, 'src/main/cli/index.ts'),
        },
      },
    },
    plugins: [copyOpenApi()],
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: 'out/preload',
      // A sandboxed preload can only require('electron'): bundle everything else into one file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        external: ['electron'],
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    resolve: { alias },
    plugins: [vue()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/renderer/index.html') },
      },
    },
  },
})
