import { z } from 'zod';
import { lenientArray, looseBoolean } from './slot-parsing.js';

describe('loose parts of a platform answer', () => {
  const teeTime = z.object({ bookings: lenientArray(z.number()), held: looseBoolean });

  it('reads a missing list as empty and a missing flag as false, as real answers leave them out', () => {
    // Teesnap leaves `bookings` out of a tee-off section nobody has booked.
    expect(teeTime.parse({})).toEqual({ bookings: [], held: false });
  });

  it('keeps the items that parse and reads the usual spellings of true', () => {
    expect(teeTime.parse({ bookings: [1, 'two', 3], held: '1' })).toEqual({
      bookings: [1, 3],
      held: true,
    });
    expect(teeTime.parse({ bookings: null, held: 'yes' })).toEqual({ bookings: [], held: false });
  });
});
