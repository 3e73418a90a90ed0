import { GALLERY_TITLE_STREAM_TYPE, galleryTitleDecider, galleryTitleStreamId } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { galleryDeletedTitlesProjection } from './projection.ts';
import { listDeletedGalleryTitles } from './queries.ts';

const at = '2026-11-24T12:00:00.000Z';
const mark = (title: string) => ({ type: 'MarkGalleryTitleDeleted', data: { title, at } }) as const;
const stream = (title: string) => ({ id: galleryTitleStreamId(title), type: GALLERY_TITLE_STREAM_TYPE });

describeEachStore('gallery-deleted-titles projection', (kind) => {
  const shared = useProjectionStore(kind, [galleryDeletedTitlesProjection]);

  it('lists each marked title once', async () => {
    const run = incrementally(shared.t.store, galleryDeletedTitlesProjection);
    await run(galleryTitleDecider, stream('Vestido Aurora'), mark('Vestido Aurora'));
    await run(galleryTitleDecider, stream('Traje Índigo'), mark('Traje Índigo'));
    expect(await listDeletedGalleryTitles(shared.t.store.db)).toEqual(['Traje Índigo', 'Vestido Aurora']);
    expect(await shared.t.store.db.selectFrom('rm_gallery_deleted_titles').select(['title_key', 'marked_at']).orderBy('title_key').execute()).toEqual([
      { title_key: 'traje índigo', marked_at: at },
      { title_key: 'vestido aurora', marked_at: at },
    ]);
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, galleryDeletedTitlesProjection);
  });
});
