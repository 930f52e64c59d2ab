import type { SocialProvider } from './socialConfig.js';
import {
  discordProfile,
  facebookProfile,
  githubProfile,
  githubVerifiedEmail,
  type ProfileReader,
  type VerifiedEmailReader,
  xProfile,
} from './socialProfiles.js';

/** How Portico talks to a provider: OpenID Connect (discovery, a validated ID token) or plain OAuth 2.0. */
export type ProviderProtocol =
  | {
      kind: 'oidc';
      issuer: string;
      scope: string;
      /** The provider posts its answer to the redirect URI (Apple, for its name and email scopes). */
      responseMode?: 'form_post';
    }
  | {
      kind: 'oauth';
      authorizationUrl: string;
      tokenUrl: string;
      userUrl: string;
      scope: string;
      /** How the client authenticates at the token endpoint (X wants HTTP Basic). */
      tokenAuth: 'basic' | 'post';
      readProfile: ProfileReader;
      /**
       * Where the verified email is read when the profile says none is (GitHub's `GET /user/emails`, the
       * `user:email` scope): a path after `userUrl`, and the reader of its answer.
       */
      verifiedEmail?: { path: string; read: VerifiedEmailReader };
    };

/** Each provider's real endpoints, which the settings may override (a local provider standing in). */
export const providerDefaults: Record<SocialProvider, ProviderProtocol> = {
  google: { kind: 'oidc', issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  // Apple answers its name and email scopes only with response_mode=form_post: the frame's callback takes the POST.
  apple: {
    kind: 'oidc',
    issuer: 'https://appleid.apple.com',
    scope: 'openid name email',
    responseMode: 'form_post',
  },
  github: {
    kind: 'oauth',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userUrl: 'https://api.github.com/user',
    scope: 'read:user user:email',
    tokenAuth: 'post',
    readProfile: githubProfile,
    verifiedEmail: { path: '/emails', read: githubVerifiedEmail },
  },
  facebook: {
    kind: 'oauth',
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    scope: 'public_profile email',
    tokenAuth: 'post',
    readProfile: facebookProfile,
  },
  x: {
    kind: 'oauth',
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userUrl: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    tokenAuth: 'basic',
    readProfile: xProfile,
  },
  discord: {
    kind: 'oauth',
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userUrl: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    tokenAuth: 'post',
    readProfile: discordProfile,
  },
};
