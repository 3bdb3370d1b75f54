export interface BuildFreshness {
  fresh: boolean
  /** Why a build is or is not needed, in Spanish. */
  reason: string
}

export function buildFreshness(root: string): BuildFreshness

export function ensureBuild(root: string, write?: (line: string) => void): number
