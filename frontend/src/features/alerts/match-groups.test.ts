import { makeAlertMatch } from '../../test/factories';
import { blockLabel, blockOf, groupByCourse } from './match-groups';

describe('time blocks', () => {
  it('names two-hour blocks as a golfer reads them, across noon and midnight', () => {
    expect([0, 6, 10, 12, 22].map(blockLabel)).toEqual([
      '12-2 AM',
      '6-8 AM',
      '10 AM-12 PM',
      '12-2 PM',
      '10 PM-12 AM',
    ]);
    expect(['06:00', '07:59', '08:00', '13:30'].map(blockOf)).toEqual([6, 6, 8, 12]);
  });
});

describe('grouping by course', () => {
  const now = new Date('2026-11-25T15:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it('keeps the best-first order, a course where its best tee time is', () => {
    const groups = groupByCourse(
      [
        makeAlertMatch({ id: 'a1', courseId: 'a' }),
        makeAlertMatch({ id: 'b1', courseId: 'b' }),
        makeAlertMatch({ id: 'a2', courseId: 'a' }),
      ],
      now,
    );
    expect(groups.map((group) => group.teeTimes.map((teeTime) => teeTime.id))).toEqual([
      ['a1', 'a2'],
      ['b1'],
    ]);
  });

  it('puts courses with New tee times first and, inside, the newest first; an hour-old find is not New', () => {
    const groups = groupByCourse(
      [
        makeAlertMatch({ id: 'a1', courseId: 'a', foundAt: minutesAgo(90) }),
        makeAlertMatch({ id: 'b1', courseId: 'b' }),
        makeAlertMatch({ id: 'b2', courseId: 'b', foundAt: minutesAgo(30) }),
        makeAlertMatch({ id: 'b3', courseId: 'b', foundAt: minutesAgo(2) }),
      ],
      now,
    );
    expect(groups.map((group) => [group.courseId, group.hasNew])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    expect(groups[0]!.teeTimes.map((teeTime) => teeTime.id)).toEqual(['b3', 'b2', 'b1']);
  });
});
