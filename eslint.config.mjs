// @ts-check
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import prettier from 'eslint-config-prettier'
import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'))

/** @param {string} why */
const noNode = (why) => [
  ...nodeBuiltins.map((name) => ({ name, message: why })),
  ...nodeBuiltins.map((name) => ({ name: `node:${name}`, message: why })),
]

/** @param {string} why */
const noElectron = (why) => [{ name: 'electron', message: why }]

const outsideRenderer = (/** @type {string} */ folder) => ({
  regex: `^(\\.\\./)+${folder}(/|$)`,
  message: `src/renderer solo importa src/shared y window.grants, nunca src/${folder}.`,
})

/**
 * The import boundaries of docs/architecture.md (ARCH-LAYERS-1): one no-restricted-imports block per folder.
 * Each file must match exactly one block, because a later block replaces the rule's options.
 */
export const boundaries = [
  {
    name: 'boundaries/shared',
    files: ['src/shared/**/*.ts'],
    // Tests run in Node and may read fixtures; the shipped code may not.
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...noNode('src/shared es TypeScript puro: sin módulos de Node.'),
            ...noElectron('src/shared es TypeScript puro: sin Electron.'),
            ...['vue', 'pinia', 'naive-ui', 'vue-router', 'vue-i18n'].map((name) => ({
              name,
              message: 'src/shared es TypeScript puro: sin Vue ni DOM.',
            })),
            ...['fastify', 'better-sqlite3', 'keytar', 'exceljs', 'csv-stringify'].map((name) => ({
              name,
              message: 'src/shared es TypeScript puro: sin librerías de servidor.',
            })),
          ],
          patterns: [
            {
              regex: '^(\\.\\./)+(main|renderer|preload|sandbox)(/|$)',
              message: 'src/shared no importa de otras capas.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/main',
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noElectron('Solo src/main/shell y src/preload importan electron.'),
          patterns: [
            {
              regex: '^(\\.\\./)+(renderer|preload)(/|$)',
              message: 'src/main no importa el renderer ni el preload.',
            },
            {
              regex: '^electron/',
              message: 'Solo src/main/shell y src/preload importan electron.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/preload',
    files: ['src/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noNode('El preload es sandbox: sin módulos de Node.'),
          patterns: [
            {
              regex: '^(\\.\\./)+(main|renderer|sandbox)(/|$)',
              message: 'El preload solo importa electron y src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/renderer',
    files: ['src/renderer/**/*.ts', 'src/renderer/**/*.vue'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...noNode('src/renderer no importa Node: todo pasa por window.grants.'),
            ...noElectron('src/renderer no importa electron: todo pasa por window.grants.'),
          ],
          patterns: [
            outsideRenderer('main'),
            outsideRenderer('preload'),
            outsideRenderer('sandbox'),
            { regex: '^electron/', message: 'src/renderer no importa electron.' },
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/sandbox',
    files: ['src/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noElectron('El sandbox es un servicio HTTP sin Electron.'),
          patterns: [
            {
              regex: '^(\\.\\./)+(main|renderer|preload)(/|$)',
              message: 'src/sandbox solo importa src/shared; nunca src/main.',
            },
          ],
        },
      ],
    },
  },
]

export default defineConfig(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'src/shared/catalogues/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] },
      globals: globals.browser,
    },
    rules: {
      'vue/multi-word-component-names': 'off',
    },
  },
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  {
    files: ['src/main/**/*.ts', 'src/sandbox/**/*.ts', 'test/**/*.ts', 'scripts/**', '*.config.*'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS shims (bin/) load the build with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/renderer/**/*.ts'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring pattern, even an empty one.
    files: ['test/e2e/**/*.ts', 'test/electron/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  ...boundaries,
  prettier,
)
