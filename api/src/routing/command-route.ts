import type { DomainEvent } from '@atelier/domain';
import { executeCommand, type AggregateStream, type CommandResult, type EventMetadata, type FollowingCommand, type Idempotency, type Position } from '@atelier/event-store';
import type { Context, Handler } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { customRoute, type RouteDeclaration, type RouteRequest } from './custom-route.ts';
import { expectedVersionFor, idempotencyFor, metadataFor, versionForFirstSave, type IfMatch } from './command-headers.ts';

/** A command's request: its input, the time it happens at and who causes it (the clock and ids arrive in the command). */
interface CommandRequest<Input> extends RouteRequest<Input> {
  at: string;
  metadata: EventMetadata;
}

/** The command one request asks for on one aggregate's stream, and what to answer. */
export interface CommandPlan<Command, Event extends DomainEvent, State> {
  /** The aggregate's stream value, as its domain folder exports it (`galleryImageStream(id)`). */
  stream: AggregateStream<Command, Event, State>;
  /** Typed by the stream: the stream decides which commands it takes. */
  command: NoInfer<Command>;
  /**
   * The JSON answer, or how to make it from the state the command's events lead to (the
   * changed item, docs/decisions/036-command-answers-from-the-decider.md); a repeat of the
   * same Idempotency-Key answers it again.
   */
  answer: CommandResult<State>;
  /** Commands on other streams this one carries along, appended in the same transaction (a category rename moving its images). */
  also?: readonly FollowingCommand[];
  /** Undoes what planning did outside the event store (stored files) when the command is refused or was a repeat. */
  discard?(): Promise<void>;
  /** What follows outside the event store once the events are stored (a removed account's sessions end). */
  onStored?(): Promise<void>;
}

interface CommandDeclaration<Input> extends RouteDeclaration<Input> {
  /** 201 when the command creates something, 200 when it changes it. */
  status: 200 | 201;
  /**
   * A valid request to answer without storing anything (a filled honeypot): the answer, sent
   * with `status` like a stored one, or null to go on with the command.
   */
  ignore?(request: RouteRequest<Input>): Record<string, unknown> | null;
}

/** A command decided by one aggregate (executeCommand): the usual kind. */
export interface StreamCommandRoute<Input, Command, Event extends DomainEvent, State> extends CommandDeclaration<Input> {
  /** Public POSTs take an Idempotency-Key, scoped to the endpoint so two endpoints never share one. */
  idempotencyScope?: string;
  /**
   * The command takes `If-Match: "<version>"` (ADR 029): a stream changed since that version is
   * a 409. 'required': without it (or with `*`) the command is refused with 428 (ADR 049).
   * 'once-stored': a PUT that creates its stream takes none the first time, when the stream
   * must still be new, so of two first saves the second is a 409; once the stream exists a save
   * without it is a 428 (ADR 054).
   */
  ifMatch?: IfMatch;
  /** The command for this request: may take an id from a sequence or store files (undone by `discard`). */
  plan(request: CommandRequest<Input>): Promise<CommandPlan<Command, Event, State>> | CommandPlan<Command, Event, State>;
}

/**
 * A command that is not one decider's: a registration (three streams in one append), an
 * erasure (a destroyed key) or several commands of equal rank (executeCommands: a fitting plan's
 * calendar events). It writes itself and answers the position it reached.
 */
export interface WriteCommandRoute<Input> extends CommandDeclaration<Input> {
  /** The write takes an Idempotency-Key, scoped like a stream command's; `write` gets it to append with. */
  idempotencyScope?: string;
  write(request: CommandRequest<Input> & { idempotency?: Idempotency }): Promise<{ position: Position; answer: Record<string, unknown> }>;
}

/**
 * The one way a command reaches the event store over HTTP: permission → input (its body
 * limit, validation and language) → metadata, idempotency and If-Match as declared → load,
 * decide, append (executeCommand) → an answer once the read models include the events
 * (respondWhenProjected). A command that is refused or was a repeat leaves nothing behind:
 * its plan is discarded.
 */
export function commandRoute<Input, Command, Event extends DomainEvent, State>(
  ctx: AppContext,
  route: StreamCommandRoute<Input, Command, Event, State> | WriteCommandRoute<Input>,
): Handler<AppEnv> {
  return customRoute(route, async (request) => {
    const { c } = request;
    const ignored = route.ignore?.(request) ?? null;
    if (ignored) {
      ctx.logger.info('command ignored', { path: c.req.path });
      return c.json(ignored, route.status);
    }
    const commandRequest = { ...request, at: ctx.now().toISOString(), metadata: metadataFor(c) };
    const by = c.get('user')?.id ?? 'anonymous';
    const idempotency = route.idempotencyScope === undefined ? undefined : await idempotencyFor(c, route.idempotencyScope, request);
    if ('write' in route) {
      const { position, answer } = await route.write({ ...commandRequest, idempotency });
      ctx.logger.info('command', { path: c.req.path, by });
      return respondWhenProjected(c, ctx, position, answer, route.status);
    }
    const given = expectedVersionFor(c, route.ifMatch);
    const plan = await route.plan(commandRequest);
    const { stream, command, answer, also } = plan;
    const expectedVersion = given === 'absent' ? await versionForFirstSave(ctx.store, stream.streamId) : given;
    let result;
    try {
      result = await executeCommand(ctx.store, { stream, command, also, expectedVersion, metadata: commandRequest.metadata, idempotency, result: answer });
    } catch (error) {
      await plan.discard?.();
      throw error;
    }
    if (result.replayed) await plan.discard?.();
    else await plan.onStored?.();
    ctx.logger.info('command', { stream: stream.streamId, by, replayed: result.replayed });
    return respondWhenProjected(c, ctx, result.position, result.result as Record<string, unknown>, route.status);
  });
}

/**
 * Answers once the read models include the command's events (201/200), or after 2 s with 202
 * and the position reached, so a reload right after a change shows it.
 */
async function respondWhenProjected(c: Context<AppEnv>, ctx: AppContext, position: Position, body: Record<string, unknown>, status: 200 | 201) {
  const projected = await ctx.progress.waitFor(position, ctx.readYourWritesMs);
  if (projected) return c.json(body, status);
  return c.json({ ...body, position }, 202);
}
