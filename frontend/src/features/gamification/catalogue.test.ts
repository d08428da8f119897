import { achievementCatalogue, levels, streakMilestones } from '@teewatch/contracts';
import { describe, expect, it } from 'vitest';
import { speak } from '../../test/language';
import { achievementWords, levelName, levelNamed, milestoneName } from './catalogue';

describe('the catalogue book', () => {
  it('says in English exactly what the server says', () => {
    for (const achievement of achievementCatalogue) {
      expect(achievementWords({ ...achievement, name: '', description: '' })).toEqual({
        name: achievement.name,
        description: achievement.description,
      });
    }
    for (const level of levels) expect(levelName(level.level, '')).toBe(level.name);
    for (const milestone of streakMilestones) {
      expect(milestoneName(milestone.days, '')).toBe(milestone.name);
    }
  });

  it("translates by id and number, and keeps the server's words for what it does not know", async () => {
    await speak('es');
    expect(achievementWords(achievementCatalogue[2])).toEqual({
      name: 'Primera alerta',
      description: 'Crea tu primera alerta de tee times.',
    });
    expect(achievementWords({ id: 'streak-7', name: 'Birdie Streak', description: '' })).toEqual({
      name: 'Racha de birdie',
      description: 'Usa TeeWatch 7 días seguidos.',
    });
    expect(levelName(2, 'Weekend Warrior')).toBe('Guerrero de fin de semana');
    expect(levelNamed('Legend')).toBe('Leyenda');
    expect(milestoneName(365, 'Golf Legend')).toBe('Leyenda del golf');

    const newer = { id: 'hole-in-one', name: 'Ace', description: 'Make an ace.' };
    expect(achievementWords(newer)).toEqual({ name: 'Ace', description: 'Make an ace.' });
    expect(levelName(7, 'Hall of Famer')).toBe('Hall of Famer');
    expect(levelNamed('Hall of Famer')).toBe('Hall of Famer');
    expect(milestoneName(500, 'Iron Streak')).toBe('Iron Streak');
  });
});
