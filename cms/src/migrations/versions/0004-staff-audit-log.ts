import type { Knex } from 'knex';

// One audit log for every staff action (issue 43: "every staff action in the audit log bans already use"): the bans'
// `ban_audit_log` becomes `staff_audit_log`, whose rows name what they are about (`subject_kind` 'ban' or
// 'membership', `subject_id` the ban's document id or the membership's order id) and may carry the staff's reason;
// the memberships' own `membership_staff_actions` (0003) moves into it and is dropped.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.renameTable('ban_audit_log', 'staff_audit_log');
  await knex.raw('DROP INDEX IF EXISTS ban_audit_log_ban_idx');
  await knex.schema.alterTable('staff_audit_log', (table) => {
    table.renameColumn('ban_document_id', 'subject_id');
  });
  await knex.schema.alterTable('staff_audit_log', (table) => {
    table.string('subject_kind', 16).notNullable().defaultTo('ban');
    table.string('reason', 500).nullable();
    table.index(['subject_kind', 'subject_id', 'id'], 'staff_audit_log_subject_idx');
  });
  await knex.raw('ALTER TABLE staff_audit_log ALTER COLUMN subject_kind DROP DEFAULT');
  await knex.raw(
    `INSERT INTO staff_audit_log (subject_kind, subject_id, action, staff_user_id, staff_name, at, before, after, reason)
     SELECT 'membership', subscription_id, action, staff_user_id, staff_name, at, NULL, details, reason
     FROM membership_staff_actions ORDER BY id`,
  );
  await knex.schema.dropTable('membership_staff_actions');
}

export async function down(knex: Knex): Promise<void> {
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
  await knex.raw(
    `INSERT INTO membership_staff_actions (subscription_id, action, staff_user_id, staff_name, reason, details, at)
     SELECT subject_id, action, staff_user_id, staff_name, reason, after, at
     FROM staff_audit_log WHERE subject_kind = 'membership' ORDER BY id`,
  );
  await knex('staff_audit_log').where('subject_kind', 'membership').delete();
  await knex.raw('DROP INDEX IF EXISTS staff_audit_log_subject_idx');
  await knex.schema.alterTable('staff_audit_log', (table) => {
    table.dropColumn('subject_kind');
    table.dropColumn('reason');
    table.renameColumn('subject_id', 'ban_document_id');
  });
  await knex.schema.renameTable('staff_audit_log', 'ban_audit_log');
  await knex.schema.alterTable('ban_audit_log', (table) => {
    table.index(['ban_document_id', 'id'], 'ban_audit_log_ban_idx');
  });
}
