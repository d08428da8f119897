/**
 * The AWS SDK clients (SES, SNS) read credentials from the environment. The sandbox checks that
 * requests are signed, not by whom, so any pair does.
 */
process.env.AWS_ACCESS_KEY_ID ??= 'AKIDSANDBOX';
process.env.AWS_SECRET_ACCESS_KEY ??= 'sandbox-secret';
