import type { ReactNode } from 'react';

export interface LanguageColumn {
  /** The column's heading: the language its fields are written in. */
  legend: string;
  children: ReactNode;
}

/**
 * The same fields written in Spanish and in English: side by side from a tablet's width up,
 * one above the other on a phone (Spanish first: the one every page falls back to). Each
 * column is a fieldset, so a screen reader names the language with each field; the note
 * below says what a page shows where the English is left blank.
 */
export function LanguageColumns({ spanish, english, note }: { spanish: LanguageColumn; english: LanguageColumn; note: string }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-8 sm:grid-cols-2 sm:gap-7">
        {[spanish, english].map(({ legend, children }) => (
          <fieldset key={legend} className="grid min-w-0 content-start gap-5">
            <legend className="mb-5 w-full border-b border-line pb-2 text-[0.7rem] font-medium uppercase tracking-[0.26em] text-accent-deep">{legend}</legend>
            {children}
          </fieldset>
        ))}
      </div>
      <p className="text-sm leading-snug text-muted">{note}</p>
    </div>
  );
}
