import { formSubmissionSchema } from '@teewatch/contracts';
import { messagesFor } from '../../lib/i18n';
import { formRulesMessages } from './form-demo.rules.messages';

export interface FormDemoValues {
  email: string;
  password: string;
  phone: string;
  players: string;
  preferredDate: string;
}

export const emptyFormDemo: FormDemoValues = {
  email: '',
  password: '',
  phone: '',
  players: '',
  preferredDate: '',
};

/** Placeholder hosts people type when they do not want to give an address. */
const placeholderHosts = new Set([
  'example.com',
  'example.org',
  'test.com',
  'email.com',
  'mailinator.com',
]);

export interface FormIssue {
  field: keyof FormDemoValues;
  message: string;
  severity: 'error' | 'warning';
}

type RuleKey = keyof typeof formRulesMessages.english;

/**
 * A rule's message in the golfer's language. The schema names each rule by its English message,
 * which the book's English holds; a message the book does not know is shown as it came.
 */
function ruleText(message: string): string {
  const { english } = formRulesMessages;
  const rule = (Object.keys(english) as RuleKey[]).find((key) => english[key] === message);
  const translated = rule && messagesFor(formRulesMessages)[rule];
  return typeof translated === 'string' ? translated : message;
}

/**
 * Every problem of the form now, in the current language: the rules' errors, and the
 * placeholder-address warning.
 */
export function formIssues(values: FormDemoValues): FormIssue[] {
  const parsed = formSubmissionSchema.safeParse(values);
  const issues: FormIssue[] = [];
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof FormDemoValues;
    if (!issues.some((known) => known.field === field)) {
      issues.push({ field, message: ruleText(issue.message), severity: 'error' });
    }
  }
  const host = values.email.trim().toLowerCase().split('@')[1];
  if (host && placeholderHosts.has(host) && !issues.some((issue) => issue.field === 'email')) {
    issues.push({
      field: 'email',
      message: messagesFor(formRulesMessages).placeholderAddress(host),
      severity: 'warning',
    });
  }
  return issues;
}

/** Formats as (555) 123-4567 while typing, from up to 10 digits. */
export function formatPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
