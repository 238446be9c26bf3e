import { PLAN_CATALOGUE, PlansResponseSchema } from '@mustashar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { plans } from '../../db/schema.ts';
import { seedPlans } from './service.ts';

describe('GET /api/plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the four seeded plans in order with their prices and intervals', async () => {
    const res = await t.app.inject({ url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const body = PlansResponseSchema.parse(res.json());
    expect(body.plans.map((p) => [p.name, p.price_cents, p.interval, p.popular])).toEqual([
      ['hourly', 12900, 'hourly', false],
      ['trainee-lawyer', 24900, 'monthly', false],
      ['practicing-lawyer', 99900, 'biannual', true],
      ['national-consultant', 169900, 'yearly', false],
    ]);
    const practicing = body.plans[2]!;
    expect(practicing.display_name).toBe('Practicing lawyer');
    expect(practicing.display_names.ar).toBe('محامٍ ممارس');
    expect(practicing.currency).toBe('SAR');
    for (const plan of body.plans) {
      expect(plan.features.ar.length).toBeGreaterThanOrEqual(4);
      expect(plan.features.ar.length).toBe(plan.features.en.length);
      expect(plan.description.en.length).toBeGreaterThan(10);
    }
  });

  it("serves the contracts' plan catalogue, the landing cards' one source, word for word", async () => {
    const body = PlansResponseSchema.parse((await t.app.inject({ url: '/api/plans' })).json());
    expect(body.plans.map((p) => [p.name, p.display_names, p.price_cents, p.features])).toEqual(
      PLAN_CATALOGUE.map((p) => [
        p.name,
        { ar: p.displayNameAr, en: p.displayNameEn },
        p.priceCents,
        { ar: p.featuresAr, en: p.featuresEn },
      ]),
    );
  });

  it('says what each plan includes from the catalogue: Documents from the 999 SAR plan up', async () => {
    const body = PlansResponseSchema.parse((await t.app.inject({ url: '/api/plans' })).json());
    expect(body.plans.map((p) => [p.name, p.includes])).toEqual([
      ['hourly', []],
      ['trainee-lawyer', []],
      ['practicing-lawyer', ['documents']],
      ['national-consultant', ['documents']],
    ]);
  });

  it('seeds idempotently and hides inactive plans', async () => {
    await seedPlans(t.app.db);
    await seedPlans(t.app.db);
    expect(await t.app.db.select().from(plans)).toHaveLength(4);
    await t.app.db.insert(plans).values({
      name: 'retired',
      displayName: 'Retired',
      displayNameAr: 'قديمة',
      displayNameEn: 'Retired',
      priceCents: 100,
      interval: 'monthly',
      active: false,
      sortOrder: 0,
    });
    const res = await t.app.inject({ url: '/api/plans' });
    expect(res.json().plans).toHaveLength(4);
  });
});
