import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime.js';

const now = Date.UTC(2025, 5, 15, 12, 0, 0);
const secondsAgo = (seconds: number) => now - seconds * 1000;
const day = 86_400;

describe('formatRelativeTime [§5 display]', () => {
  it.each([
    ['§5 just now', secondsAgo(0), 'now'],
    ['§5 59 s', secondsAgo(59), 'now'],
    ['§5 a few ms in the future', now + 5, 'now'],
    ['§5 a year in the future', now + 365 * day * 1000, 'now'],
    ['§9 60 s is 1 min', secondsAgo(60), '1 min'],
    ['§5 59 min', secondsAgo(59 * 60 + 59), '59 min'],
    ['§5 1 hr', secondsAgo(3_600), '1 hr'],
    ['§5 2 hrs', secondsAgo(2 * 3_600), '2 hrs'],
    ['§5 23 hrs', secondsAgo(day - 1), '23 hrs'],
    ['§9 86400 s is 1 d', secondsAgo(day), '1 d'],
    ['§5 3 d', secondsAgo(3 * day + 5), '3 d'],
    ['§9 364 d', secondsAgo(365 * day - 1), '364 d'],
    ['§9 365 d is 1 yr', secondsAgo(365 * day), '1 yr'],
    ['§9 a leap year is not a year of 366 d', secondsAgo(729 * day), '1 yr'],
    ['§5 2 yrs', secondsAgo(730 * day), '2 yrs'],
    ['§5 ISO string', '2025-06-15T11:58:30Z', '1 min'],
    ['§5 Date', new Date(secondsAgo(3 * day)), '3 d'],
    ['§5 epoch', 0, '55 yrs'],
    ['§5 bad: empty string', '', ''],
    ['§5 bad: text', 'yesterday', ''],
    ['§5 bad: NaN', Number.NaN, ''],
    ['§5 bad: invalid Date', new Date('nope'), ''],
    ['§5 bad: minus infinity', Number.NEGATIVE_INFINITY, ''],
    ['§5 bad: full-width digits', '２０２５-06-15T11:58:30Z', ''],
  ])('%s', (_section, time, expected) => {
    expect(formatRelativeTime(time, now)).toBe(expected);
  });

  it('§5 accepts now as a Date', () => {
    expect(formatRelativeTime(secondsAgo(120), new Date(now))).toBe('2 min');
  });
});
