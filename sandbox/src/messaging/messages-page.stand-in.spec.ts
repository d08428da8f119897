import { type FastifyInstance } from 'fastify';
import { buildSandbox } from '../app.js';
import { MessagingContext } from './messaging-context.js';
import { messagingStandIns } from './messaging.js';

const signed = {
  'content-type': 'application/x-www-form-urlencoded',
  authorization: 'AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/ses/aws4_request',
};

describe('messages page', () => {
  let app: FastifyInstance;
  let context: MessagingContext;

  beforeEach(async () => {
    context = new MessagingContext({ sesEventDelayMs: 5 });
    app = await buildSandbox({ standIns: messagingStandIns(context) });
  });
  afterEach(async () => app.close());

  const sendEmail = async (subject: string, html: string): Promise<string> => {
    const response = await app.inject({
      method: 'POST',
      url: '/ses/',
      headers: signed,
      payload: new URLSearchParams({
        Action: 'SendEmail',
        Source: 'alerts@teewatch.example',
        'Destination.ToAddresses.member.1': 'bounce@simulator.amazonses.com',
        'Message.Subject.Data': subject,
        'Message.Body.Html.Data': html,
        'Message.Body.Text.Data': 'text version',
      }).toString(),
    });
    return /<MessageId>([^<]+)</.exec(response.body)![1]!;
  };

  it('shows every email, SMS and push message, escaped, with a sandboxed link to the HTML', async () => {
    const id = await sendEmail(
      '<b>Tee</b> time',
      '<p onclick="x()">Hello</p><script>alert(1)</script>',
    );
    await app.inject({
      method: 'POST',
      url: '/sns/',
      headers: signed,
      payload: 'Action=Publish&PhoneNumber=%2B13035550142&Message=Slot%20%3Cnow%3E',
    });
    context.pushMessages.unshift({
      id: 'm1',
      subscriptionId: 's1',
      receivedAt: new Date().toISOString(),
      payload: { title: 'Tee time <found>' },
      payloadText: '{"title":"Tee time <found>"}',
      ttl: 60,
      urgency: 'high',
      topic: 'alert-1',
      vapidSubject: 'mailto:alerts@teewatch.example',
      vapidPublicKey: 'k',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const page = await app.inject({ url: '/messages' });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const html = page.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain('&lt;b&gt;Tee&lt;/b&gt; time');
    expect(html).toContain('bounce@simulator.amazonses.com (bounced)');
    expect(html).toContain('>bounced</span>');
    expect(html).toContain(`href="/messages/email/${id}.html"`);
    expect(html).toContain('Slot &lt;now&gt;');
    expect(html).toContain('Tee time &lt;found&gt;');
    expect(html).toContain('topic <code>alert-1</code>');

    const emailHtml = await app.inject({ url: `/messages/email/${id}.html` });
    expect(emailHtml.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(emailHtml.body).toContain('<script>alert(1)</script>');
    expect((await app.inject({ url: '/messages/email/nope.html' })).statusCode).toBe(404);

    const still = await app.inject({ url: '/messages?refresh=off' });
    expect(still.body).not.toContain('http-equiv="refresh"');
  });

  it('says plainly when nothing was received', async () => {
    const html = (await app.inject({ url: '/messages' })).body;

    expect(html).toContain('No email yet.');
    expect(html).toContain('No text message yet.');
    expect(html).toContain('No push message yet.');
  });

  it('resets everything: JSON for tests, back to the page for the form', async () => {
    await sendEmail('Hello', '<p>Hi</p>');
    context.optedOut.set('+13035550142', new Date().toISOString());

    const json = await app.inject({ method: 'POST', url: '/messages/reset' });
    expect(json.json()).toEqual({ reset: true });
    expect(context.emails).toEqual([]);
    expect(context.optedOut.size).toBe(0);

    const form = await app.inject({
      method: 'POST',
      url: '/messages/reset',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/messages');
  });

  it('lists the stand-ins and their endpoints on the home page', async () => {
    const home = (await app.inject({ url: '/' })).body;

    for (const text of [
      'Amazon SES',
      'Amazon SNS (SMS)',
      'Web push service',
      'POST /ses/v2/email/outbound-emails',
      'POST /push/send/{id}',
      'GET /sns/store',
    ]) {
      expect(home).toContain(text);
    }
  });
});
