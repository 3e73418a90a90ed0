import type { Decider, DomainEvent } from '@atelier/domain';
import type { Context, Handler } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import type { InputReader } from '../input/reader.ts';
import { assertAccess, type Access } from '../middleware/auth.ts';
import { executeCommand, type CommandResult, type FollowingCommand } from '@atelier/event-store';
import { idempotencyKeyFor, metadataFor } from './metadata.ts';
import { respondWhenProjected } from './respond.ts';

/** The command one HTTP request asks for, on which stream, and what to answer. */
export interface CommandPlan<Command, Event extends DomainEvent, State> {
  decider: Decider<Command, Event, State>;
  streamId: string;
  streamType: string;
  command: Command;
  /**
   * The JSON answer, or how to make it from the state the command's events lead to (the
   * changed item); a repeat of the same Idempotency-Key answers it again.
   */
  answer: CommandResult<State>;
  /** Commands on other streams this one carries along, appended in the same transaction (a category rename moving its images). */
  also?: readonly FollowingCommand[];
  /** The version the client read the stream at (If-Match, commands/if-match.ts): a stream changed since is a 409. */
  expectedVersion?: number;
  /** Undoes what planning did outside the event store (stored files) when the command is refused or was a repeat. */
  discard?(): Promise<void>;
}

export interface PlanRequest<Input> {
  c: Context<AppEnv>;
  input: Input;
  files: readonly File[];
}

/** One endpoint that changes something: every such route is this plus a schema and a permission. */
export interface CommandRoute<Input, Command, Event extends DomainEvent, State> {
  /** Who may send it; checked before the body is read. */
  access: Access;
  /** How the body is read, limited and validated (input/json-input.ts, input/multipart-input.ts). */
  input: InputReader<Input>;
  /** Public POSTs take an Idempotency-Key, scoped to the endpoint so two endpoints never share one. */
  idempotencyScope?: string;
  /**
   * A valid request to answer without storing anything (a filled honeypot): the answer, sent
   * with `status` like a stored one, or null to go on with the command.
   */
  ignore?(request: PlanRequest<Input>): Record<string, unknown> | null;
  /** 201 when the command creates something, 200 when it changes it. */
  status: 200 | 201;
  /** The command for this request: may take an id from a sequence or store files (undone by `discard`). */
  plan(request: PlanRequest<Input>): Promise<CommandPlan<Command, Event, State>> | CommandPlan<Command, Event, State>;
}

/**
 * The one way a command reaches the event store over HTTP: permission → input (its body
 * limit, validation and language) → metadata and idempotency → load, decide, append
 * (executeCommand) → an answer once the read models include the events (respondWhenProjected).
 * A command that is refused or was a repeat leaves nothing behind: its plan is discarded.
 */
export function commandRoute<Input, Command, Event extends DomainEvent, State>(
  ctx: AppContext,
  route: CommandRoute<Input, Command, Event, State>,
): Handler<AppEnv> {
  return async (c) => {
    assertAccess(c, route.access);
    const { value, files, fingerprint } = await route.input.read(c);
    const ignored = route.ignore?.({ c, input: value, files }) ?? null;
    if (ignored) {
      ctx.logger.info('command ignored', { path: c.req.path });
      return c.json(ignored, route.status);
    }
    const key = route.idempotencyScope === undefined ? undefined : idempotencyKeyFor(c, route.idempotencyScope);
    const idempotency = key === undefined ? undefined : { key, fingerprint: await fingerprint() };
    const plan = await route.plan({ c, input: value, files });
    try {
      const result = await executeCommand(ctx.store, { ...plan, metadata: metadataFor(c), idempotency, result: plan.answer });
      if (result.replayed) await plan.discard?.();
      ctx.logger.info('command', { stream: plan.streamId, by: c.get('user')?.id ?? 'anonymous', replayed: result.replayed });
      return respondWhenProjected(c, ctx, result.position, result.result as Record<string, unknown>, route.status);
    } catch (error) {
      await plan.discard?.();
      throw error;
    }
  };
}
