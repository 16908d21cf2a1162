import { describe, expect, it } from 'vitest';
import { pooledTitles } from './title-pool.ts';

const dealt = () => [
  { id: 'a1', title: 'The Message — الرسالة', posterUrl: 'https://img.example/a1.jpg' },
  { id: 'b2', title: 'Bab Al-Hara', posterUrl: null },
];

describe('pooledTitles', () => {
  it('gives two games dealt the same titles the same objects, with the same text', () => {
    const first = pooledTitles(dealt());
    const second = pooledTitles(dealt().reverse());
    expect(first).toEqual(dealt());
    expect(second[0]).toBe(first[1]);
    expect(second[1]).toBe(first[0]);
  });

  it('keeps a title edited since (text or poster) apart from the one games were dealt before', () => {
    const [before] = pooledTitles(dealt());
    const [renamed] = pooledTitles([{ ...dealt()[0]!, title: 'The Message' }]);
    const [withoutPoster] = pooledTitles([{ ...dealt()[0]!, posterUrl: null }]);
    const [emptyPoster] = pooledTitles([{ ...dealt()[1]!, posterUrl: '' }]);
    expect(renamed).toEqual({ ...dealt()[0], title: 'The Message' });
    expect(renamed).not.toBe(before);
    expect(withoutPoster?.posterUrl).toBeNull();
    expect(before?.posterUrl).toBe('https://img.example/a1.jpg');
    expect(emptyPoster?.posterUrl).toBe('');
  });
});
