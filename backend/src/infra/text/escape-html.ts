/** Text made safe to put inside an HTML email (element content or a quoted attribute). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
