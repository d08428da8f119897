import { bestFirst, type Rankable } from './match-order.js';

const match = (time: string, priceCents: number, distanceMiles: number | null = 5) =>
  ({
    id: `${time}-${priceCents}-${distanceMiles}`,
    time,
    priceCents,
    distanceMiles,
  }) satisfies Rankable & { id: string };
const ids = (matches: { id: string }[]) => matches.map(({ id }) => id);

describe("an alert's matches, best first", () => {
  it('puts the cheaper of two otherwise equal tee times first', () => {
    const dear = match('08:00', 9000);
    const cheap = match('08:00', 4000);
    expect(ids(bestFirst([dear, cheap], 'morning'))).toEqual([cheap.id, dear.id]);
  });

  it('puts the nearer course first when time and price are equal', () => {
    const far = match('08:00', 5000, 20);
    const near = match('08:00', 5000, 2);
    expect(ids(bestFirst([far, near], 'morning'))).toEqual([near.id, far.id]);
  });

  it("prefers the middle of the alert's window to its edges", () => {
    const edge = match('06:00', 5000);
    const middle = match('08:00', 5000);
    expect(ids(bestFirst([edge, middle], 'morning'))).toEqual([middle.id, edge.id]);
  });

  it('weighs time against price: the cheapest slot near the window edge beats the dearest at its middle', () => {
    const middleDear = match('08:00', 9000);
    const edgeCheap = match('06:30', 3000);
    expect(ids(bestFirst([middleDear, edgeCheap], 'morning'))).toEqual([
      edgeCheap.id,
      middleDear.id,
    ]);
  });

  it('leaves time out for an "any time" alert, and gives ties to the earlier tee time', () => {
    const late = match('16:00', 5000);
    const early = match('07:00', 5000);
    expect(ids(bestFirst([late, early], 'any'))).toEqual([early.id, late.id]);
  });

  it('ranks an alert without a place by time and price alone', () => {
    const dear = match('08:00', 9000, null);
    const cheap = match('09:00', 4000, null);
    expect(ids(bestFirst([dear, cheap], 'any'))).toEqual([cheap.id, dear.id]);
  });

  it('answers nothing for no matches', () => {
    expect(bestFirst([], 'evening')).toEqual([]);
  });
});
