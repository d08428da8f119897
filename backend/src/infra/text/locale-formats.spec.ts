import { formats } from './locale-formats.js';

/** French and German space their numbers and colons with no-break spaces; read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** 7:10 on Saturday 20 June 2026 in Denver (13:10 UTC). */
const teeTime = new Date('2026-06-20T13:10:00Z');

describe('formats in each language (docs/i18n.md, "Formats")', () => {
  it.each([
    ['en', 'Sat, Jun 20, 7:10 AM', '$45.50', '$55', '2,000', 'Book: https://t.example'],
    ['es', 'sáb, 20 de jun, 7:10 a.m.', '$45.50', '$55', '2,000', 'Book: https://t.example'],
    ['fr', 'sam. 20 juin, 07:10', '45,50 $US', '55 $US', '2 000', 'Book : https://t.example'],
    ['de', 'Sa., 20. Juni, 07:10', '45,50 $', '55 $', '2.000', 'Book: https://t.example'],
  ] as const)(
    '%s: a Denver tee time, dollars, counts and labels',
    (language, moment, cents, whole, count, label) => {
      const f = formats[language];
      expect(plain(f.moment(teeTime))).toBe(moment);
      expect(plain(f.dollars(4550))).toBe(cents);
      expect(plain(f.dollars(5500))).toBe(whole);
      expect(plain(f.count(2000))).toBe(count);
      expect(plain(f.labelled('Book', 'https://t.example'))).toBe(label);
    },
  );

  it.each([
    ['en', '8:05 AM', '1:30 PM', '75%'],
    ['es', '8:05 a.m.', '1:30 p.m.', '75%'],
    ['fr', '08:05', '13:30', '75 %'],
    ['de', '08:05', '13:30', '75 %'],
  ] as const)('%s: clock times and percents', (language, morning, afternoon, percent) => {
    const f = formats[language];
    expect(plain(f.clock('08:05'))).toBe(morning);
    expect(plain(f.clock('13:30'))).toBe(afternoon);
    expect(plain(f.percent(0.75))).toBe(percent);
  });

  it("picks plural forms by the language's own rules", () => {
    const spots = { one: '# spot', other: '# spots' };
    expect(formats.en.plural(0, spots)).toBe('0 spots');
    expect(formats.en.plural(1, spots)).toBe('1 spot');
    // French counts zero as singular.
    expect(formats.fr.plural(0, { one: '# place', other: '# places' })).toBe('0 place');
    expect(plain(formats.de.plural(1200, { one: '# Punkt', other: '# Punkte' }))).toBe(
      '1.200 Punkte',
    );
  });
});
