import { en } from '../../i18n/locales/en.js';
import { createTranslator, type Translate } from '../../i18n/translator.js';
import { constants } from '../constants.js';

// §9 "Time": 1 min = 60 s, 1 day = 86400 s, 1 year = 365 days.
const { minuteSeconds: secondsPerMinute, daySeconds: secondsPerDay, yearDays: daysPerYear } = constants.time;
const secondsPerHour = 60 * secondsPerMinute;
const english = createTranslator('en', en);

/**
 * §5 and DECISIONS "Relative times": how long ago `time` was at `now` — `now` under a minute (and
 * for a time in the future), then `N min`, `N hr`/`N hrs`, `N d`, `N yr`/`N yrs`, each rounded down.
 * A time that is not a valid, finite date gives '' so the caller shows nothing rather than a wrong age. In
 * another locale `t` writes the units (the catalogue's `time.*` messages, numbers and plurals through `Intl`).
 */
export function formatRelativeTime(
  time: Date | number | string,
  now: Date | number,
  t: Translate = english,
): string {
  const elapsedSeconds = Math.floor((toMilliseconds(now) - toMilliseconds(time)) / 1000);
  if (!Number.isFinite(elapsedSeconds)) return '';
  if (elapsedSeconds < secondsPerMinute) return t('time.now');
  if (elapsedSeconds < secondsPerHour)
    return t('time.minutes', { count: Math.floor(elapsedSeconds / secondsPerMinute) });
  if (elapsedSeconds < secondsPerDay)
    return t('time.hours', { count: Math.floor(elapsedSeconds / secondsPerHour) });
  const days = Math.floor(elapsedSeconds / secondsPerDay);
  if (days < daysPerYear) return t('time.days', { count: days });
  return t('time.years', { count: Math.floor(days / daysPerYear) });
}

function toMilliseconds(time: Date | number | string): number {
  return time instanceof Date ? time.getTime() : typeof time === 'number' ? time : Date.parse(time);
}
