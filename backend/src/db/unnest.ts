import { type SQL, sql } from 'drizzle-orm';

/**
 * `unnest($1::text[], $2::integer[], ...)`: many rows sent as one array parameter per column, for
 * `insert ... select ... from unnest(...)`. Drizzle's values() sends a parameter per value and
 * builds the statement in JavaScript first; for one scan's 170 tee times (2,040 parameters) that
 * took 30 ms of CPU before PostgreSQL saw it, and the whole insert four times as long as this
 * (docs/operations.md, "Scanner").
 */
export function unnest(columns: [values: unknown[], sqlType: string][]): SQL {
  return sql`unnest(${sql.join(
    columns.map(([values, sqlType]) => sql`${sql.param(values)}::${sql.raw(sqlType)}[]`),
    sql`, `,
  )})`;
}
