-- Assessment records outlive the learner's account (Circular 38/2020; ADR 0027 amended): an exam
-- attempt and a certificate may belong to no one (user_id null) once the account is deleted.
-- SQLite cannot drop NOT NULL in place, so both tables are rebuilt (the migrator runs with
-- foreign_keys OFF); ids are kept, so attempt_answers still point at their attempts.
CREATE TABLE `__new_exam_attempts` (
	`id` integer PRIMARY KEY NOT NULL,
	`examination_id` integer NOT NULL,
	`user_id` integer,
	`number` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`started_at` text NOT NULL,
	`deadline_at` text,
	`submitted_at` text,
	`score` integer,
	`max_score` integer NOT NULL,
	`pending_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`examination_id`) REFERENCES `examinations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_exam_attempts` (`id`, `examination_id`, `user_id`, `number`, `status`, `started_at`, `deadline_at`, `submitted_at`, `score`, `max_score`, `pending_count`) SELECT `id`, `examination_id`, `user_id`, `number`, `status`, `started_at`, `deadline_at`, `submitted_at`, `score`, `max_score`, `pending_count` FROM `exam_attempts`;--> statement-breakpoint
DROP TABLE `exam_attempts`;--> statement-breakpoint
ALTER TABLE `__new_exam_attempts` RENAME TO `exam_attempts`;--> statement-breakpoint
CREATE UNIQUE INDEX `exam_attempts_one_open_idx` ON `exam_attempts` (`user_id`,`examination_id`) WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX `exam_attempts_number_idx` ON `exam_attempts` (`user_id`,`examination_id`,`number`);--> statement-breakpoint
CREATE TABLE `__new_certificates` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`user_id` integer,
	`course_id` integer NOT NULL,
	`holder_name` text NOT NULL,
	`course_title` text NOT NULL,
	`issued_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_certificates` (`id`, `code`, `user_id`, `course_id`, `holder_name`, `course_title`, `issued_at`, `revoked_at`) SELECT `id`, `code`, `user_id`, `course_id`, `holder_name`, `course_title`, `issued_at`, `revoked_at` FROM `certificates`;--> statement-breakpoint
DROP TABLE `certificates`;--> statement-breakpoint
ALTER TABLE `__new_certificates` RENAME TO `certificates`;--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_code_unique` ON `certificates` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_user_course_idx` ON `certificates` (`user_id`,`course_id`);
