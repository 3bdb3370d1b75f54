/**
 * The keys that two parts of one language's catalogue both define, each named with the parts that
 * define it: a catalogue spreads its parts into one object, where the later part's sentence (or
 * section) silently wins. `parts` holds each part's module by its file name.
 */
export function keysDefinedTwice(parts: Record<string, Record<string, unknown>>): string[] {
  const owners = new Map<string, string[]>()
  for (const [file, module] of Object.entries(parts)) {
    for (const part of Object.values(module)) {
      if (typeof part !== 'object' || part === null || Array.isArray(part)) continue
      for (const key of Object.keys(part)) owners.set(key, [...(owners.get(key) ?? []), file])
    }
  }
  return [...owners]
    .filter(([, files]) => files.length > 1)
    .map(([key, files]) => `${key} (${files.join(', ')})`)
}
