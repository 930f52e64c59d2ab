/** Who logged in at a provider: (provider, subject) keys the user; the rest is what the provider said. */
export interface SocialIdentity {
  subject: string;
  username: string | null;
  email: string | null;
  /** Only true when the provider says it verified the email. */
  emailVerified: boolean;
}

/** A provider's answer that is not what its API documents: the provider failed (502), not the visitor. */
export class SocialProfileError extends Error {
  override readonly name = 'SocialProfileError';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A provider's user id: a non-empty string or a whole number (GitHub's ids are numbers). */
function subjectOf(value: unknown, provider: string): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  const subject = text(value);
  if (subject === null || subject.length > 255) {
    throw new SocialProfileError(`${provider}'s user endpoint answered no user id`);
  }
  return subject;
}

function objectOf(value: unknown, provider: string): Json {
  if (!isObject(value))
    throw new SocialProfileError(`${provider}'s user endpoint did not answer a JSON object`);
  return value;
}

export type ProfileReader = (body: unknown) => SocialIdentity;

/** GitHub `GET /user`: the public email is not said to be verified. */
export const githubProfile: ProfileReader = (body) => {
  const user = objectOf(body, 'github');
  return {
    subject: subjectOf(user.id, 'github'),
    username: text(user.login),
    email: text(user.email),
    emailVerified: false,
  };
};

/** Reads a provider's list of the user's emails: the verified primary one, or null. */
export type VerifiedEmailReader = (body: unknown) => string | null;

/** GitHub `GET /user/emails` (`user:email` scope): `[{ email, primary, verified, visibility }]`. */
export const githubVerifiedEmail: VerifiedEmailReader = (body) => {
  if (!Array.isArray(body))
    throw new SocialProfileError("github's emails endpoint did not answer a JSON array");
  const primary = body.find((entry) => isObject(entry) && entry.primary === true && entry.verified === true);
  return primary === undefined ? null : text((primary as Json).email);
};

/** Facebook Graph `GET /me?fields=id,name,email`: no verified flag. */
export const facebookProfile: ProfileReader = (body) => {
  const user = objectOf(body, 'facebook');
  return {
    subject: subjectOf(user.id, 'facebook'),
    username: text(user.name),
    email: text(user.email),
    emailVerified: false,
  };
};

/** X `GET /2/users/me`: `{ data: { id, username } }`, no email. */
export const xProfile: ProfileReader = (body) => {
  const data = objectOf(objectOf(body, 'x').data, 'x');
  return {
    subject: subjectOf(data.id, 'x'),
    username: text(data.username),
    email: null,
    emailVerified: false,
  };
};

/** Discord `GET /users/@me`: `verified` says whether the email is. */
export const discordProfile: ProfileReader = (body) => {
  const user = objectOf(body, 'discord');
  return {
    subject: subjectOf(user.id, 'discord'),
    username: text(user.username),
    email: text(user.email),
    emailVerified: user.verified === true,
  };
};

/** An OpenID Connect ID token's claims (already validated): Apple says `email_verified` as a string. */
export function oidcIdentity(claims: Json): SocialIdentity {
  const verified = claims.email_verified;
  return {
    subject: subjectOf(claims.sub, String(claims.iss)),
    username: text(claims.preferred_username) ?? text(claims.name) ?? text(claims.email),
    email: text(claims.email),
    emailVerified: verified === true || verified === 'true',
  };
}
