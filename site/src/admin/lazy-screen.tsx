import { lazy, Suspense, type ComponentType } from 'react';
import { T } from './text.ts';
import { Spinner } from './ui/Spinner.tsx';

/**
 * A screen loaded only when opened: its code is its own chunk, out of the admin's entry
 * (docs/product.md#beyond-the-first-specification, "Page speed"). The spinner shows while the
 * chunk arrives.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen() {
    return (
      <Suspense fallback={<Spinner label={T.loading} />}>
        <Screen />
      </Suspense>
    );
  };
}
