import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The keys that two parts of one language's catalogue both define (`es-*.ts` in `dir`, say): the
 * catalogue spreads its parts into one object, where the later part's sentence silently wins.
 * Each key is named with the parts that define it.
 */
export async function keysDefinedTwice(dir: string, language: string): Promise<string[]> {
  const files = readdirSync(dir).filter(
    (name) => name.startsWith(`${language}-`) && name.endsWith('.ts') && !name.includes('.test.'),
  )
  const owners = new Map<string, string[]>()
  for (const file of files) {
    const module = (await import(join(dir, file))) as Record<string, unknown>
    for (const part of Object.values(module)) {
      if (typeof part !== 'object' || part === null || Array.isArray(part)) continue
      for (const key of Object.keys(part)) owners.set(key, [...(owners.get(key) ?? []), file])
    }
  }
  return [...owners]
    .filter(([, parts]) => parts.length > 1)
    .map(([key, parts]) => `${key} (${parts.join(', ')})`)
}
