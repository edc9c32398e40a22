CREATE TABLE `asset_chapters` (
	`id` integer PRIMARY KEY NOT NULL,
	`asset_id` integer NOT NULL,
	`title` text NOT NULL,
	`position` integer NOT NULL,
	`column` integer NOT NULL,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `asset_chapters_asset_idx` ON `asset_chapters` (`asset_id`);--> statement-breakpoint
CREATE TABLE `asset_sub_chapters` (
	`id` integer PRIMARY KEY NOT NULL,
	`asset_id` integer NOT NULL,
	`chapter_id` integer NOT NULL,
	`parent_id` integer DEFAULT 0 NOT NULL,
	`title` text NOT NULL,
	`position` integer NOT NULL,
	`content_html` text,
	`page_images` text,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`chapter_id`) REFERENCES `asset_chapters`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `asset_sub_chapters_asset_idx` ON `asset_sub_chapters` (`asset_id`);--> statement-breakpoint
CREATE INDEX `asset_sub_chapters_chapter_idx` ON `asset_sub_chapters` (`chapter_id`);--> statement-breakpoint
CREATE TABLE `assets` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`subject` text NOT NULL,
	`grade` text NOT NULL,
	`authors` text NOT NULL,
	`description` text NOT NULL,
	`cover_file` text NOT NULL,
	`search_text` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `course_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_categories_slug_unique` ON `course_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `course_chapters` (
	`id` integer PRIMARY KEY NOT NULL,
	`course_id` integer NOT NULL,
	`title` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `course_chapters_course_idx` ON `course_chapters` (`course_id`,`position`);--> statement-breakpoint
CREATE TABLE `lesson_progress` (
	`user_id` integer NOT NULL,
	`lesson_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`last_opened_at` text,
	`completed_at` text,
	PRIMARY KEY(`user_id`, `lesson_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lesson_progress_course_idx` ON `lesson_progress` (`user_id`,`course_id`);--> statement-breakpoint
CREATE TABLE `lessons` (
	`id` integer PRIMARY KEY NOT NULL,
	`course_id` integer NOT NULL,
	`chapter_id` integer NOT NULL,
	`title` text NOT NULL,
	`position` integer NOT NULL,
	`duration_seconds` integer NOT NULL,
	`body_html` text NOT NULL,
	`video_url` text,
	`captions_url` text,
	`is_preview` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`chapter_id`) REFERENCES `course_chapters`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lessons_course_idx` ON `lessons` (`course_id`);--> statement-breakpoint
CREATE INDEX `lessons_chapter_idx` ON `lessons` (`chapter_id`,`position`);--> statement-breakpoint
CREATE TABLE `user_courses` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`granted_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_courses_order_course_idx` ON `user_courses` (`order_id`,`course_id`);--> statement-breakpoint
CREATE INDEX `user_courses_user_idx` ON `user_courses` (`user_id`,`course_id`);--> statement-breakpoint
ALTER TABLE `courses` ADD `category_id` integer REFERENCES course_categories(id);--> statement-breakpoint
INSERT INTO `user_courses` (`user_id`, `course_id`, `order_id`, `granted_at`) SELECT `o`.`user_id`, `pc`.`course_id`, `o`.`id`, COALESCE(`o`.`paid_at`, `o`.`created_at`) FROM `orders` `o` JOIN `order_lines` `l` ON `l`.`order_id` = `o`.`id` JOIN `product_courses` `pc` ON `pc`.`product_id` = `l`.`product_id` WHERE `o`.`status` IN ('paid', 'shipping', 'delivered') AND `o`.`user_id` IS NOT NULL GROUP BY `o`.`id`, `pc`.`course_id`;
