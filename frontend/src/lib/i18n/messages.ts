import { useSyncExternalStore } from 'react';
import type { Localization } from '@mui/material/locale';
import { localeTags, type Language } from './languages';

/**
 * A text of the app: a plain string, a function of the values it shows (counts, names, dates), a
 * list, or a group of texts.
 */
export type MessageValue =
  | string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each text names its own arguments
  | ((...args: any[]) => string)
  | readonly MessageValue[]
  | { readonly [key: string]: MessageValue };

/**
 * The texts of one screen or component: an id unique in the app, and the English texts, which
 * also fix the shape every translation must have.
 */
export interface MessageBook<M> {
  readonly id: string;
  readonly english: M;
}

/** Texts shaped like M: the same keys, each text of the same kind, any words. */
export type TextsLike<M> = M extends string
  ? string
  : M extends (...args: infer A) => string
    ? (...args: A) => string
    : M extends readonly (infer E)[]
      ? readonly TextsLike<E>[]
      : { readonly [K in keyof M]: TextsLike<M[K]> };

/** What a translation of a book must hold: `satisfies Translation<typeof someMessages>`. */
export type Translation<B extends MessageBook<unknown>> = TextsLike<B['english']>;

/** One language's texts for the whole app, loaded only when that language is chosen. */
export interface LanguageBundle {
  readonly books: Readonly<Record<string, unknown>>;
  /** MUI's own texts (pagination, autocomplete, ...) in this language. */
  readonly mui: Localization;
}

export function defineMessages<M extends Record<string, MessageValue>>(
  id: string,
  english: M,
): MessageBook<M> {
  return { id, english };
}

let active: { language: Language; bundle: LanguageBundle | undefined } = {
  language: 'en',
  bundle: undefined,
};
const listeners = new Set<() => void>();

export function currentLanguage(): Language {
  return active.language;
}

/** The locale numbers, dates and plurals are written in now ("es-US"). */
export function currentLocale(): string {
  return localeTags[active.language];
}

export function currentMuiLocale(): Localization | undefined {
  return active.bundle?.mui;
}

/**
 * Switches every text of the app. English ships with the code; any other language passes its
 * bundle, loaded beforehand. Components reading texts with useMessages render again.
 */
export function activateLanguage(language: Language, bundle?: LanguageBundle): void {
  if (language !== 'en' && !bundle) throw new Error(`The ${language} texts are not loaded`);
  active = { language, bundle: language === 'en' ? undefined : bundle };
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A book's texts in the current language. A book the bundle lacks falls back to English, which the
 * completeness test (lib/i18n/translations.test.ts) keeps from happening unnoticed. For code
 * outside components (toasts, validation messages); components use useMessages.
 */
export function messagesFor<M>(book: MessageBook<M>): M {
  const translated = active.bundle?.books[book.id];
  return (translated as M | undefined) ?? book.english;
}

/** The current language, and a render again whenever it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}

/** A book's texts in the current language; the component renders again when the language changes. */
export function useMessages<M>(book: MessageBook<M>): M {
  useLanguage();
  return messagesFor(book);
}

/**
 * A request body with the golfer's language, for calls whose email or text goes out before the
 * account's own language is known (sign-up, magic link, password reset, a new contact).
 */
export function withLanguage<T extends object>(body: T): T & { language: Language } {
  return { ...body, language: active.language };
}
