import { useEffect } from 'react';
import { useMessages, type MessageBook } from '../lib/i18n';

/** The page's title in the golfer's language, from its route's book; it follows a language change. */
export function useDocumentTitle(book: MessageBook<{ title: string }>): void {
  const { title } = useMessages(book);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
