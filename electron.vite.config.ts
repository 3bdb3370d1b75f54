import { readFileSync } from 'node:fs'
import { posix, resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'electron-vite'
import { type Plugin, type Rolldown } from 'vite'
import { OPENAPI_FILES } from './src/sandbox/openapi'

const alias = { '@shared': resolve(__dirname, 'src/shared') }

/**
 * The embedded sandbox reads its OpenAPI documents next to its own module (src/sandbox/openapi.ts):
 * one per dialect (G18). The sandbox is loaded only in demo mode, from a chunk of its own, so the
 * documents go to that chunk's folder. A missing one fails the build: a packaged demo without its
 * contract would only fail later, on the user's machine.
 */
export function copyOpenApi(folder = resolve(__dirname, 'src/sandbox')): Plugin {
  const reader = resolve(folder, 'openapi.ts')
  return {
    name: 'grants-desk:copy-openapi',
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find(
        (output): output is Rolldown.OutputChunk =>
          output.type === 'chunk' && output.moduleIds.some((id) => resolve(id) === reader),
      )
      const beside = chunk ? posix.dirname(chunk.fileName) : '.'
      for (const fileName of Object.values(OPENAPI_FILES)) {
        let source: string
        try {
          source = readFileSync(resolve(folder, fileName), 'utf8')
        } catch (error) {
          this.error(
            `Falta el documento OpenAPI del sandbox «${fileName}» en ${folder}: ${String(error)}`,
          )
        }
        this.emitFile({ type: 'asset', fileName: posix.join(beside, fileName), source })
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
