// Points the API's and workers' AWS clients (SES, SNS) at the sandbox, and the sandbox's SES
// delivery events back at the API's webhook, as `npm start` and the end-to-end tests run them.
export function sandboxMessagingEnv(sandboxUrl, appOrigin) {
  const escaped = sandboxUrl.replace(/[.]/g, '\\.');
  return {
    SES_ENDPOINT: `${sandboxUrl}/ses`,
    SNS_ENDPOINT: `${sandboxUrl}/sns/`,
    // The sandbox signs its event notifications with a certificate it serves under /ses/.
    SES_EVENTS_CERT_URLS: `^${escaped}/ses/`,
    SANDBOX_SES_EVENTS_WEBHOOK: `${appOrigin}/api/webhooks/ses-events`,
    // The sandbox checks that AWS requests are signed, not by whom.
    AWS_ACCESS_KEY_ID: 'AKIDSANDBOX',
    AWS_SECRET_ACCESS_KEY: 'sandbox-secret',
  };
}
