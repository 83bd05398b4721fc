import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { accountTestEnv } from '#tests/sign-in.ts';
import { listAdminActions, recordAdminAction } from './admin-audit-log.repository.ts';

describe('the admin audit log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
  });
  afterAll(() => t.close());

  it('keeps who did what to which record, before and after, newest first', async () => {
    const admin = await createUser(t.app.db, { role: '1', name: 'Comandante Auditor' });
    await recordAdminAction(t.app.db, {
      actorId: Number(admin.id),
      action: 'product.create',
      entity: 'product',
      entityId: 7,
      after: { name: 'Rede de dormir' },
    });
    await recordAdminAction(t.app.db, {
      actorId: Number(admin.id),
      action: 'product.update',
      entity: 'product',
      entityId: 7,
      before: { price: 100 },
      after: { price: 90 },
    });

    const { rows, total } = await listAdminActions(t.app.db, { page: 1, pageSize: 10, entity: 'product' });
    expect(total).toBe(2);
    expect(rows.map((row) => row.action)).toEqual(['product.update', 'product.create']);
    expect(rows[0]).toMatchObject({
      actor_name: 'Comandante Auditor',
      entity_id: '7',
      before_json: '{"price":100}',
      after_json: '{"price":90}',
    });
    expect(rows[1]?.before_json).toBeNull();
  });

  it('rolls back with the change it describes', async () => {
    const admin = await createUser(t.app.db, { role: '1' });
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await recordAdminAction(trx, { actorId: Number(admin.id), action: 'coins.grant', entity: 'user' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { total } = await listAdminActions(t.app.db, { page: 1, pageSize: 10, entity: 'user' });
    expect(total).toBe(0);
  });
});
