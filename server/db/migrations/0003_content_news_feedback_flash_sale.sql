CREATE TABLE `content_pages` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_pages_slug_unique` ON `content_pages` (`slug`);--> statement-breakpoint
CREATE TABLE `courses` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`instructor` text NOT NULL,
	`lessons_count` integer NOT NULL,
	`image_file` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `feedbacks` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`content` text NOT NULL,
	`author_name` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `feedbacks_product_idx` ON `feedbacks` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `feedbacks_created_idx` ON `feedbacks` (`created_at`);--> statement-breakpoint
CREATE TABLE `flash_sale_items` (
	`flash_sale_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`flash_price` integer NOT NULL,
	`quantity` integer NOT NULL,
	`sold` integer DEFAULT 0 NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`flash_sale_id`, `product_id`),
	FOREIGN KEY (`flash_sale_id`) REFERENCES `flash_sales`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `flash_sales` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`daily_start` text NOT NULL,
	`daily_end` text NOT NULL,
	`valid_from` text NOT NULL,
	`valid_until` text,
	`priority` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `landing_page_products` (
	`landing_page_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`landing_page_id`, `product_id`),
	FOREIGN KEY (`landing_page_id`) REFERENCES `landing_pages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `landing_pages` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`content` text NOT NULL,
	`hero_image_file` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `news` (
	`id` integer PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`content` text NOT NULL,
	`search_text` text NOT NULL,
	`author` text NOT NULL,
	`image_file` text NOT NULL,
	`published_at` text NOT NULL,
	`is_focus` integer DEFAULT false NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_url_unique` ON `news` (`url`);--> statement-breakpoint
CREATE INDEX `news_published_idx` ON `news` (`published_at`);--> statement-breakpoint
CREATE TABLE `news_tag_links` (
	`news_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`news_id`, `tag_id`),
	FOREIGN KEY (`news_id`) REFERENCES `news`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tag_id`) REFERENCES `news_tags`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `news_tag_links_tag_idx` ON `news_tag_links` (`tag_id`);--> statement-breakpoint
CREATE TABLE `news_tags` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_tags_slug_unique` ON `news_tags` (`slug`);--> statement-breakpoint
CREATE TABLE `partner_logos` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`image_file` text NOT NULL,
	`link` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `product_courses` (
	`product_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `course_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `selection_blocks` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`image_file` text NOT NULL,
	`link` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `short_links` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`code` text NOT NULL,
	`target` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `short_links_kind_code_idx` ON `short_links` (`kind`,`code`);--> statement-breakpoint
CREATE TABLE `site_logos` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`is_mobile` integer NOT NULL,
	`image_file` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL
);
