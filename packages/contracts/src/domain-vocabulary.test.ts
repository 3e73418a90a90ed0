import type * as domain from '@atelier/domain';
import { COMMISSION_ID, categoryKey as domainCategoryKey, isCalendarDate as isDomainCalendarDate, tidyCategoryName as domainTidyCategoryName } from '@atelier/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MILESTONES } from './calendar-event.ts';
import type { PLAN_MILESTONES, UNPLANNABLE_REASONS } from './fitting-plan.ts';
import type { FITTING_MILESTONES, MAX_FITTING_CHANGES, MAX_FITTING_CHANGE_LENGTH, MAX_FITTING_PHOTOS } from './fitting.ts';
import { categoryKey, tidyCategoryName } from './category.ts';
import { isCalendarDate } from './formats.ts';
import { NUMERIC_ID } from './ids.ts';
import type { DEFAULT_GALLERY_CATEGORY, COLLECTION_IDS } from './gallery.ts';
import type { LANGS } from './i18n.ts';
import type { OCCASIONS } from './occasions.ts';
import type { MAX_RANGES_PER_DAY, OpeningHours, WEEKDAYS } from './opening-hours.ts';
import type { PREFERRED_CONTACTS } from './preferred-contact.ts';
import type { REQUEST_STATUSES, REQUEST_TYPES } from './request-status.ts';
import type { MESSAGE_AUTHORS, REQUEST_MESSAGE_MAX_LENGTH } from './request-thread.ts';
import type { MAIL_NOTICE_KEYS, SITE_SETTING_KEYS } from './site-settings.ts';

type Member<List extends readonly unknown[]> = List[number];

/**
 * The domain owns its vocabulary and the contracts keep their own lists for the schemas, so the
 * site never bundles the domain. Where both name the same set, the two must agree: a value added
 * to one side only fails the type check here (`tsc`, not the test run, is what checks these).
 */
describe('the contracts name the sets the domain names', () => {
  it('agree on every shared vocabulary', () => {
    expectTypeOf<Member<typeof REQUEST_TYPES>>().toEqualTypeOf<domain.RequestType>();
    expectTypeOf<Member<typeof REQUEST_STATUSES>>().toEqualTypeOf<Exclude<domain.RequestLifecycleStatus, 'none'>>();
    expectTypeOf<Member<typeof OCCASIONS>>().toEqualTypeOf<domain.Occasion>();
    expectTypeOf<Member<typeof MILESTONES>>().toEqualTypeOf<domain.Milestone>();
    expectTypeOf<Member<typeof PLAN_MILESTONES>>().toEqualTypeOf<domain.PlanMilestone>();
    expectTypeOf<Member<typeof UNPLANNABLE_REASONS>>().toEqualTypeOf<domain.UnplannableReason>();
    expectTypeOf<Member<typeof PREFERRED_CONTACTS>>().toEqualTypeOf<domain.PreferredContact>();
    expectTypeOf<Member<typeof SITE_SETTING_KEYS>>().toEqualTypeOf<domain.SiteSettingKey>();
    expectTypeOf<Member<typeof MAIL_NOTICE_KEYS>>().toEqualTypeOf<domain.MailNoticeKey>();
    expectTypeOf<Member<typeof LANGS>>().toEqualTypeOf<domain.Lang>();
    expectTypeOf<Member<typeof COLLECTION_IDS>>().toEqualTypeOf<domain.CollectionId>();
    expectTypeOf<typeof DEFAULT_GALLERY_CATEGORY>().toEqualTypeOf<typeof domain.DEFAULT_GALLERY_CATEGORY>();
    expectTypeOf<Member<typeof WEEKDAYS>>().toEqualTypeOf<domain.Weekday>();
    expectTypeOf<OpeningHours>().toEqualTypeOf<domain.OpeningHours>();
    expectTypeOf<typeof MAX_RANGES_PER_DAY>().toEqualTypeOf<typeof domain.MAX_RANGES_PER_DAY>();
    expectTypeOf<Member<typeof MESSAGE_AUTHORS>>().toEqualTypeOf<domain.MessageAuthor>();
    expectTypeOf<typeof REQUEST_MESSAGE_MAX_LENGTH>().toEqualTypeOf<typeof domain.MAX_MESSAGE_LENGTH>();
    expectTypeOf<Member<typeof FITTING_MILESTONES>>().toEqualTypeOf<Member<typeof domain.FITTING_MILESTONES>>();
    expectTypeOf<typeof MAX_FITTING_CHANGES>().toEqualTypeOf<typeof domain.MAX_FITTING_CHANGES>();
    expectTypeOf<typeof MAX_FITTING_CHANGE_LENGTH>().toEqualTypeOf<typeof domain.MAX_FITTING_CHANGE_LENGTH>();
    expectTypeOf<typeof MAX_FITTING_PHOTOS>().toEqualTypeOf<typeof domain.MAX_FITTING_PHOTOS>();
  });

  it('agree on which days exist, the one rule both check', () => {
    for (const value of ['2028-02-29', '2027-02-29', '2026-12-31', '2026-13-01', '2026-02-30', '26-12-01', '2026-1-1', '']) {
      expect(isCalendarDate(value), value).toBe(isDomainCalendarDate(value));
    }
    expect(['2028-02-29', '2027-02-29'].map(isCalendarDate)).toEqual([true, false]);
  });

  it('agree on how a category is spelt and when two names are one category', () => {
    for (const name of ['  Novias 2027 ', 'ÚLTIMA Colección', 'general', 'Vestidos', '']) {
      expect(tidyCategoryName(name), name).toBe(domainTidyCategoryName(name));
      expect(categoryKey(name), name).toBe(domainCategoryKey(name));
    }
  });
});

describe('one spelling of a numeric id', () => {
  it('the commission id (a request key) spells its number as every id does', () => {
    expect(COMMISSION_ID.source).toBe(`^(dress|concept)-(${NUMERIC_ID})$`);
  });
});
