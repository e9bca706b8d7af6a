import type { Knex } from 'knex';

// Memberships paid through MercadoPago (issue 43): one row per subscription (our order id is MercadoPago's
// `external_reference`), every payment MercadoPago reports (keyed on its payment id, so a notification applies
// once), every change of state with its cause, the notifications received (after their signature was checked),
// and the staff's actions on memberships. Amounts are whole pesos; times are epoch milliseconds. No card data.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('membership_subscriptions', (table) => {
    table.string('id', 40).primary();
    table.integer('user_id').notNullable();
    table.string('plan', 16).notNullable();
    table.integer('amount').notNullable();
    table.string('currency', 3).notNullable();
    table.string('state', 16).notNullable();
    table.string('preapproval_id', 64).nullable().unique('membership_subscriptions_preapproval_uq');
    table.text('checkout_url').nullable();
    table.string('payer_email', 254).nullable();
    table.bigInteger('payer_id').nullable();
    table.bigInteger('period_start').nullable();
    table.bigInteger('period_end').nullable();
    table.bigInteger('grace_until').nullable();
    // A downgrade waits here for the next renewal.
    table.string('next_plan', 16).nullable();
    // An upgrade waiting for its prorated payment (a one-off MercadoPago checkout): the plan and the amount.
    table.string('upgrade_plan', 16).nullable();
    table.integer('upgrade_amount').nullable();
    // The period_end a renewal reminder was sent for (one per period).
    table.bigInteger('reminded_for').nullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('updated_at').notNullable();
    table.index(['user_id'], 'membership_subscriptions_user_idx');
    table.index(['state', 'period_end'], 'membership_subscriptions_state_idx');
  });
  // One subscription in force per player (a double click on "Completar Compra" makes one).
  await knex.raw(
    `CREATE UNIQUE INDEX membership_subscriptions_one_live_uq ON membership_subscriptions (user_id)
     WHERE state IN ('pending', 'active', 'past_due', 'cancelled', 'paused')`,
  );

  await knex.schema.createTable('membership_payments', (table) => {
    table.string('payment_id', 32).primary();
    table.string('subscription_id', 40).notNullable().references('id').inTable('membership_subscriptions');
    table.string('kind', 16).notNullable();
    table.integer('amount').notNullable();
    table.string('currency', 3).notNullable();
    table.string('status', 24).notNullable();
    table.string('status_detail', 64).nullable();
    table.bigInteger('period_start').nullable();
    table.bigInteger('period_end').nullable();
    table.bigInteger('at').notNullable();
    table.bigInteger('updated_at').notNullable();
    table.index(['subscription_id'], 'membership_payments_subscription_idx');
  });

  await knex.schema.createTable('membership_history', (table) => {
    table.increments('id');
    table.string('subscription_id', 40).notNullable().references('id').inTable('membership_subscriptions');
    table.string('from_state', 16).nullable();
    table.string('to_state', 16).notNullable();
    // What happened, in English for staff and logs ("renewal charged", "charge rejected", ...).
    table.string('cause', 200).notNullable();
    // Who: mercadopago, player, staff, system (the sweeps).
    table.string('actor', 16).notNullable();
    table.integer('actor_user_id').nullable();
    table.string('payment_id', 32).nullable();
    table.bigInteger('at').notNullable();
    table.index(['subscription_id', 'id'], 'membership_history_subscription_idx');
  });

  await knex.schema.createTable('membership_notifications', (table) => {
    table.bigIncrements('id');
    table.string('topic', 48).notNullable();
    table.string('resource_id', 64).notNullable();
    table.string('request_id', 128).notNullable();
    table.bigInteger('received_at').notNullable();
    table.bigInteger('applied_at').nullable();
    table.string('outcome', 200).nullable();
    table.unique(['topic', 'resource_id', 'request_id'], { indexName: 'membership_notifications_uq' });
  });

  await knex.schema.createTable('membership_staff_actions', (table) => {
    table.increments('id');
    table.string('subscription_id', 40).notNullable().references('id').inTable('membership_subscriptions');
    table.string('action', 24).notNullable();
    table.integer('staff_user_id').notNullable();
    table.string('staff_name', 64).notNullable();
    table.string('reason', 500).nullable();
    table.text('details').nullable();
    table.bigInteger('at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('membership_staff_actions');
  await knex.schema.dropTable('membership_notifications');
  await knex.schema.dropTable('membership_history');
  await knex.schema.dropTable('membership_payments');
  await knex.schema.dropTable('membership_subscriptions');
}
