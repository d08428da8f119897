export * from './languages';
export {
  activateLanguage,
  currentLanguage,
  currentLocale,
  currentMuiLocale,
  defineMessages,
  messagesFor,
  subscribeToLanguage,
  useLanguage,
  useMessages,
  withLanguage,
  type LanguageBundle,
  type MessageBook,
  type MessageValue,
  type TextsLike,
  type Translation,
} from './messages';
export { plural, type PluralForms } from './plural';
export { Name, Sentence } from './Sentence';
