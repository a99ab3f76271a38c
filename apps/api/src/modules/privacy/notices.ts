// The privacy notice (decision 0357): versioned, and a published version is never changed. Publishing writes the
// next version; the shop shows the newest one on /privacy.
import {
  type PrivacyNotice,
  type PrivacyNoticeBody,
  privacyMessages,
  privacyNoticeBody,
} from '@chamak/shared/privacy';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';

type NoticeRow = { version: number; published_at: Date | string; body: unknown; published_by: string | null };

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function view(r: NoticeRow): PrivacyNotice {
  // A stored body is read back through the schema's shape; an older one lacking a part still answers.
  const body = privacyNoticeBody.safeParse(r.body);
  return {
    version: r.version,
    publishedAt: iso(r.published_at),
    publishedBy: r.published_by,
    body: body.success ? body.data : (r.body as PrivacyNoticeBody),
  };
}

const selectNotices = sql`select n.version, n.published_at, n.body, u.fullname as published_by
  from privacy_notices n left join users u on u.id = n.created_by where n.published_at is not null`;

/** The notice shown now; 404 before one is published. */
export async function currentNotice(ctx: { db: DbOrTx }): Promise<PrivacyNotice> {
  const [row] = await rows<NoticeRow>(ctx.db, sql`${selectNotices} order by n.version desc limit 1`);
  if (!row) throw new NotFound(privacyMessages.noNotice);
  return view(row);
}

/** Every published version, newest first (the admin's history). */
export async function listNotices(ctx: { db: DbOrTx }): Promise<{ notices: PrivacyNotice[] }> {
  const found = await rows<NoticeRow>(ctx.db, sql`${selectNotices} order by n.version desc`);
  return { notices: found.map(view) };
}

/**
 * Publishes a new version: the next number, written once. Two admins publishing at once: the unique version
 * decides, the second is retried with the number after.
 */
export async function publishNotice(
  ctx: { db: DbOrTx },
  staffUserId: number,
  body: PrivacyNoticeBody,
): Promise<{ message: string; notice: PrivacyNotice }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await rows<{ version: number }>(
        ctx.db,
        sql`insert into privacy_notices (version, body, published_at, created_by)
          values ((select coalesce(max(version), 0) + 1 from privacy_notices), ${JSON.stringify(body)}::jsonb, now(),
            ${staffUserId})
          returning version`,
      );
      const [saved] = await rows<NoticeRow>(ctx.db, sql`${selectNotices} and n.version = ${row!.version}`);
      return { message: privacyMessages.published(row!.version), notice: view(saved!) };
    } catch (error) {
      const e = error as { code?: string; cause?: { code?: string } };
      if (attempt < 2 && (e.code === '23505' || e.cause?.code === '23505')) continue;
      throw error;
    }
  }
}
