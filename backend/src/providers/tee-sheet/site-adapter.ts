import { type PlatformHttpClient } from './http-client.js';
import { wrongPlatform } from './tee-sheet.errors.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  firstOfSharedRead,
  type LinkIds,
  type NormalizedTeeTime,
  type ProviderLink,
  type TeeSheetProvider,
  type TeeSheetQuery,
} from './tee-sheet.provider.js';

/** The platforms whose every course site is its own host, answering for several of its courses. */
type SitePlatform = 'clubprophet' | 'ezlinks';

/** One course's tee times in a site's answer; `askedAlone` when no other course was asked. */
export type SiteAnswerParser<P extends SitePlatform> = (
  body: unknown,
  query: TeeSheetQuery,
  ids: LinkIds<P>,
  askedAlone: boolean,
  metrics: TeeSheetMetrics,
) => NormalizedTeeTime[];

/**
 * A platform where each course site (a Club Prophet site, an EZLinks portal) is its own host and
 * one request answers several of the site's course ids: the courses of a site share a read, and a
 * course read alone is a site read of one course. A platform says how it reads a site and how it
 * finds one course's tee times in the answer.
 */
export abstract class SiteAdapter<P extends SitePlatform> implements TeeSheetProvider {
  constructor(
    readonly platform: P,
    protected readonly http: PlatformHttpClient,
    private readonly parse: SiteAnswerParser<P>,
  ) {}

  /** The site a course's ids name: courses of one site are read together. */
  protected abstract siteOf(ids: LinkIds<P>): string;

  /** The site's answer for one date and the given course ids (those of `ids`' site). */
  protected abstract readSite(
    ids: LinkIds<P>,
    courseIds: number[],
    date: string,
    signal?: AbortSignal,
  ): Promise<unknown>;

  async fetchTeeTimes(query: TeeSheetQuery, signal?: AbortSignal): Promise<NormalizedTeeTime[]> {
    const [teeTimes] = await this.fetchTeeTimesTogether([query], signal);
    return teeTimes!;
  }

  sharedReadKey(link: ProviderLink): string | null {
    return link.platform === this.platform ? this.siteOf(link.ids as LinkIds<P>) : null;
  }

  /** One request for the site's courses; each query keeps its own course's tee times. */
  fetchTeeTimesTogether(
    queries: TeeSheetQuery[],
    signal?: AbortSignal,
  ): Promise<NormalizedTeeTime[][]> {
    return this.http.observeFetch(async () => {
      const all = queries.map(({ link }) => this.idsOf(link));
      const first = firstOfSharedRead(queries, (link) => this.sharedReadKey(link));
      const courseIds = [...new Set(all.map((ids) => ids.courseId))];
      const body = await this.readSite(all[0]!, courseIds, first.date, signal);
      return queries.map((query, index) =>
        this.parse(body, query, all[index]!, courseIds.length === 1, this.http.metrics),
      );
    });
  }

  private idsOf(link: ProviderLink): LinkIds<P> {
    if (link.platform !== this.platform) throw wrongPlatform(this.platform, link);
    return link.ids as LinkIds<P>;
  }
}
