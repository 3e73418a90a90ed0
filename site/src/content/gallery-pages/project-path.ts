import type { Lang } from '@atelier/contracts/i18n';
import { localePath } from '../../i18n/locale.ts';

/** A design's project page in `lang`: `/proyecto/7`, `/en/proyecto/7`. */
export function projectPath(lang: Lang, id: number): string {
  return localePath(lang, `/proyecto/${id}`);
}
