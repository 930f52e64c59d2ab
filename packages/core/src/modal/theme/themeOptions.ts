import { PorticoError } from '../../shared/errors/PorticoError.js';
import { type ThemeChoice, themeBorderRadii, themeLooks } from './themeChoice.js';

const hexColour = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const functionOrName = /^[a-z-]+(?:\([\w\s.,%/+-]*\))?$/i;
/** A font-family list: names, quoted names and commas, nothing that ends a declaration. */
const fontList = /^[\w\s"',.-]+$/;

const refuse = (option: string, value: unknown): never => {
  throw new PorticoError('INVALID_THEME_OPTION', { option, value: String(value) });
};

/** Checks each choice given (an absent one stays absent): a fault throws 'Invalid theme option …'. */
export function checkedThemeChoice(choice: ThemeChoice): ThemeChoice {
  const { look, accentColor, borderRadius, fontFamily } = choice;
  if (look !== undefined && !(themeLooks as readonly unknown[]).includes(look)) refuse('look', look);
  if (accentColor !== undefined && !(hexColour.test(accentColor) || functionOrName.test(accentColor)))
    refuse('accentColor', accentColor);
  if (borderRadius !== undefined && !Object.hasOwn(themeBorderRadii, borderRadius))
    refuse('borderRadius', borderRadius);
  if (fontFamily !== undefined && !fontList.test(fontFamily)) refuse('fontFamily', fontFamily);
  return choice;
}

/**
 * The text colour on the accent: black on a light hex accent, white on a dark one (WCAG relative luminance, white down to mid-tones);
 * undefined for other colour syntaxes, which keep the look's.
 */
export function onAccentColour(accent: string): string | undefined {
  if (!hexColour.test(accent)) return undefined;
  const digits = accent.slice(1);
  const long = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(long.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.25 ? '#000000' : '#ffffff';
}
