-- Certificates of completion and completion rules (ADR 0028); numerical questions, pass thresholds,
-- close dates and review options of examinations.
CREATE TABLE `certificates` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`user_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`holder_name` text NOT NULL,
	`course_title` text NOT NULL,
	`issued_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_code_unique` ON `certificates` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_user_course_idx` ON `certificates` (`user_id`,`course_id`);--> statement-breakpoint
CREATE TABLE `course_completion_rules` (
	`course_id` integer PRIMARY KEY NOT NULL,
	`lesson_ids` text,
	`final_exam_id` integer,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`final_exam_id`) REFERENCES `examinations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `examinations` ADD `pass_percent` integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE `examinations` ADD `closes_at` text;--> statement-breakpoint
ALTER TABLE `examinations` ADD `review_options` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `numeric_answer` real;--> statement-breakpoint
ALTER TABLE `questions` ADD `numeric_tolerance` real;--> statement-breakpoint
ALTER TABLE `questions` ADD `numeric_unit` text;