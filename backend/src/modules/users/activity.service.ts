import { Injectable } from '@nestjs/common';
import { type ActivityItem } from '@teewatch/contracts';
import { UsersRepository } from './users.repository.js';

/** The dashboard's Recent Activity shows this many. */
const RECENT_ACTIVITY_LIMIT = 10;

/** A golfer's own history for Recent Activity; any module records what the golfer did. */
@Injectable()
export class ActivityService {
  constructor(private readonly repository: UsersRepository) {}

  /** `kind` is a stable machine word (signed_in, alert_created, ...); `text` is what the golfer reads. */
  record(userId: string, kind: string, text: string): Promise<void> {
    return this.repository.insertActivity(userId, kind, text);
  }

  async recent(userId: string): Promise<ActivityItem[]> {
    const rows = await this.repository.recentActivity(userId, RECENT_ACTIVITY_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      text: row.text,
      at: row.createdAt.toISOString(),
    }));
  }
}
