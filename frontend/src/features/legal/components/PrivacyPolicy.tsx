import { useMessages } from '../../../lib/i18n';
import { LegalDocument } from './LegalDocument';
import { privacyMessages } from './PrivacyPolicy.messages';

const contactEmail = 'privacy@teewatch.app';

export function PrivacyPolicy() {
  const text = useMessages(privacyMessages);
  return (
    <LegalDocument
      title={text.title}
      updated={text.updated}
      intro={text.intro}
      sections={[
        { id: 'what-we-store', title: text.whatWeStore.title, body: text.whatWeStore.items },
        {
          id: 'what-we-do-not-do',
          title: text.whatWeDoNotDo.title,
          body: text.whatWeDoNotDo.items,
        },
        { id: 'retention', title: text.retention.title, body: text.retention.items },
        { id: 'third-parties', title: text.thirdParties.title, body: text.thirdParties.items },
        { id: 'your-choices', title: text.yourChoices.title, body: text.yourChoices.text },
        { id: 'contact', title: text.contact.title, body: text.contact.text(contactEmail) },
      ]}
    />
  );
}
