import { describe, expect, it } from 'vitest';
import { checkProjectId } from './projectId.js';

const notConfigured = { ok: false, alert: 'PROJECT_ID_NOT_CONFIGURED' };

describe('checkProjectId [§5 configuration]', () => {
  it.each([
    [
      '§5 a project id',
      'c4f79cc821944d9680842e34466bfbd9',
      { ok: true, projectId: 'c4f79cc821944d9680842e34466bfbd9' },
    ],
    ['§5 surrounding space is trimmed', '  portico-dev \n', { ok: true, projectId: 'portico-dev' }],
    ['§5 look-alike characters are the cloud’s to reject', 'рroject', { ok: true, projectId: 'рroject' }],
    ['§5 missing', undefined, notConfigured],
    ['§5 null', null, notConfigured],
    ['§5 empty', '', notConfigured],
    ['§5 blank', ' \t\n', notConfigured],
    ['§5 no-break and em spaces only', '\u00a0\u2003', notConfigured],
    ['§5 number', 12345, notConfigured],
    ['§5 object', { projectId: 'x' }, notConfigured],
    ['§5 String object', new String('x'), notConfigured],
  ])('%s', (_section, projectId, expected) => {
    expect(checkProjectId(projectId)).toEqual(expected);
  });

  it('§5 a huge id is kept whole', () => {
    const projectId = 'a'.repeat(1_000_000);
    expect(checkProjectId(projectId)).toEqual({ ok: true, projectId });
  });
});
