import { PgDialect } from 'drizzle-orm/pg-core';
import { unnest } from './unnest.js';

describe('unnest', () => {
  it('sends each column as one typed array parameter, nulls kept', () => {
    const query = new PgDialect().sqlToQuery(
      unnest([
        [['a', 'b', 'c'], 'text'],
        [[1, null, 3], 'integer'],
      ]),
    );
    expect(query.sql).toBe('unnest($1::text[], $2::integer[])');
    expect(query.params).toEqual([
      ['a', 'b', 'c'],
      [1, null, 3],
    ]);
  });
});
