export * from './kernel/decider.ts';
export * from './kernel/errors.ts';
export * from './kernel/command.ts';
export * from './kernel/occasion.ts';
export * from './kernel/lang.ts';
export * from './kernel/calendar-date.ts';

export * from './request/events.ts';
export * from './request/commands.ts';
export * from './request/decider.ts';
export * from './request/dress-order.ts';
export * from './request/custom-concept.ts';
export * from './request/stream.ts';
export * from './request/thread.ts';

export * from './contact-message/events.ts';
export * from './contact-message/commands.ts';
export * from './contact-message/decider.ts';
export * from './contact-message/stream.ts';

export * from './user/events.ts';
export * from './user/commands.ts';
export * from './user/username.ts';
export * from './user/user-decider.ts';
export * from './user/username-decider.ts';
export * from './user/stream.ts';
export * from './user/registration.ts';

export * from './site-settings/keys.ts';
export * from './site-settings/events.ts';
export * from './site-settings/commands.ts';
export * from './site-settings/decider.ts';
export * from './site-settings/stream.ts';

export * from './opening-hours/week.ts';
export * from './opening-hours/events.ts';
export * from './opening-hours/commands.ts';
export * from './opening-hours/decider.ts';
export * from './opening-hours/stream.ts';

export * from './image-variants/events.ts';
export * from './image-variants/commands.ts';
export * from './image-variants/decider.ts';
export * from './image-variants/stream.ts';
export * from './image-variants/sources.ts';
export * from './gallery-image/events.ts';
export * from './gallery-image/commands.ts';
export * from './gallery-image/decider.ts';
export * from './gallery-image/stream.ts';

export * from './gallery-title/title.ts';
export * from './gallery-title/events.ts';
export * from './gallery-title/commands.ts';
export * from './gallery-title/decider.ts';
export * from './gallery-title/stream.ts';

export * from './review/events.ts';
export * from './review/commands.ts';
export * from './review/decider.ts';
export * from './review/stream.ts';

export * from './category/events.ts';
export * from './category/commands.ts';
export * from './category/name.ts';
export * from './category/errors.ts';
export * from './category/decider.ts';
export * from './category/stream.ts';

export * from './calendar-event/milestone.ts';
export * from './calendar-event/events.ts';
export * from './calendar-event/commands.ts';
export * from './calendar-event/decider.ts';
export * from './calendar-event/stream.ts';

export * from './calendar-feed/events.ts';
export * from './calendar-feed/commands.ts';
export * from './calendar-feed/decider.ts';
export * from './calendar-feed/stream.ts';

export * from './demo-claim/events.ts';
export * from './demo-claim/commands.ts';
export * from './demo-claim/decider.ts';
export * from './demo-claim/stream.ts';

export * from './mail/events.ts';
export * from './mail/commands.ts';
export * from './mail/decider.ts';
export * from './mail/stream.ts';
export * from './mail/test-mail.ts';
export * from './mail/outbox-opened.ts';

export * from './fitting-plan/days.ts';
export * from './fitting-plan/plan.ts';
export * from './fitting-plan/acceptance-events.ts';
export * from './fitting-plan/acceptance-commands.ts';
export * from './fitting-plan/acceptance-decider.ts';
export * from './fitting-plan/acceptance-stream.ts';
export * from './fitting/events.ts';
export * from './fitting/commands.ts';
export * from './fitting/decider.ts';
export * from './fitting/stream.ts';
export * from './client/measurements.ts';
export * from './client/events.ts';
export * from './client/commands.ts';
export * from './client/decider.ts';
export * from './client/stream.ts';
export * from './commission/stages.ts';
export * from './commission/events.ts';
export * from './commission/commands.ts';
export * from './commission/errors.ts';
export * from './commission/decider.ts';
export * from './commission/stream.ts';
