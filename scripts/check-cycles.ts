import { resolve } from 'node:path'
import { importProblems } from './import-problems'

// `npm run lint`'s last step: no cycle of files or folders under src, every import resolved.
const problems = importProblems(resolve(__dirname, '..'))
const lines = [
  ...problems.fileCycles.map((cycle) => `Ciclo de archivos: ${cycle}`),
  ...problems.folderCycles.map((cycle) => `Ciclo de carpetas: ${cycle}`),
  ...problems.unresolved.map((path) => `Importación sin resolver: ${path}`),
]
for (const line of lines) process.stderr.write(`${line}\n`)
if (lines.length > 0) process.exitCode = 1
