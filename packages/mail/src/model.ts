/**
 * A mail as its parts, in the reader's language: what the HTML layout and the plain text are
 * both made from, so the two always say the same.
 */
export interface MailModel {
  subject: string;
  /** The line a mail client shows after the subject, before the mail is opened. */
  preheader: string;
  /** The small capitals above the heading: the request and its number, or what the mail is. */
  eyebrow: string;
  heading: string;
  blocks: MailBlock[];
  /** The one thing to do next: a button, with its plain URL beneath it. */
  action: { label: string; href: string; fallback: string } | null;
  /** Why she receives it, or that it is a notice of the admin. */
  footer: string;
}

export interface MailRow {
  label: string;
  value: string;
  /** mailto:, tel: or a web address, when the value is one. */
  href?: string;
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A labelled list: what she sent, who wrote. */
  | { kind: 'details'; title: string; rows: MailRow[] }
  /** Someone's own words, kept as written, line breaks and all. */
  | { kind: 'message'; title: string | null; text: string }
  /** The appointment: its milestone above its day; a cancelled one is greyed, with its note. */
  | { kind: 'date'; overline: string; date: string; cancelled: boolean; note: string | null };
