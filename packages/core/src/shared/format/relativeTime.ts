import { constants } from '../constants.js';

// §9 "Time": 1 min = 60 s, 1 day = 86400 s, 1 year = 365 days.
const { minuteSeconds: secondsPerMinute, daySeconds: secondsPerDay, yearDays: daysPerYear } = constants.time;
const secondsPerHour = 60 * secondsPerMinute;

/**
 * §5 and DECISIONS "Relative times": how long ago `time` was at `now` — `now` under a minute (and
 * for a time in the future), then `N min`, `N hr`/`N hrs`, `N d`, `N yr`/`N yrs`, each rounded down.
 * A time that is not a valid, finite date gives '' so the caller shows nothing rather than a wrong age.
 */
export function formatRelativeTime(time: Date | number | string, now: Date | number): string {
  const elapsedSeconds = Math.floor((toMilliseconds(now) - toMilliseconds(time)) / 1000);
  if (!Number.isFinite(elapsedSeconds)) return '';
  if (elapsedSeconds < secondsPerMinute) return 'now';
  if (elapsedSeconds < secondsPerHour) return `${Math.floor(elapsedSeconds / secondsPerMinute)} min`;
  if (elapsedSeconds < secondsPerDay) return plural(Math.floor(elapsedSeconds / secondsPerHour), 'hr');
  const days = Math.floor(elapsedSeconds / secondsPerDay);
  if (days < daysPerYear) return `${days} d`;
  return plural(Math.floor(days / daysPerYear), 'yr');
}

function toMilliseconds(time: Date | number | string): number {
  return time instanceof Date ? time.getTime() : typeof time === 'number' ? time : Date.parse(time);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
