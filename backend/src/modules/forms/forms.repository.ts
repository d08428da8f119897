import { Inject, Injectable } from '@nestjs/common';
import { lt } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { formSubmissions } from '../../db/schema/index.js';

type NewSubmission = typeof formSubmissions.$inferInsert;

/** Where the form demo's submissions are kept, and for how long (docs/forms.md). */
@Injectable()
export class FormsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(submission: NewSubmission): Promise<{ id: string; receivedAt: Date }> {
    const [row] = await this.db
      .insert(formSubmissions)
      .values(submission)
      .returning({ id: formSubmissions.id, receivedAt: formSubmissions.receivedAt });
    return row!;
  }

  /** Deletes submissions received before `before`; answers how many. */
  async pruneBefore(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(formSubmissions)
      .where(lt(formSubmissions.receivedAt, before))
      .returning({ id: formSubmissions.id });
    return deleted.length;
  }
}
