/** The email that proves an address belongs to the golfer who added it. */
export function contactVerificationEmail(link: string): {
  subject: string;
  html: string;
  text: string;
} {
  return {
    subject: 'Confirm your email for TeeWatch alerts',
    text: [
      'Someone (we hope you) asked TeeWatch to send tee-time alerts to this address.',
      '',
      `Confirm it here: ${link}`,
      '',
      'The link works for 24 hours. If it was not you, ignore this email: nothing will be sent.',
    ].join('\n'),
    html: `<p>Someone (we hope you) asked TeeWatch to send tee-time alerts to this address.</p>
<p><a href="${link}">Confirm this email address</a></p>
<p>The link works for 24 hours. If it was not you, ignore this email: nothing will be sent.</p>`,
  };
}

/** The text with a phone number's 6-digit code. */
export function verificationCodeSms(code: string, minutes: number): string {
  return `TeeWatch code: ${code}. It expires in ${minutes} minutes. Reply STOP to opt out.`;
}
