import type Database from 'better-sqlite3'

/** Prepared statements kept by SQL text: a list asks the same few shapes again and again. */
const STATEMENT_CACHE = 64

/** Prepares an SQL text once (while it is among the last STATEMENT_CACHE asked). */
export type Prepare = (sql: string) => Database.Statement

export function statementCache(db: Database.Database): Prepare {
  const statements = new Map<string, Database.Statement>()
  return (sql) => {
    let statement = statements.get(sql)
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE) statements.clear()
      statement = db.prepare(sql)
      statements.set(sql, statement)
    }
    return statement
  }
}
