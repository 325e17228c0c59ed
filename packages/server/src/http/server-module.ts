import type { FastifyInstance } from 'fastify';
import type { AppLifecycle, FollowingHooks, MyContentPart, ProductItemsPart, ReminderSource, SignInPart, ViewerFact } from '../context/extensions';
import type { DomainEventListener } from '../context/domain-events';
import type { Services } from '../context/services';
import type { JobDefinition, JobRunner } from '../jobs/runner';

/**
 * One domain module as the server assembles it (app.ts lists them once, in module order): its
 * routes by audience, and what it contributes to other modules' answers.
 */
export type ServerModule = {
  name: string;
  /** Routes of one app for members and guests; the tenant is resolved before they run. */
  memberRoutes?: (scope: FastifyInstance) => void | Promise<void>;
  /** Routes of the studio: the CSRF guard runs first; handlers take the owner's context. */
  studioRoutes?: (scope: FastifyInstance) => void | Promise<void>;
  /** Routes that name no app by host or header (a payment gateway's webhook); the module resolves the app itself. */
  systemRoutes?: (server: FastifyInstance) => void | Promise<void>;
  /** Background work for the job runner (runs only in a listening server; `services` is filled by then). */
  jobs?: (services: Services) => readonly JobDefinition[];
  /** Handlers of durable one-off jobs (`runner.handle(name, handler)`); registered in every server, run by listening ones. */
  jobHandlers?: (services: Services, runner: Pick<JobRunner, 'handle'>) => void;
  viewerFacts?: readonly ViewerFact[];
  signInParts?: readonly SignInPart[];
  myContentParts?: readonly MyContentPart[];
  productItems?: ProductItemsPart;
  appLifecycle?: AppLifecycle;
  following?: FollowingHooks;
  /** Listeners of other modules' domain events (context/domain-events.ts). */
  domainEvents?: readonly DomainEventListener[];
  reminderSources?: readonly ReminderSource[];
};
