import { randomUUID } from 'node:crypto';
import { type FastifyInstance, type FastifyRequest } from 'fastify';

/*
 * What SES and SNS have in common on the wire: AWS Query requests (form-encoded Action=...) answered
 * in XML, and a SigV4 Authorization header on every call. The sandbox never checks signatures (it
 * holds no secret keys) but refuses an unsigned call, as AWS does, so a misconfigured client shows.
 */

/** Adds a form-encoded body parser to a stand-in's scope (Fastify parses only JSON by itself). */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

export type FormParams = Record<string, string>;

/** `prefix.member.1`, `prefix.member.2`, ... in order (the Query protocol's lists). */
export function members(params: FormParams, prefix: string): string[] {
  return indexed(params, `${prefix}.member.`).map((index) => params[`${prefix}.member.${index}`]!);
}

/** The list indexes present under `prefix` (`prefix1...`, `prefix2...`), sorted. */
export function indexed(params: FormParams, prefix: string): number[] {
  const indexes = new Set<number>();
  for (const key of Object.keys(params)) {
    if (!key.startsWith(prefix)) continue;
    const match = /^(\d+)/.exec(key.slice(prefix.length));
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

/** A SigV4-signed request, as every AWS SDK sends; the signature itself is not checked. */
export function isSigV4Signed(request: FastifyRequest): boolean {
  const authorization = request.headers.authorization ?? '';
  return /^AWS4-HMAC-SHA256 Credential=\S+/.test(authorization);
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

export const newRequestId = (): string => randomUUID();

/** The Query protocol's error body, as SNS and SES v1 send it. */
export function queryErrorXml(
  namespace: string,
  error: { type: 'Sender' | 'Receiver'; code: string; message: string },
  requestId: string,
): string {
  return `<ErrorResponse xmlns="${namespace}">
  <Error>
    <Type>${error.type}</Type>
    <Code>${escapeXml(error.code)}</Code>
    <Message>${escapeXml(error.message)}</Message>
  </Error>
  <RequestId>${requestId}</RequestId>
</ErrorResponse>
`;
}

/** A Query protocol success body: `<ActionResponse><ActionResult>...</ActionResult>...`. */
export function queryResponseXml(
  namespace: string,
  action: string,
  result: string,
  requestId: string,
): string {
  const resultElement =
    result === '' ? `<${action}Result/>` : `<${action}Result>${result}</${action}Result>`;
  return `<${action}Response xmlns="${namespace}">
  ${resultElement}
  <ResponseMetadata>
    <RequestId>${requestId}</RequestId>
  </ResponseMetadata>
</${action}Response>
`;
}

/** The error AWS answers to a call without a SigV4 Authorization header (Query protocol). */
export const missingAuthentication = {
  type: 'Sender',
  code: 'MissingAuthenticationToken',
  message: 'Request is missing Authentication Token',
} as const;
