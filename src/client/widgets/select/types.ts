// Options of every select widget (document 002 §2): pairs of label and value.
export type OptionValue = string | number;

export interface Option {
  /** already translated, or data from the server */
  label: string;
  value: OptionValue;
}

/** 'number' makes a select hand out numbers even when the options arrive as strings. */
export type OptionType = 'number' | 'string';

/** What a select reports, semantic-ui style: `onChange(event, { name, value })`. */
export interface SelectChange {
  name?: string;
  value: OptionValue;
}
