import { type FastifyPluginAsync } from 'fastify';

/** A page of a stand-in worth opening in a browser (an inbox, a log of received messages). */
export interface StandInPage {
  title: string;
  /** Absolute URL path on the sandbox, starting with `/`. */
  path: string;
}

/** One route of a stand-in, listed on the home page so a reader can call it by hand. */
export interface StandInEndpoint {
  method: string;
  /** Absolute URL path on the sandbox, with `{placeholders}` and example query strings. */
  path: string;
  summary: string;
}

/** What the home page and `/health` say about a stand-in. */
export interface StandInDescriptor {
  /** Short kebab-case key, unique in the sandbox (`foreup`, `ses`). */
  id: string;
  name: string;
  /** One or two sentences for someone who has never seen the project. */
  description: string;
  /** URL prefix every route of the stand-in lives under, starting with `/` (`/foreup`). */
  basePath: string;
  pages?: readonly StandInPage[];
  endpoints?: readonly StandInEndpoint[];
}

/**
 * One piece of the outside world (a tee-sheet platform, SES, SNS, a push service, an identity
 * provider). Its plugin declares routes relative to the descriptor's basePath.
 */
export interface StandIn {
  descriptor: StandInDescriptor;
  plugin: FastifyPluginAsync;
}

const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const basePathPattern = /^(\/[A-Za-z0-9._~-]+)+$/;
const reservedBasePaths = new Set(['/health']);

/**
 * Refuses a set of stand-ins that could not all be mounted, naming every problem at once, so a
 * mistake in stand-ins.ts stops start-up with a readable list instead of a route clash later.
 */
export function checkStandIns(standIns: readonly StandIn[]): void {
  const problems: string[] = [];
  const ids = new Set<string>();
  const basePaths = new Set<string>();
  for (const { descriptor } of standIns) {
    const { id, basePath } = descriptor;
    if (!idPattern.test(id)) problems.push(`stand-in id "${id}" must be kebab-case`);
    if (ids.has(id)) problems.push(`stand-in id "${id}" is used twice`);
    ids.add(id);
    if (!basePathPattern.test(basePath)) {
      problems.push(
        `stand-in "${id}": basePath "${basePath}" must look like /name (no trailing /)`,
      );
    }
    if (reservedBasePaths.has(basePath)) {
      problems.push(`stand-in "${id}": basePath "${basePath}" is the sandbox's own route`);
    }
    if (basePaths.has(basePath)) problems.push(`stand-in "${id}": basePath "${basePath}" is taken`);
    basePaths.add(basePath);
    for (const page of descriptor.pages ?? []) {
      if (!page.path.startsWith('/')) {
        problems.push(`stand-in "${id}": page path "${page.path}" must start with /`);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(`Invalid sandbox stand-ins:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
