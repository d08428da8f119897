import { problemIn } from './nul-characters.js';

describe('the shape of a request', () => {
  it('names the field holding a NUL character, in a value or a key', () => {
    expect(problemIn({ courses: ['ok', `Riv\u0000`] })).toEqual({
      field: 'courses.1',
      message: 'must not contain a NUL character',
    });
    expect(problemIn({ [`lo\u0000c`]: 'x' }, ['query'])?.field).toBe('query.lo\u0000c');
    expect(problemIn({ location: 'Denver', players: 2, courses: [] })).toBeUndefined();
  });

  it('refuses nesting past 32 levels without exhausting the stack', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 10_000; level += 1) deep = { a: deep };
    expect(problemIn(deep)).toEqual({
      field: Array.from({ length: 32 }, () => 'a').join('.'),
      message: 'must not nest more than 32 levels deep',
    });
    let fine: unknown = 'x';
    for (let level = 0; level < 31; level += 1) fine = { a: fine };
    expect(problemIn(fine)).toBeUndefined();
  });
});
