// The admin's word on a phone number (its last ten digits, as the COD history keys them): blocked from cash on
// delivery, or allowed it whatever its score. One rule per number; saving another replaces it.
import type { CodPhoneRule, CodPhoneRuleBody } from '@chamak/shared/cod-risk';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';

type RuleRow = { phone: string; rule: 'block' | 'allow'; note: string; created_at: Date | string };
const view = (r: RuleRow): CodPhoneRule => ({
  phone: r.phone,
  rule: r.rule,
  note: r.note,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function phoneRules(db: DbOrTx): Promise<CodPhoneRule[]> {
  const found = await rows<RuleRow>(
    db,
    sql`select phone, rule, note, created_at from cod_phone_rules order by created_at desc, phone limit 1000`,
  );
  return found.map(view);
}

export async function savePhoneRule(
  db: DbOrTx,
  rule: Required<Pick<CodPhoneRuleBody, 'phone' | 'rule'>> & { note: string },
  adminId: number,
): Promise<void> {
  await db.execute(sql`insert into cod_phone_rules (phone, rule, note, created_by)
    values (${rule.phone}, ${rule.rule}, ${rule.note}, ${adminId})
    on conflict (phone) do update set rule = excluded.rule, note = excluded.note,
      created_by = excluded.created_by, created_at = now()`);
}

export async function removePhoneRule(db: DbOrTx, phone: string): Promise<void> {
  const gone = await rows<{ phone: string }>(
    db,
    sql`delete from cod_phone_rules where phone = ${phone} returning phone`,
  );
  if (gone.length === 0) throw new NotFound('There is no rule for this number.');
}

/** A cash order's risk as it was placed (score and reasons) and the admin's rule on its number now. */
export async function orderRisk(
  db: DbOrTx,
  orderId: number,
): Promise<{
  score: number | null;
  reasons: { signal: string; points: number; text: string }[];
  phone: string;
  phoneRule: 'block' | 'allow' | null;
}> {
  const [r] = await rows<{
    score: number | null;
    reasons: { signal: string; points: number; text: string }[] | null;
    phone: string;
    rule: 'block' | 'allow' | null;
  }>(
    db,
    sql`select o.cod_risk_score as score, o.cod_risk_reasons as reasons, cod_phone_key(o.phone) as phone, r.rule
      from orders o left join cod_phone_rules r on r.phone = cod_phone_key(o.phone) where o.id = ${orderId}`,
  );
  if (!r) throw new NotFound('Order not found');
  return { score: r.score, reasons: r.reasons ?? [], phone: r.phone, phoneRule: r.rule };
}
