/** A product line of an order: its picture (an absolute URL, or none), name and price. */
export interface EmailItem {
  name: string;
  details: string;
  price: string;
  imageUrl: string | null;
}

/** A label and its amount; `emphasis` for a total, `detail` a smaller line under the label. */
export interface EmailRow {
  label: string;
  value: string;
  detail?: string;
  emphasis?: boolean;
}

/**
 * A paragraph, a call to action that links somewhere (shown as a button in HTML), a section
 * heading, an order's product lines, or a table of labelled amounts.
 */
export type EmailBlock =
  | { type: 'text'; text: string }
  | { type: 'action'; label: string; url: string }
  | { type: 'heading'; text: string }
  | { type: 'items'; items: EmailItem[] }
  | { type: 'rows'; rows: EmailRow[] };

/** What a template says, before it is laid out as HTML and as plain text. */
export interface EmailContent {
  subject: string;
  blocks: EmailBlock[];
}

/** A template's content with the parts every email shares, ready to lay out. */
export interface EmailDocument extends EmailContent {
  /** BCP 47 tag, e.g. `fr-FR`, for the HTML lang attribute. */
  lang: string;
  greeting: string;
  /** Introduces the spelled-out address under a button, for clients that block buttons. */
  linkFallback: string;
  signature: string;
}

export type EmailData = Record<string, string>;

/** Templates are called by our own code, so missing data is a bug to surface, not to hide. */
export function requireValue(data: EmailData, key: string, template: string): string {
  const value = data[key]?.trim();
  if (!value) throw new Error(`Email template ${template} needs data.${key}`);
  return value;
}

/** An absolute http(s) address: anything else (a relative path, javascript:) is a bug. */
export function requireUrl(data: EmailData, key: string, template: string): string {
  const value = requireValue(data, key, template);
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`Email template ${template} needs data.${key} to be an http(s) URL`);
  }
  return value;
}
