CREATE TABLE `attempt_answers` (
	`attempt_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`option_ids` text,
	`text` text,
	`saved_at` text NOT NULL,
	`is_correct` integer,
	`points_awarded` integer,
	PRIMARY KEY(`attempt_id`, `question_id`),
	FOREIGN KEY (`attempt_id`) REFERENCES `exam_attempts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `exam_attempts` (
	`id` integer PRIMARY KEY NOT NULL,
	`examination_id` integer NOT NULL,
	`user_id` integer NOT NULL,
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
CREATE UNIQUE INDEX `exam_attempts_one_open_idx` ON `exam_attempts` (`user_id`,`examination_id`) WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX `exam_attempts_number_idx` ON `exam_attempts` (`user_id`,`examination_id`,`number`);--> statement-breakpoint
CREATE TABLE `examinations` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`course_id` integer NOT NULL,
	`lesson_id` integer,
	`title` text NOT NULL,
	`description_html` text DEFAULT '' NOT NULL,
	`time_limit_seconds` integer,
	`max_attempts` integer,
	`position` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `examinations_lesson_idx` ON `examinations` (`lesson_id`,`position`);--> statement-breakpoint
CREATE INDEX `examinations_course_idx` ON `examinations` (`course_id`,`kind`,`position`);--> statement-breakpoint
CREATE TABLE `question_answer_keys` (
	`id` integer PRIMARY KEY NOT NULL,
	`question_id` integer NOT NULL,
	`text` text NOT NULL,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `question_answer_keys_question_idx` ON `question_answer_keys` (`question_id`);--> statement-breakpoint
CREATE TABLE `question_options` (
	`id` integer PRIMARY KEY NOT NULL,
	`question_id` integer NOT NULL,
	`position` integer NOT NULL,
	`text` text NOT NULL,
	`is_correct` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `question_options_question_idx` ON `question_options` (`question_id`,`position`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` integer PRIMARY KEY NOT NULL,
	`examination_id` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`prompt_html` text NOT NULL,
	`points` integer DEFAULT 1 NOT NULL,
	`explanation_html` text DEFAULT '' NOT NULL,
	`accents_optional` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`examination_id`) REFERENCES `examinations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `questions_examination_idx` ON `questions` (`examination_id`,`position`);