CREATE TABLE `draft_files` (
	`id` integer PRIMARY KEY NOT NULL,
	`draft_id` integer NOT NULL,
	`version` integer NOT NULL,
	`original_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`sha256` text NOT NULL,
	`uploaded_at` text NOT NULL,
	FOREIGN KEY (`draft_id`) REFERENCES `drafts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `draft_files_version_idx` ON `draft_files` (`draft_id`,`version`);--> statement-breakpoint
CREATE TABLE `draft_status_history` (
	`id` integer PRIMARY KEY NOT NULL,
	`draft_id` integer NOT NULL,
	`status` text NOT NULL,
	`actor` text NOT NULL,
	`note` text,
	`at` text NOT NULL,
	FOREIGN KEY (`draft_id`) REFERENCES `drafts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `draft_status_history_draft_idx` ON `draft_status_history` (`draft_id`,`at`);--> statement-breakpoint
CREATE TABLE `drafts` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`authors` text NOT NULL,
	`field_of_study` text NOT NULL,
	`kind` text NOT NULL,
	`summary` text NOT NULL,
	`estimated_pages` integer NOT NULL,
	`expected_completion_date` text NOT NULL,
	`contact_phone` text NOT NULL,
	`status` text DEFAULT 'received' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `drafts_user_idx` ON `drafts` (`user_id`,`created_at`);