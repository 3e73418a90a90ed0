import { MAX_CATEGORY_LENGTH, typedCategoryName } from '@atelier/contracts';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../ui/Button.tsx';
import { createCategory } from './category-actions.ts';
import { CATEGORIES_TEXT } from './text.ts';

/** A text box and Crear (docs/product.md#category-manager): Enter submits too; a blank name does nothing. */
export function CreateCategoryForm() {
  const inputId = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = typedCategoryName(text);
    if (name === null || pending) return;
    setPending(true);
    if (await createCategory(name)) setText('');
    setPending(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 border border-line bg-linen/50 px-5 py-6 sm:flex-row sm:items-end sm:gap-6 sm:px-8">
      <div className="flex flex-1 flex-col gap-2">
        <label htmlFor={inputId} className="text-[0.7rem] font-medium uppercase tracking-[0.22em] text-muted">
          {CATEGORIES_TEXT.newLabel}
        </label>
        <input
          id={inputId}
          type="text"
          value={text}
          maxLength={MAX_CATEGORY_LENGTH}
          autoComplete="off"
          placeholder={CATEGORIES_TEXT.newPlaceholder}
          onChange={(event) => setText(event.target.value)}
          className="w-full border-0 border-b border-ink/40 bg-transparent px-0 py-2 text-base text-ink placeholder:text-muted focus:border-accent focus:ring-0"
        />
      </div>
      <Button type="submit" disabled={pending} className="sm:w-40">
        {pending ? CATEGORIES_TEXT.creating : CATEGORIES_TEXT.create}
      </Button>
    </form>
  );
}
