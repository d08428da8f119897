// Google, Facebook and GitHub sign-in through the sandbox's OpenID Connect provider, and the
// magic-link debug link in the send answer, as `npm start` runs them (never in production).
export function sandboxAuthEnv(sandboxUrl) {
  const env = { MAGIC_LINK_DEBUG: 'true' };
  for (const provider of ['google', 'facebook', 'github']) {
    const name = provider.toUpperCase();
    env[`OAUTH_${name}_ISSUER`] = `${sandboxUrl}/oidc/${provider}`;
    env[`OAUTH_${name}_CLIENT_ID`] = `teewatch-${provider}`;
    env[`OAUTH_${name}_CLIENT_SECRET`] = 'sandbox-secret';
  }
  return env;
}
