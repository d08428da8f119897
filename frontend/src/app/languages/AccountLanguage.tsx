import { useEffect, useRef } from 'react';
import { useUpdateProfileMutation } from '../../features/auth/api/auth.api';
import { useAccessibility } from '../../lib/accessibility/accessibility-context';
import { useSession } from '../../lib/session';

/**
 * Keeps the signed-in golfer's language on the account, where the notifier reads it
 * (docs/i18n.md, "Which language"). On sign-in the account's choice wins; an account that never
 * chose takes this browser's; later changes in the settings are saved to the account.
 */
export default function AccountLanguage() {
  const { user, updateUser } = useSession();
  const { settings, update } = useAccessibility();
  const [saveProfile] = useUpdateProfileMutation();
  const adoptedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user) return;
    if (adoptedFor.current !== user.id) {
      adoptedFor.current = user.id;
      if (user.language && user.language !== settings.language) {
        update('language', user.language);
        return;
      }
    }
    if (user.language === settings.language) return;
    saveProfile({ language: settings.language })
      .unwrap()
      .then(updateUser)
      // Not saved now (offline, a blip): the next change or sign-in tries again.
      .catch(() => undefined);
  }, [user, settings.language, update, saveProfile, updateUser]);

  return null;
}
