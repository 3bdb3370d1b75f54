/**
 * Which reading of the service the demo service serves: `interface`, our description (docs/service-contract.md),
 * or `vendor`, the vendor's published OpenAPI document (SC-DIALECT-1).
 */
export const DIALECTS = ['interface', 'vendor'] as const
export type Dialect = (typeof DIALECTS)[number]

export const DEFAULT_DIALECT: Dialect = 'interface'

export function isDialect(value: string): value is Dialect {
  return (DIALECTS as readonly string[]).includes(value)
}
