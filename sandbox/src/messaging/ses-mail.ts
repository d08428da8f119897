/** What SES's mailbox simulator does with a message to one recipient. */
export type RecipientOutcome = 'delivered' | 'bounced' | 'complaint' | 'suppressed' | 'auto-reply';

const simulatorAddress = /^([a-z]+)(\+[^@]*)?@simulator\.amazonses\.com$/i;

/**
 * The mailbox simulator, as SES documents it: success@ is delivered, bounce@ bounces (hard),
 * complaint@ is delivered then complained about, suppressionlist@ bounces as if on the account's
 * suppression list, ooto@ is delivered and answered by an out-of-office reply. A "+label" is allowed
 * before the @. Every other address is delivered.
 */
export function simulatorOutcome(address: string): RecipientOutcome {
  const local = simulatorAddress.exec(address)?.[1]?.toLowerCase();
  switch (local) {
    case 'bounce':
      return 'bounced';
    case 'complaint':
      return 'complaint';
    case 'suppressionlist':
      return 'suppressed';
    case 'ooto':
      return 'auto-reply';
    default:
      return 'delivered';
  }
}

/** The bare address of `"Name" <a@b.example>` or `a@b.example`. */
export function bareAddress(mailbox: string): string {
  const angle = /<([^<>]*)>\s*$/.exec(mailbox);
  return (angle ? angle[1]! : mailbox).trim();
}

const addressPattern = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;

export function isValidAddress(mailbox: string): boolean {
  return addressPattern.test(bareAddress(mailbox));
}

/** Splits an address-list header (`a@x, "Doe, J" <j@y>`) at commas outside quotes and angles. */
export function splitAddressList(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let angled = false;
  for (const char of value) {
    if (char === '"') quoted = !quoted;
    else if (char === '<' && !quoted) angled = true;
    else if (char === '>' && !quoted) angled = false;
    if (char === ',' && !quoted && !angled) {
      if (current.trim()) parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

export interface MailHeader {
  name: string;
  value: string;
}

export interface ParsedMessage {
  headers: MailHeader[];
  text: string | null;
  html: string | null;
}

/** The first value of a header, by case-insensitive name. */
export function headerValue(headers: readonly MailHeader[], name: string): string | null {
  const lower = name.toLowerCase();
  return headers.find((header) => header.name.toLowerCase() === lower)?.value ?? null;
}

/**
 * Reads a raw RFC 5322 message (SendEmail's Content.Raw, SendRawEmail): its top-level headers with
 * encoded words decoded, and its first text/plain and text/html parts, through nested multiparts,
 * base64 and quoted-printable. Attachments are left out.
 */
export function parseRawMessage(raw: Buffer): ParsedMessage {
  const part = parsePart(raw.toString('latin1'));
  const bodies: { text: string | null; html: string | null } = { text: null, html: null };
  collectBodies(part, bodies);
  return { headers: part.headers, ...bodies };
}

interface MimePart {
  headers: MailHeader[];
  /** The body as latin1 text (one char per byte) so that binary survives until decoded. */
  body: string;
}

function parsePart(source: string): MimePart {
  const split = /\r?\n\r?\n/.exec(source);
  const head = split ? source.slice(0, split.index) : source;
  const body = split ? source.slice(split.index + split[0].length) : '';
  const headers: MailHeader[] = [];
  for (const line of head.split(/\r?\n(?![ \t])/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const value = line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    // Header bytes beyond ASCII are UTF-8 (RFC 6532); the part was read one char per byte.
    const utf8Value = Buffer.from(value, 'latin1').toString('utf8');
    headers.push({ name: line.slice(0, colon).trim(), value: decodeEncodedWords(utf8Value) });
  }
  return { headers, body };
}

function collectBodies(part: MimePart, bodies: { text: string | null; html: string | null }): void {
  const contentType = headerValue(part.headers, 'Content-Type') ?? 'text/plain';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  const disposition = (headerValue(part.headers, 'Content-Disposition') ?? '').toLowerCase();
  if (mediaType.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary');
    if (!boundary) return;
    const delimiter = `--${boundary}`;
    const sections = part.body.split(delimiter).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectBodies(parsePart(section.replace(/^\r?\n/, '')), bodies);
    }
    return;
  }
  if (disposition.startsWith('attachment')) return;
  if (mediaType !== 'text/plain' && mediaType !== 'text/html') return;
  const key = mediaType === 'text/plain' ? 'text' : 'html';
  if (bodies[key] !== null) return;
  const encoding = (headerValue(part.headers, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  const bytes = decodeTransfer(part.body, encoding);
  bodies[key] = decodeCharset(bytes, parameter(contentType, 'charset') ?? 'utf-8').replace(
    /\r?\n$/,
    '',
  );
}

function parameter(headerText: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*("([^"]*)"|[^;\\s]+)`, 'i').exec(headerText);
  if (!match) return null;
  return match[2] ?? match[1] ?? null;
}

function decodeTransfer(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const unwrapped = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      unwrapped.replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      ),
      'latin1',
    );
  }
  return Buffer.from(body, 'latin1');
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?utf-8?Q?...?=`) in a header value. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, charset: string, kind: string, text: string) => {
        const bytes =
          kind.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                    String.fromCharCode(parseInt(hex, 16)),
                  ),
                'latin1',
              );
        return decodeCharset(bytes, charset);
      },
    );
}
