import { describe, expect, it } from 'vitest';
import { saysTeam, teamLabel } from './team-label.ts';

const arabic = (name: string) => `فريق ${name}`;

describe('team label', () => {
  it.each([
    ['فريق البنات', 'فريق البنات'],
    ['  فريق البنات ', '  فريق البنات '],
    ['الفريق الأحمر', 'الفريق الأحمر'],
    ['فريقنا', 'فريقنا'],
    ['الصقور', 'فريق الصقور'],
    ['البنات فريق', 'فريق البنات فريق'],
    ['Team Red', 'Team Red'],
    ['Dream team', 'Dream team'],
    ['Teamwork', 'فريق Teamwork'],
    ['Steam', 'فريق Steam'],
  ])('%s is called %s', (name, label) => {
    expect(teamLabel(name, arabic)).toBe(label);
  });

  it('leaves other names to the language', () => {
    expect(teamLabel('Owls', (n) => n)).toBe('Owls');
    expect(saysTeam('Owls')).toBe(false);
  });
});
