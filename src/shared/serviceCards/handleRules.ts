// A card column's handle rule: how a returned value is shown (document 002 §3 "handle rules").
// none; a date format; a mask keeping the first and last character (names, phone numbers); a
// dictionary of the tenant turning a code into its name; a truncation to a length with an
// ellipsis. Applied by the server's preview (the dictionary entries passed in); pure, so the
// rule's wording and its effect are tested in one place.
export const HANDLE_RULES = ['none', 'dateFormat', 'mask', 'dictionary', 'truncate'] as const;
export type HandleRule = (typeof HANDLE_RULES)[number];

export const DATE_FORMATS = ['date', 'monthDay', 'dateTime'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** the dictionaries a column may translate through (the demo seed's codes) */
export const RULE_DICTIONARIES = ['person_identity', 'service_shelf_status', 'gender'] as const;

export const TRUNCATE_MIN = 1;
export const TRUNCATE_MAX = 200;

/** The argument a rule needs, or null when it needs none; a wrong one is an i18n key. */
export function ruleArgProblem(rule: HandleRule, arg: string | null): string | null {
  switch (rule) {
    case 'dateFormat':
      return DATE_FORMATS.includes(arg as DateFormat) ? null : 'serviceCards.rule.badDateFormat';
    case 'dictionary':
      return (RULE_DICTIONARIES as readonly string[]).includes(arg ?? '') ? null : 'serviceCards.rule.badDictionary';
    case 'truncate': {
      const n = Number(arg);
      return Number.isInteger(n) && n >= TRUNCATE_MIN && n <= TRUNCATE_MAX ? null : 'serviceCards.rule.badTruncate';
    }
    default:
      return null;
  }
}

/** the argument a rule starts with when chosen */
export function defaultRuleArg(rule: HandleRule): string | null {
  if (rule === 'dateFormat') return 'date';
  if (rule === 'dictionary') return RULE_DICTIONARIES[0];
  if (rule === 'truncate') return '12';
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' (how the sources answer times) in the chosen format; other text as is */
function formatDate(value: string, format: DateFormat): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(value);
  if (!m) return value;
  const [, y, mo, d, h, mi] = m;
  if (format === 'monthDay') return `${mo}-${d}`;
  if (format === 'dateTime') return `${y}-${mo}-${d} ${h ?? pad(0)}:${mi ?? pad(0)}`;
  return `${y}-${mo}-${d}`;
}

function mask(value: string): string {
  const chars = [...value];
  if (chars.length <= 1) return value ? '*' : value;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** One shown cell: the value through the rule (null and blanks show as ''). */
export function applyHandleRule(value: unknown, rule: HandleRule, arg: string | null, dictionary: Record<string, string> = {}): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  switch (rule) {
    case 'dateFormat':
      return formatDate(text, (arg as DateFormat) ?? 'date');
    case 'mask':
      return mask(text);
    case 'dictionary':
      return dictionary[text] ?? text;
    case 'truncate': {
      const n = Number(arg);
      const chars = [...text];
      return Number.isInteger(n) && n > 0 && chars.length > n ? `${chars.slice(0, n).join('')}…` : text;
    }
    default:
      return text;
  }
}
