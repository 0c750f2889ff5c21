import { eq } from 'drizzle-orm';
import { labGroupRules } from '../../db/schema/lab-group-approvals';
import type { Db } from '../../db/types';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { memberWith, membershipOf, may } from '../lab-groups/access';
import type { RulesBody, RulesView } from './schemas';

/** A group's rules in fen; a group without a row has only the requester rule. */
export type Rules = { aboveAmount: number | null; hazardous: boolean };

export async function rulesOf(db: Db, groupId: number): Promise<Rules> {
  const [row] = await db.select({ aboveAmount: labGroupRules.aboveAmount, hazardous: labGroupRules.hazardous }).from(labGroupRules).where(eq(labGroupRules.groupId, groupId));
  return row ?? { aboveAmount: null, hazardous: false };
}

const view = (rules: Rules): RulesView => ({
  requesterOrders: true,
  aboveAmount: rules.aboveAmount === null ? null : fenToYuan(rules.aboveAmount),
  hazardous: rules.hazardous,
});

/** GET (every member: a buyer sees why an order will need approval) and PUT (owners) of /api/lab-groups/:id/rules. */
export function createRulesService(db: Db) {
  return {
    async read(groupId: number, userId: number): Promise<RulesView> {
      await membershipOf(db, groupId, userId);
      return view(await rulesOf(db, groupId));
    },
    async replace(groupId: number, userId: number, body: RulesBody): Promise<RulesView> {
      await memberWith(db, groupId, userId, may.manage);
      const rules: Rules = { aboveAmount: body.aboveAmount === null ? null : yuanToFen(body.aboveAmount), hazardous: body.hazardous };
      await db
        .insert(labGroupRules)
        .values({ groupId, ...rules })
        .onConflictDoUpdate({ target: labGroupRules.groupId, set: { ...rules, updatedAt: new Date() } });
      return view(rules);
    },
  };
}
