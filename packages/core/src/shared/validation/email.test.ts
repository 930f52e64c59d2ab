import { describe, expect, it } from 'vitest';
import { isEmail } from './email.js';

describe('isEmail [§5 enums]', () => {
  it.each([
    ['§5', 'alice@example.com'],
    ['§5', 'a.b+tag@sub.example.co.uk'],
    ['§5', "o'neil_x-1@mail-server.io"],
    ['§5', 'UPPER@EXAMPLE.ORG'],
    ['§5', `${'a'.repeat(64)}@example.com`],
  ])('%s accepts %j', (_section, value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ['§5', ''],
    ['§5', 'alice'],
    ['§5', 'alice.example.com'],
    ['§5', '@example.com'],
    ['§5', 'alice@'],
    ['§5', 'alice@@example.com'],
    ['§5', 'a@b@example.com'],
    ['§5', 'alice@example'],
    ['§5', 'alice@example.c'],
    ['§5', 'alice@example.123'],
    ['§5', 'alice@.example.com'],
    ['§5', 'alice@example..com'],
    ['§5', 'alice@example.com.'],
    ['§5', 'alice@-example.com'],
    ['§5', 'alice@example-.com'],
    ['§5', 'alice@exa_mple.com'],
    ['§5', '.alice@example.com'],
    ['§5', 'alice.@example.com'],
    ['§5', 'al..ice@example.com'],
    ['§5', 'al ice@example.com'],
    ['§5', ' alice@example.com'],
    ['§5', 'alice@example.com '],
    ['§5', 'al"ice@example.com'],
    ['§5 local part over 64', `${'a'.repeat(65)}@example.com`],
    ['§5 label over 63', `alice@${'a'.repeat(64)}.com`],
    ['§5 over 254', `alice@${'a.'.repeat(130)}com`],
    ['§5 Cyrillic а', 'аlice@example.com'],
    ['§5 Cyrillic а in domain', 'alice@exаmple.com'],
    ['§5 fullwidth digit', 'alice０@example.com'],
    ['§5 Arabic-Indic digit', 'alice١@example.com'],
    ['§5 zero-width space', 'ali\u200bce@example.com'],
    ['§5 fullwidth at', 'alice＠example.com'],
  ])('%s rejects %j', (_section, value) => {
    expect(isEmail(value)).toBe(false);
  });

  it.each([
    ['§5 1 MB local part', `${'a'.repeat(1_000_000)}@example.com`],
    ['§5 1 MB of @', '@'.repeat(1_000_000)],
  ])('%s is rejected', (_label, value) => {
    expect(isEmail(value)).toBe(false);
  });

  it.each([
    ['§5', 42],
    ['§5', null],
    ['§5', undefined],
    ['§5', { email: 'alice@example.com' }],
    ['§5', ['alice@example.com']],
  ])('%s returns false for the non-string %j', (_section, value) => {
    expect(isEmail(value)).toBe(false);
  });
});
