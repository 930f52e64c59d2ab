import { describe, expect, it } from 'vitest';
import { isNameRegistrationSupported, isValidAccountName } from './accountName.js';

describe('isValidAccountName [§5 name-registration]', () => {
  it.each([
    ['§5 four letters', 'abcd', true],
    ['§5 letters, digits and hyphens', 'my-wallet-42', true],
    ['§5 capitals', 'Alice', true],
    ['§5 digits only', '1234', true],
    ['§5 hyphens only', '----', true],
    ['§5 empty', '', false],
    ['§5 three characters', 'abc', false],
    ['§5 underscore', 'my_wallet', false],
    ['§5 dot', 'alice.eth', false],
    ['§5 space', 'my wallet', false],
    ['§5 emoji', 'abc😀', false],
    ['§5 Cyrillic а', 'аlice', false],
    ['§5 accented letter', 'josé', false],
    ['§5 fullwidth digits', '０１２３', false],
    ['§5 Arabic-Indic digits', '١٢٣٤', false],
    ['§5 zero-width space', 'alic\u200be', false],
    ['§5', 1234, false],
    ['§5', null, false],
    ['§5', undefined, false],
    ['§5', { name: 'alice' }, false],
  ])('%s: %j → %s', (_label, value, expected) => {
    expect(isValidAccountName(value)).toBe(expected);
  });

  it.each([
    ['§5 1 MB of letters', 'a'.repeat(1_000_000), true],
    ['§5 1 MB of letters then a dot', `${'a'.repeat(1_000_000)}.`, false],
  ])('%s is judged without hanging', (_label, value, expected) => {
    expect(isValidAccountName(value)).toBe(expected);
  });
});

describe('isNameRegistrationSupported [§5 name-registration]', () => {
  it.each([
    ['§5', 'eip155', true],
    ['§5', 'solana', false],
    ['§5', 'polkadot', false],
    ['§5', 'bip122', false],
    ['§5', 'cosmos', false],
    ['§5', '', false],
    ['§5', 'EIP155', false],
    ['§5 Cyrillic е', 'еip155', false],
    ['§5', 155, false],
    ['§5', null, false],
    ['§5', undefined, false],
    ['§5', {}, false],
  ])('%s %j → %s', (_section, value, expected) => {
    expect(isNameRegistrationSupported(value)).toBe(expected);
  });
});
