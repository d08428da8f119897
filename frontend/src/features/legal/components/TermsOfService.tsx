import { useMessages } from '../../../lib/i18n';
import { LegalDocument } from './LegalDocument';
import { termsMessages } from './TermsOfService.messages';

const contactEmail = 'support@teewatch.app';

export function TermsOfService() {
  const text = useMessages(termsMessages);
  return (
    <LegalDocument
      title={text.title}
      updated={text.updated}
      intro={text.intro}
      sections={[
        { id: 'private-beta', title: text.privateBeta.title, body: text.privateBeta.text },
        { id: 'no-guarantee', title: text.noGuarantee.title, body: text.noGuarantee.items },
        { id: 'bookings', title: text.bookings.title, body: text.bookings.text },
        { id: 'fair-use', title: text.fairUse.title, body: text.fairUse.items },
        { id: 'changes', title: text.changes.title, body: text.changes.text },
        { id: 'contact', title: text.contact.title, body: text.contact.text(contactEmail) },
      ]}
    />
  );
}
