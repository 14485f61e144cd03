ALTER TABLE "photos" RENAME TO "registration_photos";--> statement-breakpoint
ALTER TABLE "registration_photos" RENAME CONSTRAINT "photos_pkey" TO "registration_photos_pkey";--> statement-breakpoint
ALTER TABLE "registration_photos" RENAME CONSTRAINT "photos_uploaded_by_users_id_fk" TO "registration_photos_uploaded_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "registration_photos" RENAME CONSTRAINT "photos_problem_id_registration_problems_id_fk" TO "registration_photos_problem_id_registration_problems_id_fk";--> statement-breakpoint
ALTER INDEX "photos_problem_idx" RENAME TO "registration_photos_problem_idx";--> statement-breakpoint
ALTER INDEX "photos_uploader_idx" RENAME TO "registration_photos_uploader_idx";--> statement-breakpoint
ALTER TABLE "registration_audits" RENAME TO "registration_corrections";--> statement-breakpoint
ALTER TABLE "registration_corrections" RENAME CONSTRAINT "registration_audits_pkey" TO "registration_corrections_pkey";--> statement-breakpoint
ALTER TABLE "registration_corrections" RENAME CONSTRAINT "registration_audits_registration_id_registrations_id_fk" TO "registration_corrections_registration_id_registrations_id_fk";--> statement-breakpoint
ALTER TABLE "registration_corrections" RENAME CONSTRAINT "registration_audits_officer_id_users_id_fk" TO "registration_corrections_officer_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "registration_audits_registration_idx" RENAME TO "registration_corrections_registration_idx";--> statement-breakpoint
ALTER SEQUENCE "registration_audits_id_seq" RENAME TO "registration_corrections_id_seq";--> statement-breakpoint
ALTER TABLE "inspection_rules" RENAME TO "warning_rules";--> statement-breakpoint
ALTER TABLE "warning_rules" RENAME CONSTRAINT "inspection_rules_pkey" TO "warning_rules_pkey";--> statement-breakpoint
ALTER TABLE "inspection_plans" RENAME TO "plans";--> statement-breakpoint
ALTER TABLE "plans" RENAME CONSTRAINT "inspection_plans_pkey" TO "plans_pkey";--> statement-breakpoint
ALTER TABLE "plans" RENAME CONSTRAINT "inspection_plans_department_code_departments_code_fk" TO "plans_department_code_departments_code_fk";--> statement-breakpoint
ALTER INDEX "inspection_plans_department_idx" RENAME TO "plans_department_idx";--> statement-breakpoint
ALTER TABLE "inspection_plan_targets" RENAME TO "plan_targets";--> statement-breakpoint
ALTER TABLE "plan_targets" RENAME CONSTRAINT "inspection_plan_targets_plan_id_enterprise_id_pk" TO "plan_targets_plan_id_enterprise_id_pk";--> statement-breakpoint
ALTER TABLE "plan_targets" RENAME CONSTRAINT "inspection_plan_targets_plan_id_inspection_plans_id_fk" TO "plan_targets_plan_id_plans_id_fk";--> statement-breakpoint
ALTER TABLE "plan_targets" RENAME CONSTRAINT "inspection_plan_targets_enterprise_id_enterprises_id_fk" TO "plan_targets_enterprise_id_enterprises_id_fk";--> statement-breakpoint
ALTER INDEX "inspection_plan_targets_enterprise_idx" RENAME TO "plan_targets_enterprise_idx";--> statement-breakpoint
ALTER TABLE "registrations" RENAME CONSTRAINT "registrations_plan_id_inspection_plans_id_fk" TO "registrations_plan_id_plans_id_fk";--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_level_check" CHECK ("level" in ('district', 'street'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" in ('enterprise', 'officer'));--> statement-breakpoint
ALTER TABLE "merchant_authorizations" ADD CONSTRAINT "merchant_authorizations_role_check" CHECK ("role" in ('owner', 'staff'));--> statement-breakpoint
ALTER TABLE "code_scans" ADD CONSTRAINT "code_scans_purpose_check" CHECK ("purpose" in ('inspection', 'visit'));--> statement-breakpoint
ALTER TABLE "code_scans" ADD CONSTRAINT "code_scans_source_check" CHECK ("source" in ('code', 'manual', 'licence'));--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_status_check" CHECK ("status" in ('draft', 'approved', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_platform_check" CHECK ("platform" in ('main', 'szy'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_type_check" CHECK ("type" in ('routine', 'triggered', 'case'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_case_reason_check" CHECK ("case_reason" in ('complaint', 'recheck', 'enterprise_request', 'licensing'));--> statement-breakpoint
ALTER TABLE "registration_items" ADD CONSTRAINT "registration_items_result_check" CHECK ("result" in ('compliant', 'non_compliant'));--> statement-breakpoint
ALTER TABLE "registration_photos" ADD CONSTRAINT "registration_photos_content_type_check" CHECK ("content_type" in ('image/jpeg', 'image/png', 'image/webp'));--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_level_check" CHECK ("level" in ('very_satisfied', 'satisfied', 'basically_satisfied', 'dissatisfied', 'very_dissatisfied'));
