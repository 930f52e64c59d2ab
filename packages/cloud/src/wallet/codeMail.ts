import type { Mail } from './mailer.js';

export type CodePurpose = 'login' | 'update-primary' | 'update-secondary' | 'link';

const intro: Record<CodePurpose, string> = {
  login: 'Use this code to sign in to your Portico wallet.',
  'update-primary': 'Someone asked to move your Portico wallet to another email. Use this code to confirm.',
  'update-secondary': 'Use this code to confirm this email as the new email of your Portico wallet.',
  link: 'Someone signed in with a social login that uses this email. Use this code to let that login open your Portico wallet too.',
};

/** The code on a line of its own, so it reads (and parses) at a glance. */
export function codeMail(to: string, purpose: CodePurpose, code: string, minutes: number): Mail {
  return {
    to,
    subject: `Your Portico code is ${code}`,
    text: [
      intro[purpose],
      '',
      `Your Portico code is ${code}`,
      '',
      `It is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this mail.`,
    ].join('\n'),
  };
}
