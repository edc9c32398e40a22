CREATE TABLE `mail_log` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer,
	`to_email` text NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`summary` text NOT NULL,
	`ref_id` integer,
	`sent_at` text NOT NULL,
	`read_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `mail_log_user_idx` ON `mail_log` (`user_id`,`sent_at`);--> statement-breakpoint
CREATE TABLE `user_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`settings_json` text,
	`shortcuts_json` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
