/**
 * Validation policy per tenant (issue 17 point 6, core/validation/policy.ts): reject (an invalid document is refused
 * with 400 DOCUMENT_INVALID, nothing stored), warn (sent; the findings go into its history) or off. A tenant without a
 * row takes the operator's default (WHARF_VALIDATION_POLICY).
 */
import type { Knex } from 'knex'
import { requiredText, requiredTime } from '../columns.ts'

export async function up (knex: Knex): Promise<void> {
  await knex.schema.createTable('tenant_validation', t => {
    t.text('tenant_id').primary().references('tenants.id').onDelete('CASCADE')
    requiredText(t, 'policy')
    requiredTime(t, 'updated_at')
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('tenant_validation')
}
